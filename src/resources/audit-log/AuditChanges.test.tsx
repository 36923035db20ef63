import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, type DataProvider, type Identifier } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { auditEn, auditEs } from '../../i18n/auditMessages';
import { createI18nProvider } from '../../i18n/i18nProvider';
import { AuditChanges } from './AuditChanges';
import type { AuditEntry } from './types';

afterEach(cleanup);

const renderChanges = (entry: Pick<AuditEntry, 'before' | 'after' | 'target_type'>) =>
  render(
    <AdminContext i18nProvider={createI18nProvider()}>
      <AuditChanges entry={entry} />
    </AdminContext>,
  );

describe('the changes of an audit entry', () => {
  it('names a customer’s own price "Custom price" (it read "Custom fields", another feature)', () => {
    renderChanges({
      target_type: 'customer_price',
      before: { price: '25.00', custom: false },
      after: { price: '19.50', custom: true },
    });
    expect(screen.getByText('Custom price:')).toBeInTheDocument();
    expect(screen.getByText('no → yes')).toBeInTheDocument();
  });

  it('shows a canceled top-up’s status as Success → Canceled (it read yes → no)', () => {
    renderChanges({
      target_type: 'bill',
      before: { status: true, credits: '150.00' },
      after: { status: false, credits: '100.00' },
    });
    expect(screen.getByText('Success → Canceled')).toBeInTheDocument();
    // Credits in the money format, as the balance is shown everywhere else.
    expect(screen.getByText('$150.00 → $100.00')).toBeInTheDocument();
  });
});

/** The categories and suppliers the lists have at hand. */
const lists = {
  getMany: async (resource: string, params: { ids: Identifier[] }) => {
    const rows: Record<string, { id: number; name: string }[]> = {
      'admin-categories': [{ id: 3, name: 'Samsung' }],
      'admin-suppliers': [{ id: 1, name: 'Upstream GSM' }],
    };
    const wanted = new Set(params.ids.map(String));
    return { data: (rows[resource] ?? []).filter((row) => wanted.has(String(row.id))) };
  },
} as unknown as DataProvider;

const renderWithLists = (
  entry: Pick<AuditEntry, 'before' | 'after' | 'target_type'>,
  dataProvider: DataProvider = lists,
) =>
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider()}>
      <AuditChanges entry={entry} />
    </AdminContext>,
  );

describe('a service’s change, readable (it showed JSON, ["1:3"] and ids)', () => {
  it('names the order fields by their labels', () => {
    renderChanges({
      target_type: 'service',
      before: { fields: [] },
      after: {
        fields: [
          { name: 'network', label: 'Network', type: 'select', required: true, options: ['AT&T'] },
          { name: 'serial', label: 'Serial number', type: 'text', required: false },
        ],
      },
    });
    expect(screen.getByText('Order fields:')).toBeInTheDocument();
    expect(screen.getByText('none → Network, Serial number')).toBeInTheDocument();
    expect(screen.queryByText(/"name"/)).toBeNull();
  });

  it('names a route’s supplier and its service, the category by its name', async () => {
    renderWithLists({
      target_type: 'service',
      before: null,
      after: { category_id: 3, routes: ['1:205', '7:a:b'] },
    });
    // The names come from the lists' getMany, batched a tick later: slow on a loaded machine.
    expect(await screen.findByText('Samsung', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'supplier Upstream GSM: service 205, supplier #7: service a:b',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/\["1:205"/)).toBeNull();
  });

  it('shows the ids, marked #, when the lists do not have them', async () => {
    renderWithLists(
      {
        target_type: 'service',
        before: { category_id: 3, routes: ['1:205'] },
        after: { category_id: 4, routes: [] },
      },
      { getMany: async () => ({ data: [] }) } as unknown as DataProvider,
    );
    expect(await screen.findByText('#3 → #4', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('supplier #1: service 205 → none')).toBeInTheDocument();
  });
});

describe('the kinds’ labels', () => {
  it('names a service made from a supplier’s whole, in both languages', () => {
    expect(auditEn.kinds['service.imported']).toBe('Service created from a supplier’s service');
    expect(auditEs.kinds['service.imported']).toBe('Servicio creado desde uno del proveedor');
  });
});
