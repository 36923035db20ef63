import { ComingSoon } from '../../layout/ComingSoon';

/** One user's orders. Delivered by a later issue. */
export const UserOrders = () => <ComingSoon title="resources.users.detail.order_history" />;
