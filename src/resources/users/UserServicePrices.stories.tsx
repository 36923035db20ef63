import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyAdmin } from '../../stories/fixtures';
import { onAPhone } from '../../stories/onAPhone';
import { StoryWrapper } from '../../stories/StoryWrapper';
import { backOfficeTables, fixturePrices } from '../shared/backOfficeFixtures';
import { failingLists, laravel422 } from '../shared/storyData';
import {
  expectVisibleText,
  findCard,
  findCards,
  findDialog,
  findRow,
  listFailsToLoad,
  page,
} from '../shared/storyQueries';
import { usersStoryProvider } from './userStoryServer';

const meta = {
  title: 'Admin/User prices',
  component: StoryWrapper,
  args: {
    path: '/admin/admin-user-services/7',
    auth: { signedInAs: storyAdmin },
    dataProvider: usersStoryProvider(),
  },
} satisfies Meta<typeof StoryWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Forty services, to page through. */
const manyPrices = () => {
  const tables = backOfficeTables();
  tables['admin-user-services'] = Array.from({ length: 40 }, (_, index) => ({
    ...structuredClone(fixturePrices[0]),
    id: `7-${index + 1}`,
    service_id: index + 1,
    price: 10 + index,
    custom: false,
    service: { id: index + 1, name: `Service ${String(index + 1).padStart(2, '0')}` },
  })) as (typeof tables)['admin-user-services'];
  return tables;
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'Services Price: Carla Gómez (carla@example.com)', level: 1 },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    const premium = await findRow(canvasElement, 'iPhone Premium Unlock');
    for (const header of ['ID', 'Service', 'Price']) {
      await expect(canvas.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(premium.getByText('7-12')).toBeVisible();
    await expect(premium.getByText('$55.00')).toBeVisible();
    await expect(premium.getByText('Custom')).toBeVisible();
    const clean = await findRow(canvasElement, 'iPhone Clean Unlock');
    await expect(clean.getByText('$25.00')).toBeVisible();
    await expect(clean.queryByText('Custom')).toBeNull();
  },
};

export const ChangePrice: Story = {
  args: { dataProvider: usersStoryProvider() },
  play: async ({ canvasElement }) => {
    const clean = await findRow(canvasElement, 'iPhone Clean Unlock');
    await userEvent.click(clean.getByRole('button', { name: 'Change Price' }));
    const dialog = await findDialog('Update Price');
    const price = dialog.getByLabelText('Price');
    await expect(price).toHaveValue('25');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await userEvent.clear(price);
    await userEvent.type(price, '19.99');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expectVisibleText(await findRow(canvasElement, 'iPhone Clean Unlock'), '$19.99');
  },
};

export const ChangePriceServerError: Story = {
  args: {
    dataProvider: usersStoryProvider({
      update: async () => {
        throw laravel422({ price: ['The price field must have at most 2 decimal places.'] });
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const clean = await findRow(canvasElement, 'iPhone Clean Unlock');
    await userEvent.click(clean.getByRole('button', { name: 'Change Price' }));
    const dialog = await findDialog('Update Price');
    await userEvent.type(dialog.getByLabelText('Price'), '1');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectVisibleText(dialog, 'The price field must have at most 2 decimal places.');
  },
};

export const Paged: Story = {
  args: { dataProvider: usersStoryProvider({}, manyPrices()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findRow(canvasElement, 'Service 01');
    await expectVisibleText(canvas, /Page 1 of 3/);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await findRow(canvasElement, 'Service 16');
    await expect(canvas.queryByText('Service 01')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await findRow(canvasElement, 'Service 01');
  },
};

export const ListLoadFails: Story = {
  args: { dataProvider: usersStoryProvider(failingLists) },
  play: listFailsToLoad,
};

/**
 * On a phone each service of the price list is a card: its price (Custom when it is the
 * customer's own) and ID, and Change Price from there.
 */
export const OnAPhone: Story = {
  ...onAPhone,
  args: { dataProvider: usersStoryProvider() },
  play: async ({ canvasElement }) => {
    await findCards(
      canvasElement,
      'Services Price: Carla Gómez (carla@example.com)',
      backOfficeTables()['admin-user-services'].length,
    );
    const premium = await findCard(canvasElement, 'iPhone Premium Unlock');
    await expect(premium.getByText('7-12')).toBeVisible();
    await expect(premium.getByText('$55.00')).toBeVisible();
    await expect(premium.getByText('Custom')).toBeVisible();
    const clean = await findCard(canvasElement, 'iPhone Clean Unlock');
    await expect(clean.queryByText('Custom')).toBeNull();
    await userEvent.click(clean.getByRole('button', { name: 'Change Price' }));
    const dialog = await findDialog('Update Price');
    const price = dialog.getByLabelText('Price');
    await userEvent.clear(price);
    await userEvent.type(price, '19.99');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expectVisibleText(await findCard(canvasElement, 'iPhone Clean Unlock'), '$19.99');
  },
};
