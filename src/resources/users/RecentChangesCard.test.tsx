import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, type DataProvider, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../i18n/i18nProvider';
import type { AuditEntry } from '../audit-log/types';
import { RecentChangesCard } from './RecentChangesCard';
import type { UserDetailRecord } from './types';

afterEach(cleanup);

const admin = { id: 1, name: 'Shop Admin', email: 'admin@example.com' };

const canceled = (
  kind: 'bill.canceled' | 'bill.given_back',
  id: number,
  before: string,
  after: string,
): AuditEntry =>
  ({
    id,
    created_at: '2026-11-21T14:05:00.000Z',
    actor: admin,
    actor_address: '203.0.113.7',
    kind,
    target_type: 'bill',
    target_id: String(id),
    target_user_id: 40,
    target_user: null,
    before: { status: true, credits: before },
    after: { status: false, credits: after },
  }) as AuditEntry;

/** A top-up of $50 canceled (60 → 10), and a bill of −$10 canceled: its credits back (10 → 20). */
const entries = [
  canceled('bill.given_back', 2, '10.00', '20.00'),
  canceled('bill.canceled', 1, '60.00', '10.00'),
];

const renderCard = async (locale: 'en' | 'es') => {
  const i18nProvider = createI18nProvider();
  if (locale === 'es') await i18nProvider.changeLocale('es');
  const dataProvider = {
    getList: async () => ({ data: entries, total: entries.length }),
  } as unknown as DataProvider;
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <RecentChangesCard record={{ id: 40 } as UserDetailRecord} />
    </AdminContext>,
  );
};

describe('a user’s recent changes', () => {
  it('names credits given back apart from a canceled top-up, each by its kind', async () => {
    await renderCard('en');
    const givenBack = await screen.findByText('Credits given back');
    expect(givenBack.closest('li')).toHaveTextContent('$10.00 → $20.00');
    const topUp = screen.getByText('Top-up canceled');
    expect(topUp.closest('li')).toHaveTextContent('$60.00 → $10.00');
    expect(screen.getAllByText('Top-up canceled')).toHaveLength(1);
  });

  it('in Spanish too: Créditos devueltos, Recarga cancelada', async () => {
    await renderCard('es');
    expect(await screen.findByText('Créditos devueltos')).toBeInTheDocument();
    expect(screen.getAllByText('Recarga cancelada')).toHaveLength(1);
  });
});
