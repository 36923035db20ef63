import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { BulkReplyDialog } from './BulkReplyDialog';

/** The pending queue's Bulk reply button and its dialog. */
export const BulkReplyButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<PlaylistAddCheckIcon />} onClick={() => setOpen(true)}>
        {translate('bulk_reply.button')}
      </Button>
      <BulkReplyDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
};
