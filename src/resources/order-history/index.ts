import { OrderHistoryList } from './OrderHistoryList';

export default { list: OrderHistoryList };
