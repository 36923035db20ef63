import { Alert, Box, Stack, TextField, Typography } from '@mui/material';
import { type RefObject, useId, useMemo, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../resources/shared/formats';
import { IMEI_TEXT_STYLE, ImeiLineMarks } from './ImeiLineMarks';
import { type ImeiProblem, readImeiBox } from './imeiLines';
import { orderTotals } from './orderTotals';

/** Refused entries named under the box; the rest are counted. */
const SHOWN_BAD = 8;

/**
 * The IMEI box: one IMEI a line; below it the count of the IMEIs that would be placed (valid,
 * each once), their total at the customer's price, the balance it leaves and how many lines
 * need fixing; the lines the server will refuse (not 15 digits, wrong check digit) are
 * marked in the box and named under it before anything is sent.
 */
export const ImeiBox = ({
  value,
  onChange,
  price,
  credits,
  boxRef,
}: {
  value: string;
  onChange: (value: string) => void;
  price: number;
  /** The customer's credits; unknown while the profile loads. */
  credits: number | undefined;
  /** Handed the box's textarea too (the form puts the keyboard back in it after a send). */
  boxRef?: RefObject<HTMLTextAreaElement | null>;
}) => {
  const translate = useTranslate();
  const fieldRef = useRef<HTMLTextAreaElement | null>(null);
  const setField = (element: HTMLTextAreaElement | null) => {
    fieldRef.current = element;
    if (boxRef) boxRef.current = element;
  };
  const fieldId = useId();
  // The box is described by its help and, while there are any, by the list of its bad lines.
  const badNoteId = `${fieldId}-bad-lines`;
  const reading = useMemo(() => readImeiBox(value), [value]);
  // Only what would be placed is counted and charged: the valid IMEIs, each once.
  const totals = orderTotals(reading.good.length, price, credits ?? 0);
  const why = (problem: ImeiProblem) =>
    translate(`catalogue.imei_box.problems.${problem.kind}`, {
      length: problem.kind === 'length' ? problem.length : 0,
    });
  const hasBad = reading.bad.length > 0;
  return (
    <Stack spacing={1}>
      <Box sx={{ position: 'relative' }}>
        <TextField
          multiline
          fullWidth
          minRows={6}
          id={fieldId}
          label={translate('resources.customer_services.imeis')}
          helperText={translate('order_screens.form.imei_help')}
          value={value}
          error={hasBad}
          onChange={(event) => onChange(event.target.value)}
          inputRef={setField}
          slotProps={{
            htmlInput: {
              spellCheck: false,
              style: IMEI_TEXT_STYLE,
              'aria-describedby': `${fieldId}-helper-text${hasBad ? ` ${badNoteId}` : ''}`,
            },
          }}
        />
        {/* After the textarea: its layout effect measures it, so it must be in the page first. */}
        <ImeiLineMarks text={value} badLines={reading.badLines} field={fieldRef} />
      </Box>
      {reading.imeis.length > 0 ? (
        <Stack direction="row" spacing={2} aria-live="polite" sx={{ flexWrap: 'wrap' }}>
          <Typography>
            {translate('catalogue.imei_box.count', { smart_count: totals.count })}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            {translate('catalogue.imei_box.total', { total: formatMoney(totals.total) })}
          </Typography>
          {credits !== undefined ? (
            <Typography color={totals.covered ? 'text.secondary' : 'error'}>
              {translate('catalogue.imei_box.balance_after', {
                balance: formatMoney(totals.balanceAfter),
              })}
            </Typography>
          ) : null}
          {reading.badLines.size > 0 ? (
            <Typography color="error">
              {translate('catalogue.imei_box.to_fix', { smart_count: reading.badLines.size })}
            </Typography>
          ) : null}
        </Stack>
      ) : null}
      {credits !== undefined && !totals.covered ? (
        <Alert severity="warning" role="note">
          {translate('catalogue.imei_box.not_covered')}
        </Alert>
      ) : null}
      {hasBad ? (
        <Alert
          id={badNoteId}
          severity="warning"
          role="note"
          aria-label={translate('catalogue.imei_box.bad_label')}
        >
          <Typography variant="body2">
            {translate('catalogue.imei_box.bad_title', { smart_count: reading.bad.length })}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {reading.bad.slice(0, SHOWN_BAD).map((bad) => (
              <li key={bad.imei}>
                {translate('catalogue.imei_box.bad_line', {
                  line: bad.line,
                  imei: bad.imei,
                  why: why(bad.problem),
                })}
              </li>
            ))}
          </Box>
          {reading.bad.length > SHOWN_BAD ? (
            <Typography variant="body2">
              {translate('catalogue.imei_box.more', {
                smart_count: reading.bad.length - SHOWN_BAD,
              })}
            </Typography>
          ) : null}
        </Alert>
      ) : null}
    </Stack>
  );
};
