import { ServiceList } from './ServiceList';

export default { list: ServiceList };
