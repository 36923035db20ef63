import { ServiceOrderForm } from './ServiceOrderForm';

export default { list: ServiceOrderForm };
