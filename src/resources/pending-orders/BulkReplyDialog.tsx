import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useErrorText } from '../../i18n/useErrorText';
import { ServiceChoiceInput } from '../../order-parts/ServiceChoiceInput';
import type { Service } from '../services/types';
import { KeptDialog } from '../shared/KeptDialog';
import { BulkReplyResults } from './BulkReplyResults';
import { type BulkReplyRequest, useBulkReply } from './useBulkReply';

type Action = BulkReplyRequest['action'];

type ServiceChoice = Pick<Service, 'id' | 'name' | 'category'>;

/**
 * The Bulk reply dialog: paste `IMEI code` lines, say whether the text is the code (complete)
 * or the reason (reject), optionally the service; Preview asks the server what each line would
 * do (dry run) and shows it; Confirm sends the previewed lines for real, says the counts and
 * reloads the queue. Changing anything drops the preview, and the confirmation carries the
 * previewed orders' ids, so what is confirmed is what was seen.
 */
export const BulkReplyDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const titleId = useId();
  const translate = useTranslate();
  // Pasted lines, or replies being sent, are closed over by the Close button only: a click
  // beside the dialog or Escape threw the lines away, or hid the outcome of a confirmation.
  const [holdsWork, setHoldsWork] = useState(false);
  return (
    <KeptDialog
      value={open || null}
      titleId={titleId}
      onClose={(_event, reason) => {
        if (reason === 'backdropClick' || holdsWork) return;
        onClose();
      }}
      maxWidth="md"
    >
      {(_, opening) => (
        <>
          <DialogTitle id={titleId}>{translate('bulk_reply.title')}</DialogTitle>
          <BulkReplyForm key={opening} onClose={onClose} onHoldsWork={setHoldsWork} />
        </>
      )}
    </KeptDialog>
  );
};

const BulkReplyForm = ({
  onClose,
  onHoldsWork,
}: {
  onClose: () => void;
  onHoldsWork: (holds: boolean) => void;
}) => {
  const translate = useTranslate();
  const errorText = useErrorText();
  const notify = useNotify();
  const refresh = useRefresh();
  const { preview, send } = useBulkReply();
  const actionLabelId = useId();
  const { data: services = [] } = useGetList<ServiceChoice>('admin-services', {
    pagination: { page: 1, perPage: 1000 },
  });
  const [lines, setLines] = useState('');
  const [action, setAction] = useState<Action>('answer');
  const [serviceId, setServiceId] = useState('');
  /**
   * A preview or a confirmation under way, set at the click itself: a second click (a double
   * click on Confirm) comes before the mutation's own pending state is rendered, and would send
   * the replies twice, the second answer ("not pending") hiding what the first did.
   */
  const calling = useRef(false);
  const [callingShown, setCallingShown] = useState(false);
  const busy = preview.isPending || send.isPending || callingShown;
  const previewed = preview.data;
  /** The outcome of the lines sent, kept on screen when it differs from the preview. */
  const sent = send.data;
  const toSend = previewed && !sent ? previewed.answered + previewed.rejected : 0;
  const failure = preview.error ?? send.error;
  const holdsWork = lines.trim() !== '' || busy;
  useEffect(() => {
    onHoldsWork(holdsWork);
    return () => onHoldsWork(false);
  }, [holdsWork, onHoldsWork]);

  /**
   * Any change to the request drops the preview (and a failure shown for it). Nothing changes
   * while the replies are being sent: the request sent is the one previewed, and its outcome is
   * shown when it comes.
   */
  const changed =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      if (send.isPending) return;
      set(value);
      preview.reset();
      send.reset();
    };
  const request = (): BulkReplyRequest => ({
    lines,
    action,
    ...(serviceId === '' ? {} : { service_id: Number(serviceId) }),
  });
  /** Runs one call at a time: nothing while another preview or confirmation is under way. */
  const oneAtATime = async (call: () => Promise<unknown>) => {
    if (calling.current) return;
    calling.current = true;
    setCallingShown(true);
    try {
      await call();
    } catch {
      // Told by the mutation's error, on screen.
    } finally {
      calling.current = false;
      setCallingShown(false);
    }
  };
  /** Each line's code is shown beside it when the text after the IMEI is the code. */
  const codesShown = (sentRequest: BulkReplyRequest | undefined) =>
    sentRequest?.action === 'answer';
  const confirm = () => {
    if (!preview.variables || !previewed || toSend === 0) return;
    // Only the orders the preview showed: an IMEI whose order was answered meanwhile and that
    // was sent again is skipped by the server, not answered unseen.
    const orderIds = previewed.lines.flatMap((line) =>
      line.order_id !== null && (line.result === 'answered' || line.result === 'rejected')
        ? [line.order_id]
        : [],
    );
    const sending = { ...preview.variables, order_ids: orderIds };
    void oneAtATime(() =>
      send.mutateAsync(sending, {
        onSuccess: (outcome) => {
          notify('bulk_reply.done', { type: 'success', messageArgs: { ...outcome } });
          refresh();
          // Lines that did not go as previewed (answered meanwhile, failed) stay on screen.
          if (outcome.skipped === previewed.skipped) onClose();
        },
      }),
    );
  };

  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={translate('bulk_reply.lines')}
            helperText={translate('bulk_reply.lines_help')}
            multiline
            minRows={6}
            maxRows={14}
            autoFocus
            disabled={send.isPending}
            value={lines}
            onChange={(event) => changed(setLines)(event.target.value)}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          />
          <FormControl disabled={send.isPending}>
            <FormLabel id={actionLabelId}>{translate('bulk_reply.action')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={actionLabelId}
              value={action}
              onChange={(event) => changed(setAction)(event.target.value as Action)}
            >
              <FormControlLabel
                value="answer"
                control={<Radio />}
                label={translate('bulk_reply.answer')}
              />
              <FormControlLabel
                value="reject"
                control={<Radio />}
                label={translate('bulk_reply.reject')}
              />
            </RadioGroup>
          </FormControl>
          <ServiceChoiceInput
            services={services.map((service) => ({
              id: service.id,
              name: service.name,
              category: service.category?.name,
            }))}
            label={translate('bulk_reply.service')}
            emptyText={translate('bulk_reply.any_service')}
            helperText={translate('bulk_reply.service_help')}
            disabled={send.isPending}
            value={serviceId}
            onChange={changed(setServiceId)}
          />
          {failure ? (
            <Alert severity="error" role="alert">
              {translate('bulk_reply.failed', { reason: errorText(failure) })}
            </Alert>
          ) : null}
          {sent ? (
            <>
              <Alert severity="warning">{translate('bulk_reply.not_as_previewed')}</Alert>
              <BulkReplyResults outcome={sent} showCodes={codesShown(send.variables)} sent />
            </>
          ) : previewed ? (
            <>
              <Alert severity={toSend > 0 ? 'info' : 'warning'}>
                {translate(toSend > 0 ? 'bulk_reply.preview_note' : 'bulk_reply.nothing_to_send')}
              </Alert>
              <BulkReplyResults outcome={previewed} showCodes={codesShown(preview.variables)} />
            </>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={send.isPending}>
          {translate('common.close')}
        </Button>
        <Button
          variant="outlined"
          disabled={lines.trim() === '' || busy}
          onClick={() => {
            if (calling.current) return;
            // A new preview replaces what the last confirmation left on screen.
            send.reset();
            const previewing = request();
            void oneAtATime(() => preview.mutateAsync(previewing));
          }}
        >
          {translate('bulk_reply.preview')}
        </Button>
        <Button variant="contained" disabled={toSend === 0 || busy} onClick={confirm}>
          {translate('bulk_reply.confirm')}
        </Button>
      </DialogActions>
    </>
  );
};
