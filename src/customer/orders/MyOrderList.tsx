import { ComingSoon } from '../../layout/ComingSoon';

/** The customer's own orders, filtered and paged. Delivered by a later issue. */
export const MyOrderList = () => <ComingSoon title="app.menu.my_orders" />;
