import { storyAdmin, storyCustomer } from '../../stories/fixtures';
import { fixtureAuditEntries } from '../audit-log/auditFixtures';
import { fixtureSuppliers } from '../suppliers/supplierFixtures';
import type { Tables } from './storyData';

/** The back office's story data: a small shop with a catalogue, customers, bills and orders. */

export const fixtureCategories = [
  { id: 1, name: 'Apple' },
  { id: 2, name: 'Samsung' },
];

export const fixtureServices = [
  {
    id: 11,
    name: 'iPhone Clean Unlock',
    price: 25,
    cost: 18,
    tier: 'clean',
    active: true,
    category: { id: 1, name: 'Apple' },
    category_id: 1,
    description: 'Factory unlock of any iPhone whose IMEI is clean (not reported lost).',
    delivery_time: '1-24 hours',
    fields: [],
  },
  {
    id: 12,
    name: 'iPhone Premium Unlock',
    price: 60,
    cost: 42,
    tier: 'premium',
    active: true,
    category: { id: 1, name: 'Apple' },
    category_id: 1,
    description: '',
    delivery_time: '3-7 days',
    fields: [{ name: 'model', label: 'Model', type: 'text', required: true, pattern: '^A\\d{4}$' }],
  },
  {
    id: 13,
    name: 'Samsung Network Unlock Code',
    price: 8.5,
    cost: 5,
    tier: 'base',
    active: true,
    category: { id: 2, name: 'Samsung' },
    category_id: 2,
    description: '',
    delivery_time: '',
    fields: [
      {
        name: 'network',
        label: 'Network',
        type: 'select',
        required: true,
        options: ['AT&T', 'T-Mobile'],
      },
      { name: 'serial', label: 'Serial number', type: 'text', required: false },
    ],
  },
];

const customerNames = [
  'Ana Ruiz',
  'Bruno Díaz',
  'Celia Mora',
  'Dario Vega',
  'Elena Sanz',
  'Fabio León',
];

/** Twenty accounts, newest first as the server lists them. */
export const fixtureUsers = [
  ...Array.from({ length: 18 }, (_, index) => {
    const id = 40 - index;
    const name = `${customerNames[index % customerNames.length]} ${id}`;
    return {
      id,
      name,
      email: `customer${id}@example.com`,
      credits: (index * 7.5) % 90,
      admin: false,
      active: index !== 3,
      api_key: `AK-${id}-0000-0000`,
      orders_count: 0,
      bills_count: 0,
      orders: [],
      bills: [],
    };
  }),
  { ...storyCustomer, active: true, orders_count: 2, bills_count: 1, orders: [], bills: [] },
  { ...storyAdmin, active: true, orders_count: 0, bills_count: 0, orders: [], bills: [] },
];

export const fixtureBills = [
  {
    id: 3,
    amount: 50,
    status: true,
    user_id: 7,
    created_by: 1,
    created_at: '2026-11-20T15:30:00Z',
    updated_at: '2026-11-20T15:30:00Z',
    user: { id: 7, email: storyCustomer.email, name: storyCustomer.name },
  },
  {
    id: 2,
    amount: 20,
    status: false,
    user_id: 40,
    created_by: 1,
    created_at: '2026-11-02T09:00:00Z',
    updated_at: '2026-11-03T10:00:00Z',
    user: { id: 40, email: 'customer40@example.com', name: 'Ana Ruiz 40' },
  },
  {
    id: 1,
    amount: 100,
    status: true,
    user_id: 40,
    created_by: 1,
    created_at: '2026-10-15T12:00:00Z',
    updated_at: '2026-10-15T12:00:00Z',
    user: { id: 40, email: 'customer40@example.com', name: 'Ana Ruiz 40' },
  },
];

/** The price list of the story customer (user 7): one custom price. */
export const fixturePrices = fixtureServices.map((service) => ({
  id: `7-${service.id}`,
  user_id: 7,
  service_id: service.id,
  price: service.id === 12 ? 55 : service.price,
  list_price: service.price,
  custom: service.id === 12,
  service: { id: service.id, name: service.name, category: { name: service.category.name } },
}));

const order = (id: number, status: number, code: string | null, minutes: number) => ({
  id,
  status,
  service_id: 11,
  service: { name: 'iPhone Clean Unlock' },
  user_id: 7,
  user: { name: storyCustomer.name },
  price: 25,
  imei: `35693803564380${id % 10}`,
  code,
  reason: status === 3 ? 'Not Found' : null,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: new Date(Date.parse('2026-11-20T10:00:00Z') + minutes * 60_000).toISOString(),
  att_response: null,
  ifree_model: null,
  phase: false,
  other_phase: false,
});

export const fixtureUserOrders = [
  order(102, 4, '12345678', 42),
  order(101, 3, null, 5),
  order(100, 1, null, 0),
];

export const backOfficeTables = (): Tables => ({
  'admin-categories': structuredClone(fixtureCategories),
  'admin-services': structuredClone(fixtureServices),
  'admin-users': structuredClone(fixtureUsers),
  'admin-bills': structuredClone(fixtureBills),
  'admin-user-services': structuredClone(fixturePrices),
  'admin-user-orders': structuredClone(fixtureUserOrders),
  'admin-audit-log': structuredClone(fixtureAuditEntries),
  'admin-suppliers': structuredClone(fixtureSuppliers),
});
