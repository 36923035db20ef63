import { MyOrderList } from './MyOrderList';

export default { list: MyOrderList };
