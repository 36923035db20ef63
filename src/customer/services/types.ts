/** One entry of GET /services: a service with the price this customer pays (spec section 3). */
export type { CustomerService, ServiceField } from '@schemas/catalogue';
