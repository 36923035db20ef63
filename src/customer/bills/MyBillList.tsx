import { ComingSoon } from '../../layout/ComingSoon';

/** The customer's own bills, paged. Delivered by a later issue. */
export const MyBillList = () => <ComingSoon title="app.menu.my_bills" />;
