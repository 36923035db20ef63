import { Box, Typography } from '@mui/material';
import type { FieldLabels } from './fieldLabels';
import { labelledFieldValues } from './fieldLabels';
import type { Order } from './order';

/**
 * The values an order was given for its service's custom fields ("Network: AT&T · Serial: …"),
 * under the service's name in the order lists; nothing for an order without any.
 */
export const OrderFieldValues = ({
  order,
  labels,
}: {
  order: Pick<Order, 'fields' | 'service_id'>;
  labels: FieldLabels;
}) => {
  const values = labelledFieldValues(order.fields, labels.get(order.service_id));
  if (values.length === 0) return null;
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      component="div"
      data-testid="order-fields"
      sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}
    >
      {values.map((entry, index) => (
        <Box component="span" key={entry.name}>
          {index > 0 ? ' · ' : null}
          {entry.label}:{' '}
          <Box component="span" sx={{ color: 'text.primary' }}>
            {entry.value}
          </Box>
        </Box>
      ))}
    </Typography>
  );
};
