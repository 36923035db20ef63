import {
  Box,
  Chip,
  type ChipProps,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BulkReplyLineOutcome, BulkReplyOutcome } from '../../dataProvider/bulkReply';

const RESULT_COLORS: Record<BulkReplyLineOutcome['result'], ChipProps['color']> = {
  answered: 'success',
  rejected: 'warning',
  not_pending: 'default',
  ambiguous: 'info',
  invalid: 'error',
  failed: 'error',
};

/**
 * A bulk reply's preview (or, once `sent`, what it did): the counts, then each line with the
 * IMEI, the code the server took from it (with `showCodes`; not when rejecting, whose messages
 * quote the reason), the order it hits, the result and the server's reason (which lines are
 * skipped and why).
 */
export const BulkReplyResults = ({
  outcome,
  showCodes = false,
  sent = false,
}: {
  outcome: BulkReplyOutcome;
  showCodes?: boolean;
  sent?: boolean;
}) => {
  const translate = useTranslate();
  const columns = showCodes
    ? (['line', 'imei', 'code', 'order', 'result', 'message'] as const)
    : (['line', 'imei', 'order', 'result', 'message'] as const);
  return (
    <Box>
      <Typography role="status" sx={{ fontWeight: 500, mb: 1 }}>
        {translate(sent ? 'bulk_reply.sent_counts' : 'bulk_reply.preview_counts', outcome)}
      </Typography>
      <TableContainer sx={{ maxHeight: 360 }}>
        <Table size="small" stickyHeader aria-label={translate('bulk_reply.preview')}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column}>{translate(`bulk_reply.columns.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {outcome.lines.map((line) => (
              <TableRow key={line.line}>
                <TableCell>{line.line}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{line.imei}</TableCell>
                {showCodes ? (
                  <TableCell
                    sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', minWidth: '12ch' }}
                  >
                    {line.code}
                  </TableCell>
                ) : null}
                <TableCell>{line.order_id ?? ''}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={RESULT_COLORS[line.result]}
                    label={translate(`bulk_reply.results.${line.result}`)}
                  />
                </TableCell>
                <TableCell>{line.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
};
