import { ComingSoon } from '../../layout/ComingSoon';

/** Order history: filters, paged table, reject from history. Delivered by a later issue. */
export const OrderHistoryList = () => <ComingSoon title="app.menu.order_history" />;
