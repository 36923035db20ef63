import { PendingOrderList } from './PendingOrderList';

export default { list: PendingOrderList };
