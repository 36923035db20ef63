import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DataProvider, DeleteParams } from 'react-admin';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { largeCatalogue } from '../../customer/services/largeCatalogue';
import { storyAdmin } from '../../stories/fixtures';
import { onAPhone } from '../../stories/onAPhone';
import { StoryWrapper } from '../../stories/StoryWrapper';
import { backOfficeTables } from '../shared/backOfficeFixtures';
import { failingLists, laravel422, storyDataProvider } from '../shared/storyData';
import {
  expectVisibleText,
  findCard,
  findCards,
  findDialog,
  findRow,
  listFailsToLoad,
  page,
} from '../shared/storyQueries';

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

/** The story shop's services and 2,000 more, as the trade's catalogues are. */
const withACatalogue = () => {
  const tables = backOfficeTables();
  const more = largeCatalogue(2000).map((entry) => ({
    id: entry.id,
    name: entry.service.name,
    price: entry.price,
    cost: entry.price / 2,
    tier: 'none',
    active: true,
    category: entry.category,
    category_id: entry.category.id,
    description: '',
    delivery_time: entry.delivery_time,
    fields: [],
  }));
  tables['admin-services'] = [...(tables['admin-services'] ?? []), ...more];
  return storyDataProvider({}, tables);
};

/**
 * A catalogue of 2,000 services: the table shows a page of them, not every row at once (a page
 * 90,000 px long whose dialogs took seconds to open), and a search finds one by part of its
 * name or its category.
 */
export const CatalogueSearchAndPages: Story = {
  args: { dataProvider: withACatalogue() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findRow(canvasElement, 'iPhone Clean Unlock');
    await expect(canvas.getAllByRole('row').length).toBeLessThanOrEqual(1 + 25);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await findRow(canvasElement, 'Samsung FRP Removal · model 1');
    await expect(canvas.getByText(/^Page 2 of/)).toBeVisible();

    const search = canvas.getByRole('searchbox', { name: 'Search services' });
    // Pasted, not typed a key at a time: each key filters the 2,000 services again.
    await userEvent.click(search);
    await userEvent.paste('samsung frp model 5');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
    const row = await findRow(canvasElement, 'Samsung FRP Removal · model 5');
    await expect(canvas.getByText(/^Page 1 of 1/)).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: 'Update' }));
    await findDialog('Update Samsung FRP Removal · model 5');

    await userEvent.keyboard('{Escape}');
    await userEvent.clear(search);
    await userEvent.paste('no such service');
    await expectVisibleText(canvas, 'No service matches');
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

/** On a phone each service is a card (price, category, cost, tier), updated from its card. */
export const OnAPhone: Story = {
  ...onAPhone,
  args: { dataProvider: storyDataProvider({}, backOfficeTables()) },
  play: async ({ canvasElement }) => {
    const services = backOfficeTables()['admin-services'].filter((service) => service.active);
    await findCards(canvasElement, 'Services', services.length);
    const card = await findCard(canvasElement, 'Samsung Network Unlock Code');
    await expectVisibleText(card, '$8.50');
    await expectVisibleText(card, 'Category');
    await expectVisibleText(card, 'Samsung');
    await expectVisibleText(card, 'Base');
    await expectVisibleText(card, 'Cost');
    await expectVisibleText(card, '$5.00');
    await expect(card.getByRole('button', { name: 'Routes' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Delete' })).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Update' }));
    const dialog = await findDialog('Update Samsung Network Unlock Code');
    await expect(dialog.getByLabelText('Name')).toHaveValue('Samsung Network Unlock Code');
  },
};
