import { Typography } from '@mui/material';
import type { Bill } from '@schemas/bills';
import { useLongDate } from '../../order-parts/useLongDate';
import { BillStatusChip } from '../../resources/bills/BillStatusChip';
import { CardField } from '../../resources/shared/CardField';
import { CardHeading } from '../../resources/shared/CardHeading';
import { formatMoney } from '../../resources/shared/formats';

/**
 * One of the customer's bills on a phone: amount and status, then its ID, created and updated
 * dates under the labels of My Bills' columns (a cancelled bill's updated date is when it was
 * cancelled).
 */
export const MyBillCard = ({ bill }: { bill: Bill }) => {
  const longDate = useLongDate();
  return (
    <>
      <CardHeading
        start={
          <Typography variant="body1" sx={{ fontWeight: 600 }}>
            {formatMoney(bill.amount)}
          </Typography>
        }
        end={<BillStatusChip status={bill.status} canceled="error" />}
      />
      <CardField source="id">{bill.id}</CardField>
      <CardField source="created_at">{longDate(bill.created_at)}</CardField>
      <CardField source="updated_at">{longDate(bill.updated_at)}</CardField>
    </>
  );
};
