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

const COLUMNS = ['line', 'imei', 'order', 'result', 'message'] as const;

/**
 * A bulk reply's preview: the counts, then each line with the IMEI, the order it hits, the
 * result and the server's reason (which lines are skipped and why).
 */
export const BulkReplyResults = ({ outcome }: { outcome: BulkReplyOutcome }) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography role="status" sx={{ fontWeight: 500, mb: 1 }}>
        {translate('bulk_reply.preview_counts', outcome)}
      </Typography>
      <TableContainer sx={{ maxHeight: 360 }}>
        <Table size="small" stickyHeader aria-label={translate('bulk_reply.preview')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{translate(`bulk_reply.columns.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {outcome.lines.map((line) => (
              <TableRow key={line.line}>
                <TableCell>{line.line}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{line.imei}</TableCell>
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
