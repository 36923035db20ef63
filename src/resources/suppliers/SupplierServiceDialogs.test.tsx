import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../i18n/i18nProvider';
import { LinkServiceDialog } from './SupplierServiceDialogs';
import type { SupplierService } from './types';

afterEach(cleanup);

const THEIRS: SupplierService = {
  id: '101',
  name: 'iPhone Clean Unlock (All models)',
  group: 'Apple',
  credit: 12,
  time: null,
  info: null,
  routed_to: [],
};

describe('Link to our service', () => {
  it('refuses a Save without our service at that choice, and stays open', async () => {
    const calls: string[] = [];
    const dataProvider = {
      getList: async () => ({ data: [{ id: 1, name: 'iPhone Clean Unlock' }], total: 1 }),
      getServiceRoutes: async () => {
        calls.push('getServiceRoutes');
        return [];
      },
      saveServiceRoutes: async () => {
        calls.push('saveServiceRoutes');
        return [];
      },
    } as unknown as DataProvider;
    let closed = false;
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider()}>
        <LinkServiceDialog
          supplier={{ id: 1 }}
          service={THEIRS}
          onClose={() => {
            closed = true;
          }}
        />
      </AdminContext>,
    );
    await screen.findByRole('combobox', { name: 'Our service' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        screen.getByRole('combobox', { name: 'Our service' }).getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(screen.getByText('Required')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(closed).toBe(false);
    expect(calls).toEqual([]);
  });
});
