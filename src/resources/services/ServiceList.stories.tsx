import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DataProvider, DeleteParams } from 'react-admin';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyAdmin } from '../../stories/fixtures';
import { StoryWrapper } from '../../stories/StoryWrapper';
import { backOfficeTables } from '../shared/backOfficeFixtures';
import { laravel422, networkError, storyDataProvider } from '../shared/storyData';

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

const body = () => within(document.body);

const rowOf = async (canvasElement: HTMLElement, name: string) => {
  const cell = await within(canvasElement).findByText(name, {}, { timeout: 5000 });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

const chooseOption = async (label: string, option: string) => {
  await userEvent.click(body().getByRole('combobox', { name: label }));
  await userEvent.click(await body().findByRole('option', { name: option }));
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Services', level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
    const row = await rowOf(canvasElement, 'Samsung Network Unlock Code');
    for (const header of ['Name', 'Price', 'Category']) {
      await expect(canvas.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(row.getByText('$8.50')).toBeVisible();
    await expect(row.getByText('Samsung')).toBeVisible();
    await expect(row.getByText('Base')).toBeVisible();
  },
};

export const CreateService: Story = {
  args: { dataProvider: storyDataProvider({}, backOfficeTables()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Create new Service' }, { timeout: 5000 }),
    );
    const dialog = within(await body().findByRole('dialog', { name: 'Create new Service' }));
    await userEvent.type(dialog.getByLabelText('Name'), 'Samsung FRP Removal');
    await userEvent.type(dialog.getByLabelText('Price'), '12');
    await chooseOption('Category', 'Samsung');
    await chooseOption('Tier', 'Premium');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText('Samsung FRP Removal')).toBeVisible();
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
    const dialog = within(await body().findByRole('dialog', { name: 'Create new Service' }));
    await userEvent.type(dialog.getByLabelText('Price'), '1.234');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('The name field is required.')).toBeVisible();
    await expect(
      dialog.getByText('The price field must have at most 2 decimal places.'),
    ).toBeVisible();
    await expect(dialog.getByText('The category id field is required.')).toBeVisible();
  },
};

export const UpdateService: Story = {
  args: { dataProvider: storyDataProvider({}, backOfficeTables()) },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'iPhone Clean Unlock');
    await userEvent.click(row.getByRole('button', { name: 'Update' }));
    const dialog = within(
      await body().findByRole('dialog', { name: 'Update iPhone Clean Unlock' }),
    );
    await expect(dialog.getByLabelText('Name')).toHaveValue('iPhone Clean Unlock');
    await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Apple');
    const price = dialog.getByLabelText('Price');
    await userEvent.clear(price);
    await userEvent.type(price, '27.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(
      await (await rowOf(canvasElement, 'iPhone Clean Unlock')).findByText('$27.50'),
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
    const row = await rowOf(canvasElement, 'iPhone Premium Unlock');
    await userEvent.click(row.getByRole('button', { name: 'Delete' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Delete Service' }));
    await expect(dialog.getByText('Delete the service "iPhone Premium Unlock"?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    const notice = await body().findByText(
      'The service has orders, so it was retired: customers can no longer order it.',
    );
    await waitFor(() => expect(notice).toBeVisible());
  },
};

export const DeleteService: Story = {
  args: { dataProvider: storyDataProvider({}, backOfficeTables()) },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, 'iPhone Premium Unlock');
    await userEvent.click(row.getByRole('button', { name: 'Delete' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Delete Service' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(canvasElement).queryByText('iPhone Premium Unlock')).toBeNull(),
    );
    const notice = await body().findByText('Service deleted');
    await waitFor(() => expect(notice).toBeVisible());
  },
};

export const ListLoadFails: Story = {
  args: {
    dataProvider: storyDataProvider({
      getList: async () => {
        throw networkError();
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Error Network, try again...');
  },
};
