import { ComingSoon } from '../../layout/ComingSoon';

/** Pending orders: answer with a code or reject. Delivered by a later issue. */
export const PendingOrderList = () => <ComingSoon title="app.menu.pending_orders" />;
