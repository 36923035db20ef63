import { Backdrop, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Full-screen 'Loading...' overlay shown while a form is being submitted. */
export const LoadingOverlay = ({ open }: { open: boolean }) => {
  const translate = useTranslate();
  return (
    <Backdrop open={open} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }}>
      <Stack role="status" aria-live="polite" spacing={2} sx={{ alignItems: 'center' }}>
        <CircularProgress color="inherit" />
        <Typography variant="h6">{translate('app.loading')}</Typography>
      </Stack>
    </Backdrop>
  );
};
