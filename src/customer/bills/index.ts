import { MyBillList } from './MyBillList';

export default { list: MyBillList };
