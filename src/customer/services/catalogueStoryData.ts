import type { CustomerService, ServiceField } from './types';

type Category = { id: number; name: string };

const APPLE: Category = { id: 1, name: 'Apple' };
const SAMSUNG: Category = { id: 2, name: 'Samsung' };

const customerService = (
  id: number,
  name: string,
  price: number,
  category: Category,
  details: Partial<Pick<CustomerService, 'description' | 'delivery_time' | 'fields'>> = {},
): CustomerService => ({
  id,
  price,
  service: { id, name },
  category,
  description: '',
  delivery_time: '',
  fields: [],
  ...details,
});

/** The stories' shop as the customer sees it: two services at the story customer's price. */
export const storyCustomerServices = (): CustomerService[] => [
  customerService(11, 'iPhone Clean Unlock', 25, APPLE, {
    description: 'Factory unlock of any iPhone whose IMEI is clean (not reported lost).',
    delivery_time: '1-24 hours',
  }),
  customerService(12, 'Samsung Network Unlock', 8.5, SAMSUNG),
];

/** The custom fields of the stories' Samsung service that needs details. */
export const storyServiceFields: ServiceField[] = [
  {
    name: 'network',
    label: 'Network',
    type: 'select',
    required: true,
    options: ['AT&T', 'T-Mobile', 'Verizon'],
  },
  { name: 'serial', label: 'Serial number', type: 'text', required: true, pattern: '^R\\w{10}$' },
  { name: 'pin', label: 'Account PIN', type: 'number', required: false },
];

/** The two story services and one with custom fields, a description and a delivery time. */
export const storyServicesWithFields = (): CustomerService[] => [
  ...storyCustomerServices(),
  customerService(13, 'Samsung FRP Removal (with serial)', 12, SAMSUNG, {
    description: 'Removes the Google account lock.\nThe phone must be on Wi-Fi.',
    delivery_time: '5-30 minutes',
    fields: storyServiceFields,
  }),
];
