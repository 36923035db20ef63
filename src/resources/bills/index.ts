import { BillList } from './BillList';

export default { list: BillList };
