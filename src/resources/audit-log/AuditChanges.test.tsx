import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
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
