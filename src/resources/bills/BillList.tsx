import { ComingSoon } from '../../layout/ComingSoon';

/** Admin bills: paged table of every bill. Delivered by a later issue. */
export const BillList = () => <ComingSoon title="resources.bills.name" />;
