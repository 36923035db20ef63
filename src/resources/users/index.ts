import { UserDetail } from './UserDetail';
import { UserList } from './UserList';
import { UserOrders } from './UserOrders';
import { UserServicePrices } from './UserServicePrices';

export default {
  list: UserList,
  edit: UserDetail,
  servicePrices: UserServicePrices,
  orders: UserOrders,
};
