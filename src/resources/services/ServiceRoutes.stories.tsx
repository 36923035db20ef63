import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DataProvider } from 'react-admin';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SupplierMethods } from '../../dataProvider/suppliers';
import { storyAdmin } from '../../stories/fixtures';
import { StoryWrapper } from '../../stories/StoryWrapper';
import { backOfficeTables } from '../shared/backOfficeFixtures';
import { storyDataProvider } from '../shared/storyData';
import { expectVisibleText, findDialog, findRow, page } from '../shared/storyQueries';
import { ROUTES_CHANGED_MEANWHILE, supplierStoryMethods } from '../suppliers/supplierFixtures';

/** A service's Routes modal, opened from the services list. */
const meta = {
  title: 'Admin/Services/Routes',
  component: StoryWrapper,
  args: {
    path: '/admin/admin-services',
    auth: { signedInAs: storyAdmin },
    dataProvider: storyDataProvider({}, backOfficeTables()),
  },
} satisfies Meta<typeof StoryWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story server with the supplier calls, and what was saved as routes. */
const routesServer = (saved: unknown[]) => {
  const tables = backOfficeTables();
  const methods = supplierStoryMethods(tables);
  return {
    ...storyDataProvider({}, tables),
    ...methods,
    saveServiceRoutes: async (...args: Parameters<typeof methods.saveServiceRoutes>) => {
      saved.push(args[1]);
      return methods.saveServiceRoutes(...args);
    },
  } as DataProvider;
};

const savedRoutes: unknown[] = [];

export const RoutesAddReorderSave: Story = {
  args: { dataProvider: routesServer(savedRoutes) },
  play: async ({ canvasElement }) => {
    savedRoutes.length = 0;
    const row = await findRow(canvasElement, 'iPhone Clean Unlock');
    await userEvent.click(row.getByRole('button', { name: 'Routes' }));
    const dialog = await findDialog('Routes of iPhone Clean Unlock');
    const first = within(await dialog.findByRole('group', { name: '1' }));
    await expect(first.getByRole('combobox', { name: 'Supplier' })).toHaveTextContent(
      'Upstream GSM',
    );
    await expect(first.getByLabelText('Supplier service ID')).toHaveValue('101');
    await userEvent.click(dialog.getByRole('button', { name: 'Add route' }));
    const second = within(dialog.getByRole('group', { name: '2' }));
    await userEvent.click(second.getByRole('combobox', { name: 'Supplier' }));
    await userEvent.click(await page().findByRole('option', { name: 'Codes Direct' }));
    await userEvent.type(second.getByLabelText('Supplier service ID'), '77');
    await userEvent.click(second.getByRole('button', { name: 'Move up' }));
    await expect(
      within(dialog.getByRole('group', { name: '1' })).getByLabelText('Supplier service ID'),
    ).toHaveValue('77');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page().getByText('Routes saved')).toBeVisible());
    await expect(savedRoutes).toEqual([
      [
        { supplier_id: 2, supplier_service_id: '77' },
        { supplier_id: 1, supplier_service_id: '101' },
      ],
    ]);
  },
};

const refusedRoutes: unknown[] = [];

/**
 * The server's refusal of a route's id stands beneath that id, in the row it is about (the
 * server counts only the routes sent: an unfinished row before it is not); a route listed twice,
 * which no input is about, above the rows.
 */
export const RoutesRefusedShowBeneathTheirRow: Story = {
  args: { dataProvider: routesServer(refusedRoutes) },
  play: async ({ canvasElement }) => {
    refusedRoutes.length = 0;
    const row = await findRow(canvasElement, 'iPhone Clean Unlock');
    await userEvent.click(row.getByRole('button', { name: 'Routes' }));
    const dialog = await findDialog('Routes of iPhone Clean Unlock');
    await dialog.findByRole('group', { name: '1' });
    await userEvent.click(dialog.getByRole('button', { name: 'Add route' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add route' }));
    const third = within(dialog.getByRole('group', { name: '3' }));
    await userEvent.click(third.getByRole('combobox', { name: 'Supplier' }));
    await userEvent.click(await page().findByRole('option', { name: 'Codes Direct' }));
    const longId = '7'.repeat(65);
    const thirdId = third.getByLabelText('Supplier service ID');
    await userEvent.click(thirdId);
    await userEvent.paste(longId);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(thirdId).toHaveAttribute('aria-invalid', 'true'));
    await expect(
      third.getByText('The supplier service id field must not be greater than 64 characters.'),
    ).toBeVisible();
    await expect(
      within(dialog.getByRole('group', { name: '2' })).getByLabelText('Supplier service ID'),
    ).toHaveAttribute('aria-invalid', 'false');
    await expect(dialog.queryByRole('alert')).toBeNull();
    await expect(refusedRoutes).toEqual([
      [
        { supplier_id: 1, supplier_service_id: '101' },
        { supplier_id: 2, supplier_service_id: longId },
      ],
    ]);
    // The same route as the first one: the server's reason is about no input.
    await userEvent.clear(thirdId);
    // The server's refusal goes with the text it was about (an emptied id is itself refused).
    await expect(
      third.queryByText('The supplier service id field must not be greater than 64 characters.'),
    ).toBeNull();
    await userEvent.type(thirdId, '101');
    await userEvent.click(third.getByRole('combobox', { name: 'Supplier' }));
    await userEvent.click(await page().findByRole('option', { name: 'Upstream GSM' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent('This route is listed twice.'),
    );
    await expect(thirdId).toHaveAttribute('aria-invalid', 'false');
    await userEvent.click(third.getByRole('button', { name: 'Remove' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page().getByText('Routes saved')).toBeVisible());
    await expect(refusedRoutes.at(-1)).toEqual([{ supplier_id: 1, supplier_service_id: '101' }]);
  },
};

export const RoutesEmptyMeansByHand: Story = {
  args: { dataProvider: routesServer([]) },
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'Samsung Network Unlock Code');
    await userEvent.click(row.getByRole('button', { name: 'Routes' }));
    const dialog = await findDialog('Routes of Samsung Network Unlock Code');
    await expectVisibleText(dialog, 'No routes: orders of this service are answered by hand.');
  },
};

const otherAdminsServer = routesServer([]);

/**
 * Another admin saves the routes while this one's modal is open: this one's Save is refused with
 * the server's words, and the other admin's routes stay (not silently replaced by a stale list).
 */
export const RoutesChangedMeanwhileAreNotOverwritten: Story = {
  args: { dataProvider: otherAdminsServer },
  play: async ({ canvasElement }) => {
    const methods = otherAdminsServer as unknown as SupplierMethods;
    const row = await findRow(canvasElement, 'iPhone Clean Unlock');
    await userEvent.click(row.getByRole('button', { name: 'Routes' }));
    const dialog = await findDialog('Routes of iPhone Clean Unlock');
    await dialog.findByRole('group', { name: '1' });
    const theirs = [{ supplier_id: 2, supplier_service_id: '55' }];
    await methods.saveServiceRoutes(11, theirs, undefined);
    await userEvent.click(dialog.getByRole('button', { name: 'Add route' }));
    const second = within(dialog.getByRole('group', { name: '2' }));
    await userEvent.click(second.getByRole('combobox', { name: 'Supplier' }));
    await userEvent.click(await page().findByRole('option', { name: 'Codes Direct' }));
    await userEvent.type(second.getByLabelText('Supplier service ID'), '77');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(ROUTES_CHANGED_MEANWHILE);
    const kept = await methods.getServiceRoutes(11);
    await expect(
      kept.map(({ supplier_id, supplier_service_id }) => ({ supplier_id, supplier_service_id })),
    ).toEqual(theirs);
  },
};

/** Service 11 ($25.00) routed to Upstream GSM at 14 and, second, to Codes Direct at 27.50. */
const pricedRoutesServer = () => {
  const server = routesServer([]) as DataProvider & SupplierMethods;
  return {
    ...server,
    getServiceRoutes: async (serviceId: number) => {
      const [first] = await server.getServiceRoutes(serviceId);
      if (!first) return [];
      return [
        first,
        {
          ...first,
          position: 1,
          supplier_id: 2,
          supplier: { id: 2, name: 'Codes Direct', active: true },
          supplier_service_id: '77',
          credit: 27.5,
        },
      ];
    },
  } as DataProvider;
};

/**
 * Each route shows its supplier's price as last fetched; one above the service's own price is
 * told in orange, with what the shop does about it. A route changed in the form shows none.
 */
export const RoutesShowTheirSuppliersPrices: Story = {
  args: { dataProvider: pricedRoutesServer() },
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'iPhone Clean Unlock');
    await userEvent.click(row.getByRole('button', { name: 'Routes' }));
    const dialog = await findDialog('Routes of iPhone Clean Unlock');
    const first = within(await dialog.findByRole('group', { name: '1' }));
    const second = within(dialog.getByRole('group', { name: '2' }));
    await expectVisibleText(first, 'Their price: 14.00');
    await expectVisibleText(
      second,
      'Their price, 27.50, is above this service’s $25.00: its orders skip this route, or wait under Needs a person',
    );
    await userEvent.type(second.getByLabelText('Supplier service ID'), '8');
    await expect(second.queryByText(/Their price/)).toBeNull();
  },
};

const incompleteRoutes: unknown[] = [];

/**
 * A row with a service ID but no supplier is not saved (nor lost): Save is refused with a word
 * beneath that row's supplier, the dialog stays open, and once the supplier is chosen it saves.
 */
export const RoutesRowWithoutSupplierIsRefused: Story = {
  args: { dataProvider: routesServer(incompleteRoutes) },
  play: async ({ canvasElement }) => {
    incompleteRoutes.length = 0;
    const row = await findRow(canvasElement, 'iPhone Clean Unlock');
    await userEvent.click(row.getByRole('button', { name: 'Routes' }));
    const dialog = await findDialog('Routes of iPhone Clean Unlock');
    await dialog.findByRole('group', { name: '1' });
    await userEvent.click(dialog.getByRole('button', { name: 'Add route' }));
    const second = within(dialog.getByRole('group', { name: '2' }));
    await userEvent.type(second.getByLabelText('Supplier service ID'), '77');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const supplier = second.getByRole('combobox', { name: 'Supplier' });
    await waitFor(() => expect(supplier).toHaveAttribute('aria-invalid', 'true'));
    await expectVisibleText(second, 'Choose the supplier of this service ID');
    await expect(
      page().getByRole('dialog', { name: 'Routes of iPhone Clean Unlock' }),
    ).toBeVisible();
    await expect(second.getByLabelText('Supplier service ID')).toHaveValue('77');
    await expect(incompleteRoutes).toEqual([]);
    await userEvent.click(supplier);
    await userEvent.click(await page().findByRole('option', { name: 'Codes Direct' }));
    await waitFor(() => expect(supplier).not.toHaveAttribute('aria-invalid', 'true'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page().getByText('Routes saved')).toBeVisible());
    await expect(incompleteRoutes).toEqual([
      [
        { supplier_id: 1, supplier_service_id: '101' },
        { supplier_id: 2, supplier_service_id: '77' },
      ],
    ]);
  },
};

const unlistedRoutes: unknown[] = [];

/**
 * An ID the supplier's service list (as last fetched) does not hold is warned of beneath it, and
 * saved all the same: the server takes it on purpose (the list may be out of date).
 */
export const RoutesToAnUnlistedServiceAreWarned: Story = {
  args: { dataProvider: routesServer(unlistedRoutes) },
  play: async ({ canvasElement }) => {
    unlistedRoutes.length = 0;
    const row = await findRow(canvasElement, 'iPhone Clean Unlock');
    await userEvent.click(row.getByRole('button', { name: 'Routes' }));
    const dialog = await findDialog('Routes of iPhone Clean Unlock');
    const first = within(await dialog.findByRole('group', { name: '1' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add route' }));
    const second = within(dialog.getByRole('group', { name: '2' }));
    await userEvent.click(second.getByRole('combobox', { name: 'Supplier' }));
    await userEvent.click(await page().findByRole('option', { name: 'Upstream GSM' }));
    const id = second.getByLabelText('Supplier service ID');
    await userEvent.type(id, 'abc');
    const warning =
      'Not in Upstream GSM’s service list as last fetched: orders are sent with this ID all the same, check it';
    await expect(await second.findByText(warning)).toBeVisible();
    await expect(id).toHaveAccessibleDescription(warning);
    // The saved route's id is in the list: no warning there.
    await expect(first.queryByText(warning)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page().getByText('Routes saved')).toBeVisible());
    await expect(unlistedRoutes).toEqual([
      [
        { supplier_id: 1, supplier_service_id: '101' },
        { supplier_id: 1, supplier_service_id: 'abc' },
      ],
    ]);
  },
};
