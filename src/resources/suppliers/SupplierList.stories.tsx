import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DataProvider, DeleteParams, UpdateParams } from 'react-admin';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyAdmin } from '../../stories/fixtures';
import { onALaptop, onAPhone } from '../../stories/onAPhone';
import { StoryWrapper } from '../../stories/StoryWrapper';
import { backOfficeTables } from '../shared/backOfficeFixtures';
import { createBackOfficeProvider, type Tables } from '../shared/storyData';
import {
  expectVisibleText,
  findCard,
  findCards,
  findDialog,
  findRow,
  page,
} from '../shared/storyQueries';
import {
  fixtureSuppliers,
  type SupplierStoryOptions,
  supplierStoryMethods,
} from './supplierFixtures';
import type { Supplier } from './types';

/** The back-office story server with the supplier calls; `sent` records the PATCH bodies. */
const supplierServer = (
  options: SupplierStoryOptions = {},
  sent: unknown[] = [],
  moreSuppliers: Supplier[] = [],
) => {
  const tables: Tables = backOfficeTables();
  tables['admin-suppliers']?.push(...structuredClone(moreSuppliers));
  const base = createBackOfficeProvider(tables);
  return {
    ...base,
    update: ((resource: string, params: UpdateParams) => {
      sent.push(params.data);
      return base.update(resource, params);
    }) as DataProvider['update'],
    // As the server does: DELETE deactivates the supplier, which stays listed.
    delete: ((resource: string, params: DeleteParams) =>
      base.update(resource, {
        id: params.id,
        data: { active: false },
        previousData: params.previousData,
      })) as DataProvider['delete'],
    ...supplierStoryMethods(tables, options),
  } as DataProvider;
};

const meta = {
  title: 'Admin/Suppliers',
  component: StoryWrapper,
  args: {
    path: '/admin/admin-suppliers',
    auth: { signedInAs: storyAdmin },
    dataProvider: supplierServer(),
  },
} satisfies Meta<typeof StoryWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Suppliers', level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
    const headers = (await canvas.findAllByRole('columnheader')).map((cell) => cell.textContent);
    await expect(headers).toEqual([
      'Name',
      'URL',
      'Username',
      'API key',
      'Active',
      'Balance',
      'Last check',
      'Last error',
      'Orders with it',
      'Actions',
    ]);
    const upstream = await findRow(canvasElement, 'Upstream GSM');
    await expectVisibleText(upstream, '•••• Q7ZK');
    await expectVisibleText(upstream, '42.50 USD');
    await expectVisibleText(upstream, 'Low balance');
    await expectVisibleText(upstream, '3');
    const direct = await findRow(canvasElement, 'Codes Direct');
    await expectVisibleText(direct, 'Never checked');
    await expectVisibleText(direct, 'Authentication Failed');
    await expect(direct.queryByText('Low balance')).toBeNull();
  },
};

export const CheckShowsTheBalance: Story = {
  args: { dataProvider: supplierServer() },
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'Codes Direct');
    await userEvent.click(row.getByRole('button', { name: 'Check' }));
    await expectVisibleText(within(canvasElement), 'Codes Direct: balance 120.25 USD');
    await expectVisibleText(await findRow(canvasElement, 'Codes Direct'), '120.25 USD');
  },
};

export const CheckShowsTheRefusal: Story = {
  args: { dataProvider: supplierServer({ checkRefusal: 'Authentication Failed' }) },
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'Upstream GSM');
    await userEvent.click(row.getByRole('button', { name: 'Check' }));
    await expectVisibleText(
      within(canvasElement),
      'Check of Upstream GSM failed: Authentication Failed',
    );
  },
};

/** A supplier that could not be reached did not answer: the banner says the check failed. */
export const CheckShowsTheUnreachableSupplier: Story = {
  args: {
    dataProvider: supplierServer({ checkRefusal: 'Could not reach the supplier: ECONNREFUSED' }),
  },
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'Codes Direct');
    await userEvent.click(row.getByRole('button', { name: 'Check' }));
    const status = await within(canvasElement).findByRole('status');
    await expect(status).toHaveTextContent(
      'Check of Codes Direct failed: Could not reach the supplier: ECONNREFUSED',
    );
    await expect(status).not.toHaveTextContent('answered');
  },
};

export const AddSupplier: Story = {
  args: { dataProvider: supplierServer() },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Add supplier' }, { timeout: 5000 }),
    );
    const dialog = await findDialog('Add supplier');
    await userEvent.type(dialog.getByLabelText('Name'), 'New Upstream');
    await userEvent.type(dialog.getByLabelText('URL'), 'https://new.example');
    await userEvent.type(dialog.getByLabelText('Username'), 'shop');
    await userEvent.type(dialog.getByLabelText('API key'), 'SECRET-KEY-9');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expectVisibleText(within(canvasElement), 'New Upstream');
  },
};

const sentChanges: unknown[] = [];

export const EditKeepsTheKeyWhenLeftEmpty: Story = {
  args: { dataProvider: supplierServer({}, sentChanges) },
  play: async ({ canvasElement }) => {
    sentChanges.length = 0;
    const row = await findRow(canvasElement, 'Upstream GSM');
    await userEvent.click(row.getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit Upstream GSM');
    await expect(dialog.getByLabelText('API key')).toHaveValue('');
    await expect(
      dialog.getByText('Write-only. Leave it empty to keep the current key.'),
    ).toBeVisible();
    const threshold = dialog.getByLabelText('Low-balance threshold');
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '20');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(sentChanges).toHaveLength(1);
    // Only what changed: the key left empty is kept, the fields left alone are not sent back.
    await expect(sentChanges[0]).toEqual({ low_balance: '20' });
  },
};

export const ServicesCreateOurs: Story = {
  args: { dataProvider: supplierServer() },
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'Upstream GSM');
    await userEvent.click(row.getByRole('button', { name: 'Services' }));
    const dialog = await findDialog('Services of Upstream GSM');
    await expectVisibleText(dialog, 'Samsung Network Unlock Code');
    // The supplier's info is text: its markup shows as written, never as HTML.
    await expectVisibleText(dialog, 'Clean IMEIs only. <b>No refunds</b> for blacklisted.');
    await userEvent.type(dialog.getByLabelText('Search'), 'samsung');
    await waitFor(() => expect(dialog.queryByText('iPhone Clean Unlock (All models)')).toBeNull());
    const samsung = within(
      dialog.getByText('Samsung Network Unlock Code').closest('tr') as HTMLElement,
    );
    await expect(samsung.getByText('3.20')).toBeVisible();
    await expect(samsung.getByText('5-30 minutes')).toBeVisible();
    await userEvent.click(samsung.getByRole('button', { name: 'Create our service' }));
    const create = await findDialog('Create our service from "Samsung Network Unlock Code"');
    await expect(create.getByText('Our price = their price 3.20 + markup.')).toBeVisible();
    await userEvent.type(create.getByLabelText('Markup'), '1.80');
    await userEvent.click(create.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        page().getByText('Service "Samsung Network Unlock Code" created, routed to this supplier'),
      ).toBeVisible(),
    );
    // Theirs now names ours beside it: importing it again would make a second one.
    await waitFor(() =>
      expect(samsung.getByText('Ours: Samsung Network Unlock Code')).toBeVisible(),
    );
  },
};

export const ServicesCreateOursRefusedMarkup: Story = {
  args: { dataProvider: supplierServer() },
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'Upstream GSM');
    await userEvent.click(row.getByRole('button', { name: 'Services' }));
    const dialog = await findDialog('Services of Upstream GSM');
    const samsung = within(
      (await dialog.findByText('Samsung Network Unlock Code')).closest('tr') as HTMLElement,
    );
    await userEvent.click(samsung.getByRole('button', { name: 'Create our service' }));
    const create = await findDialog('Create our service from "Samsung Network Unlock Code"');
    const markup = create.getByLabelText('Markup');
    await userEvent.type(markup, 'abc');
    await userEvent.click(create.getByRole('button', { name: 'Save' }));
    // The server's reason stands beneath the field it is about, the text typed kept.
    await waitFor(() => expect(markup).toHaveAttribute('aria-invalid', 'true'));
    await expect(create.getByText('The markup field must be a number.')).toBeVisible();
    await expect(create.queryByRole('alert')).toBeNull();
    await expect(markup).toHaveValue('abc');
    await userEvent.clear(markup);
    await expect(markup).toHaveAttribute('aria-invalid', 'false');
    await expect(create.getByText('Our price = their price 3.20 + markup.')).toBeVisible();
    await userEvent.type(markup, '1.80');
    await userEvent.click(create.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        page().getByText('Service "Samsung Network Unlock Code" created, routed to this supplier'),
      ).toBeVisible(),
    );
  },
};

export const ServicesLinkToOurs: Story = {
  args: { dataProvider: supplierServer() },
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'Codes Direct');
    await userEvent.click(row.getByRole('button', { name: 'Services' }));
    const dialog = await findDialog('Services of Codes Direct');
    const iphone = within(
      (await dialog.findByText('iPhone Clean Unlock (All models)')).closest('tr') as HTMLElement,
    );
    await userEvent.click(iphone.getByRole('button', { name: 'Link to our service' }));
    const link = await findDialog('Link "iPhone Clean Unlock (All models)" to one of our services');
    await userEvent.click(link.getByRole('combobox', { name: 'Our service' }));
    await userEvent.click(await page().findByRole('option', { name: 'iPhone Clean Unlock' }));
    await userEvent.click(link.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        page().getByText('"iPhone Clean Unlock" now goes to this supplier (route 2)'),
      ).toBeVisible(),
    );
  },
};

const changesAfterDeactivation: unknown[] = [];

/** An Edit opened after a Deactivate starts from the supplier as it is now: inactive. */
export const EditAfterDeactivate: Story = {
  args: { dataProvider: supplierServer({}, changesAfterDeactivation) },
  play: async ({ canvasElement }) => {
    changesAfterDeactivation.length = 0;
    const row = await findRow(canvasElement, 'Upstream GSM');
    await userEvent.click(row.getByRole('button', { name: 'Edit' }));
    await userEvent.click(
      (await findDialog('Edit Upstream GSM')).getByRole('button', { name: 'Close' }),
    );
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await userEvent.click(row.getByRole('button', { name: 'Deactivate' }));
    const confirm = await findDialog('Deactivate supplier');
    await userEvent.click(confirm.getByRole('button', { name: 'Deactivate' }));
    await expectVisibleText(await findRow(canvasElement, 'Upstream GSM'), 'Inactive');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    const again = await findRow(canvasElement, 'Upstream GSM');
    await userEvent.click(again.getByRole('button', { name: 'Edit' }));
    const edit = await findDialog('Edit Upstream GSM');
    await expect(edit.getByLabelText('Active')).not.toBeChecked();
    await userEvent.click(edit.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(changesAfterDeactivation).toHaveLength(1);
    await expect(changesAfterDeactivation[0]).not.toHaveProperty('active', true);
  },
};

/**
 * On a phone each supplier is a card with every column's value, labelled, and its four buttons
 * in view (on more lines when they must): Check from the card gives the fresh balance.
 */
export const OnAPhone: Story = {
  ...onAPhone,
  args: { dataProvider: supplierServer() },
  play: async ({ canvasElement }) => {
    await findCards(canvasElement, 'Suppliers', backOfficeTables()['admin-suppliers'].length);
    const upstream = await findCard(canvasElement, 'Upstream GSM');
    await expectVisibleText(upstream, 'https://upstream-gsm.example');
    await expectVisibleText(upstream, 'unlockportal');
    await expectVisibleText(upstream, '•••• Q7ZK');
    await expectVisibleText(upstream, '42.50 USD');
    await expectVisibleText(upstream, 'Low balance');
    await expectVisibleText(upstream, 'Orders with it');
    const direct = await findCard(canvasElement, 'Codes Direct');
    await expectVisibleText(direct, 'Never checked');
    await expectVisibleText(direct, 'Authentication Failed');
    for (const name of ['Check', 'Services', 'Edit', 'Deactivate']) {
      await expect(direct.getByRole('button', { name })).toBeVisible();
    }
    await userEvent.click(direct.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(page().getByRole('status')).toBeVisible(), { timeout: 3000 });
  },
};

/** A supplier as they come: a long URL, a long username and a long last error. */
const wordySupplier: Supplier = {
  ...fixtureSuppliers[1],
  id: 3,
  name: 'GSM Unlock Wholesale International',
  url: 'https://api.gsmunlockwholesaleinternational.example/dhru/api/index.php',
  username: 'unlockportal-reseller-account',
  last_error: 'Could not reach the supplier: ECONNREFUSED',
  orders_in_flight: 12,
} as Supplier;

/**
 * On a laptop (1366 × 768, the sidebar open) every supplier's Check, Services, Edit and
 * Deactivate are in view with no sideways scroll: the table was 1274 px wide in its 1100 px, Edit
 * and Deactivate past the screen's right edge. Services, Edit and Deactivate are named icons with
 * tooltips.
 */
export const ActionsInViewOnALaptop: Story = {
  ...onALaptop,
  args: { dataProvider: supplierServer({}, [], [wordySupplier]) },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1366);
    for (const name of ['Upstream GSM', 'Codes Direct', 'GSM Unlock Wholesale International']) {
      const row = await findRow(canvasElement, name);
      for (const action of ['Check', 'Services', 'Edit', 'Deactivate']) {
        const box = row.getByRole('button', { name: action }).getBoundingClientRect();
        await expect({
          action,
          left: box.left >= 0,
          right: box.right <= window.innerWidth,
        }).toEqual({ action, left: true, right: true });
      }
    }
    const wrapper = canvasElement.querySelector('table')?.parentElement as HTMLElement;
    await expect(wrapper.scrollWidth).toBeLessThanOrEqual(wrapper.clientWidth);
    // The icon's name shows as its tooltip on hover.
    await userEvent.hover(
      (await findRow(canvasElement, 'Upstream GSM')).getByRole('button', { name: 'Edit' }),
    );
    await expect(await page().findByRole('tooltip')).toHaveTextContent('Edit');
  },
};
