import type { AuditEntry } from './types';

const admin = { id: 1, name: 'Shop Admin', email: 'admin@example.com' };

/**
 * Audit rows of the stories, newest first. `user_id` mirrors `target_user_id`: the server
 * filters that column by `?user_id=`, the story server by a field of the same name.
 */
export const fixtureAuditEntries: (AuditEntry & { user_id: number | null })[] = [
  {
    id: 5,
    created_at: '2026-11-21T15:30:00.000Z',
    actor: admin,
    actor_address: '203.0.113.7',
    kind: 'user.deactivated',
    target_type: 'user',
    target_id: '41',
    target_user_id: 41,
    user_id: 41,
    before: { active: true },
    after: { active: false },
  },
  {
    id: 4,
    created_at: '2026-11-21T14:05:00.000Z',
    actor: admin,
    actor_address: '203.0.113.7',
    kind: 'credits.added',
    target_type: 'user',
    target_id: '40',
    target_user_id: 40,
    user_id: 40,
    before: { credits: '5.00' },
    after: { credits: '55.00' },
  },
  {
    id: 3,
    created_at: '2026-11-21T13:00:00.000Z',
    actor: null,
    actor_address: null,
    kind: 'order.completed',
    target_type: 'order',
    target_id: '102',
    target_user_id: 40,
    user_id: 40,
    before: { status: 1 },
    after: { status: 4, code: '12345678' },
  },
  {
    id: 2,
    created_at: '2026-11-20T09:30:00.000Z',
    actor: admin,
    actor_address: '203.0.113.7',
    kind: 'service.updated',
    target_type: 'service',
    target_id: '3',
    target_user_id: null,
    user_id: null,
    before: { price: '10.00' },
    after: { price: '12.00' },
  },
  {
    id: 1,
    created_at: '2026-11-20T09:00:00.000Z',
    actor: admin,
    actor_address: '203.0.113.7',
    kind: 'category.created',
    target_type: 'category',
    target_id: '9',
    target_user_id: null,
    user_id: null,
    before: null,
    after: { name: '<b>Samsung</b>' },
  },
];
