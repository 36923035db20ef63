import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DataProvider, DeleteParams } from 'react-admin';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SupplierMethods } from '../../dataProvider/suppliers';
import { storyAdmin } from '../../stories/fixtures';
import { StoryWrapper } from '../../stories/StoryWrapper';
import { backOfficeTables } from '../shared/backOfficeFixtures';
import { failingLists, laravel422, storyDataProvider } from '../shared/storyData';
import {
  expectVisibleText,
  findDialog,
  findRow,
  listFailsToLoad,
  page,
} from '../shared/storyQueries';
import { ROUTES_CHANGED_MEANWHILE, supplierStoryMethods } from '../suppliers/supplierFixtures';

const meta = {
  title: 'Admin/Services',
  component: StoryWrapper,
  args: {
    path: '/admin/admin-services',
    auth: { signedInAs: storyAdmin },
    dataProvider: storyDataProvider({}, backOfficeTables()),
  },
} satisfies Meta<typeof StoryWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

const chooseOption = async (label: string, option: string) => {
  await userEvent.click(page().getByRole('combobox', { name: label }));
  await userEvent.click(await page().findByRole('option', { name: option }));
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Services', level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
    const row = await findRow(canvasElement, 'Samsung Network Unlock Code');
    for (const header of ['Name', 'Price', 'Category']) {
      await expect(canvas.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expectVisibleText(row, '$8.50');
    await expectVisibleText(row, 'Samsung');
    await expectVisibleText(row, 'Base');
  },
};

export const CreateService: Story = {
  args: { dataProvider: storyDataProvider({}, backOfficeTables()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Create new Service' }, { timeout: 5000 }),
    );
    const dialog = await findDialog('Create new Service');
    await userEvent.type(dialog.getByLabelText('Name'), 'Samsung FRP Removal');
    await userEvent.type(dialog.getByLabelText('Price'), '12');
    await chooseOption('Category', 'Samsung');
    await chooseOption('Tier', 'Premium');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expectVisibleText(canvas, 'Samsung FRP Removal');
  },
};

export const CreateServiceServerErrors: Story = {
  args: {
    dataProvider: storyDataProvider(
      {
        create: async () => {
          throw laravel422({
            name: ['The name field is required.'],
            price: ['The price field must have at most 2 decimal places.'],
            category_id: ['The category id field is required.'],
          });
        },
      },
      backOfficeTables(),
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole(
        'button',
        { name: 'Create new Service' },
        { timeout: 5000 },
      ),
    );
    const dialog = await findDialog('Create new Service');
    await userEvent.type(dialog.getByLabelText('Price'), '1.234');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectVisibleText(dialog, 'The name field is required.');
    await expect(
      dialog.getByText('The price field must have at most 2 decimal places.'),
    ).toBeVisible();
    await expectVisibleText(dialog, 'The category id field is required.');
  },
};

export const UpdateService: Story = {
  args: { dataProvider: storyDataProvider({}, backOfficeTables()) },
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'iPhone Clean Unlock');
    await userEvent.click(row.getByRole('button', { name: 'Update' }));
    const dialog = within(
      await page().findByRole('dialog', { name: 'Update iPhone Clean Unlock' }),
    );
    await expect(dialog.getByLabelText('Name')).toHaveValue('iPhone Clean Unlock');
    await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Apple');
    const price = dialog.getByLabelText('Price');
    await userEvent.clear(price);
    await userEvent.type(price, '27.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(
      await (await findRow(canvasElement, 'iPhone Clean Unlock')).findByText('$27.50'),
    ).toBeVisible();
  },
};

export const DeleteRetiresAServiceWithOrders: Story = {
  args: {
    dataProvider: storyDataProvider(
      {
        delete: (async (_resource: string, params: DeleteParams) => ({
          data: { ...params.previousData, active: false },
        })) as DataProvider['delete'],
      },
      backOfficeTables(),
    ),
  },
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'iPhone Premium Unlock');
    await userEvent.click(row.getByRole('button', { name: 'Delete' }));
    const dialog = await findDialog('Delete Service');
    await expectVisibleText(dialog, 'Delete the service "iPhone Premium Unlock"?');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    const notice = await page().findByText(
      'The service has orders, so it was retired: customers can no longer order it.',
    );
    await waitFor(() => expect(notice).toBeVisible());
  },
};

export const DeleteService: Story = {
  args: { dataProvider: storyDataProvider({}, backOfficeTables()) },
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'iPhone Premium Unlock');
    await userEvent.click(row.getByRole('button', { name: 'Delete' }));
    const dialog = await findDialog('Delete Service');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(canvasElement).queryByText('iPhone Premium Unlock')).toBeNull(),
    );
    const notice = await page().findByText('Service deleted');
    await waitFor(() => expect(notice).toBeVisible());
  },
};

export const ListLoadFails: Story = {
  args: { dataProvider: storyDataProvider(failingLists) },
  play: listFailsToLoad,
};

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
    await expect(thirdId).toHaveAttribute('aria-invalid', 'false');
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
