import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyAdmin, storyCustomer } from '../../stories/fixtures';
import { onAPhone } from '../../stories/onAPhone';
import { StoryWrapper } from '../../stories/StoryWrapper';
import { backOfficeTables } from '../shared/backOfficeFixtures';
import { storyDataProvider } from '../shared/storyData';
import { expectVisibleText, findCard, findCards, findRow } from '../shared/storyQueries';

const meta = {
  title: 'Admin/Audit log',
  component: StoryWrapper,
  args: {
    path: '/admin/admin-audit-log',
    auth: { signedInAs: storyAdmin },
    dataProvider: storyDataProvider(),
  },
} satisfies Meta<typeof StoryWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Audit log', level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
    const topUp = await findRow(canvasElement, 'Credits added');
    for (const header of ['Date', 'Who', 'What', 'On', 'Before → after']) {
      await expect(canvas.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(topUp.getByText('Shop Admin <admin@example.com>')).toBeVisible();
    await expect(topUp.getByText('203.0.113.7')).toBeVisible();
    await expect(topUp.getByText('$5.00 → $55.00')).toBeVisible();
    await expect(topUp.getByText('Credits:')).toBeVisible();
    // Field names and yes/no in the session's language.
    const deactivated = await findRow(canvasElement, 'Account deactivated');
    await expect(deactivated.getByText('Active:')).toBeVisible();
    await expect(deactivated.getByText('yes → no')).toBeVisible();
    const answered = await findRow(canvasElement, 'Order answered');
    await expect(answered.getByText('Pending → Completed')).toBeVisible();
    await expect(answered.getByText('System')).toBeVisible();
    await expect(answered.getByText('order #102')).toBeVisible();
    await expect(answered.getByText('customer Ana Ruiz 40 <customer40@example.com>')).toBeVisible();
    // A change to an account names its holder under "user #41".
    await expect(deactivated.getByText('Marta Díaz 41 <customer41@example.com>')).toBeVisible();
    // A service's tier by its name, not its code.
    await expect(
      (await findRow(canvasElement, 'Clean → Premium')).getByText('Tier:'),
    ).toBeVisible();
    // Stored values are text, never markup.
    const created = await findRow(canvasElement, 'Category created');
    await expect(created.getByText('<b>Samsung</b>')).toBeVisible();
    // A service made from a supplier's: its kind whole, its order fields by their labels, its
    // route and category by their names (they showed as JSON, ["1:205"] and "2").
    const imported = await findRow(canvasElement, 'Service created from a supplier’s service');
    await expect(await imported.findByText('Samsung')).toBeVisible();
    await expect(imported.getByText('Network, Serial number')).toBeVisible();
    await expect(imported.getByText('supplier Upstream GSM: service 205')).toBeVisible();
    // A canceled top-up and credits given back (a canceled bill of credits taken off), each
    // named by its kind.
    const canceled = await findRow(canvasElement, 'Top-up canceled');
    await expect(canceled.getByText('$75.00 → $45.00')).toBeVisible();
    const givenBack = await findRow(canvasElement, 'Credits given back');
    await expect(givenBack.getByText('$45.00 → $55.00')).toBeVisible();
  },
};

export const InSpanish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findRow(canvasElement, 'Credits added');
    await userEvent.click(canvas.getByRole('button', { name: /English/i }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Español' }));
    const deactivated = await findRow(canvasElement, 'Cuenta desactivada');
    await expect(deactivated.getByText('Activo:')).toBeVisible();
    await expect(deactivated.getByText('sí → no')).toBeVisible();
    const topUp = await findRow(canvasElement, '$5.00 → $55.00');
    await expect(topUp.getByText('Créditos:')).toBeVisible();
    const answered = await findRow(canvasElement, 'Orden contestada');
    await expect(answered.getByText('Pendiente → Completada')).toBeVisible();
    // The server's markers and a service's tier, in Spanish too (they were shown as recorded).
    const twoFactor = await findRow(canvasElement, 'Verificación en dos pasos activada');
    await expect(twoFactor.getByText('desactivada → activada')).toBeVisible();
    await findRow(canvasElement, 'Recarga cancelada');
    await findRow(canvasElement, 'Créditos devueltos');
  },
};

export const FilteredByKind: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findRow(canvasElement, 'Credits added');
    await userEvent.click(canvas.getByRole('combobox', { name: 'What' }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Service changed' }),
    );
    // The choice shows in the select too: the row is found by its values.
    await waitFor(() => expect(canvas.queryByText('Credits added')).toBeNull());
    const changed = await findRow(canvasElement, '10.00 → 12.00');
    await expect(changed.getByText('Service changed')).toBeVisible();
  },
};

/** "What" offers a canceled top-up and credits given back apart, each showing only its own. */
export const FilteredByCreditsGivenBack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findRow(canvasElement, 'Credits added');
    await userEvent.click(canvas.getByRole('combobox', { name: 'What' }));
    const options = within(await within(document.body).findByRole('listbox'));
    // Visible once the menu's fade-in is over.
    await waitFor(() =>
      expect(options.getByRole('option', { name: 'Top-up canceled' })).toBeVisible(),
    );
    await userEvent.click(options.getByRole('option', { name: 'Credits given back' }));
    await waitFor(() => expect(canvas.queryByText('$75.00 → $45.00')).toBeNull());
    await findRow(canvasElement, '$45.00 → $55.00');
    await expect(canvas.queryByText('Credits added')).toBeNull();
    await userEvent.click(canvas.getByRole('combobox', { name: 'What' }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Top-up canceled' }),
    );
    await findRow(canvasElement, '$75.00 → $45.00');
    await expect(canvas.queryByText('$45.00 → $55.00')).toBeNull();
  },
};

export const OneUsersChanges: Story = {
  args: { path: `/admin/admin-audit-log?filter=${encodeURIComponent('{"user_id":40}')}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Only the changes concerning user #40', {}, { timeout: 5000 }),
    ).toBeVisible();
    await findRow(canvasElement, 'Credits added');
    await expect(canvas.queryByText('Category created')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show every change' }));
    await findRow(canvasElement, 'Category created');
  },
};

/** The sidebar's Audit log opens every change, also after a user's (it kept their filter). */
export const SidebarOpensEveryChange: Story = {
  args: { path: `/admin/admin-audit-log?filter=${encodeURIComponent('{"user_id":40}')}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisibleText(canvas, 'Only the changes concerning user #40');
    const location = canvas.getByTestId('story-location');
    const menu = within(canvas.getByRole('navigation', { name: 'Main menu' }));
    await userEvent.click(menu.getByRole('link', { name: 'Users' }));
    await waitFor(() => expect(location).toHaveTextContent(/^\/admin\/admin-users/));
    const auditLog = menu
      .getAllByRole('link', { name: 'Audit log' })
      .find((link) => link.getAttribute('href')?.endsWith('/admin-audit-log'));
    await userEvent.click(auditLog as HTMLElement);
    await findRow(canvasElement, 'Category created');
    await expect(location).toHaveTextContent(/^\/admin\/admin-audit-log$/);
    await expect(canvas.queryByText('Only the changes concerning user #40')).toBeNull();
  },
};

export const CustomersAreSentAway: Story = {
  args: { auth: { signedInAs: storyCustomer } },
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(within(canvasElement).getByTestId('story-location')).toHaveTextContent(
          '/admin/services',
        ),
      { timeout: 5000 },
    );
  },
};

/** On a phone each change is a card: what and when, then who, on what, and before → after. */
export const OnAPhone: Story = {
  ...onAPhone,
  play: async ({ canvasElement }) => {
    const entries = await findCards(
      canvasElement,
      'Audit log',
      backOfficeTables()['admin-audit-log'].length,
    );
    const withChanges = backOfficeTables()['admin-audit-log'].filter(
      (entry) => Object.keys({ ...(entry.before ?? {}), ...(entry.after ?? {}) }).length > 0,
    );
    await expect(entries.getAllByText('Before → after')).toHaveLength(withChanges.length);
    await expect(entries.getAllByText('On').length).toBeGreaterThan(0);
    const topUp = await findCard(canvasElement, 'Credits added');
    await expect(topUp.getByText('Shop Admin <admin@example.com>')).toBeVisible();
    await expect(topUp.getByText('$5.00 → $55.00')).toBeVisible();
    await expect(topUp.getByText('Who')).toBeVisible();
    const answered = await findCard(canvasElement, 'Order answered');
    await expect(answered.getByText('order #102')).toBeVisible();
    await expect(answered.getByText('System')).toBeVisible();
  },
};
