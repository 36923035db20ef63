import { useTranslate } from 'react-admin';
import { minutesTaken, type Order } from './order';

/** The Time column: whole minutes between the order's creation and its last update. */
export const OrderMinutes = ({ order }: { order: Pick<Order, 'created_at' | 'updated_at'> }) => {
  const translate = useTranslate();
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {translate('resources.orders.minutes', { smart_count: minutesTaken(order) })}
    </span>
  );
};
