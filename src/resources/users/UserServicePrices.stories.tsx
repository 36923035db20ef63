import type { Meta, StoryObj } from '@storybook/react-vite';
import type { GetListParams } from 'react-admin';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fold, searchWords } from '../../customer/services/serviceSearch';
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
import type { UserServicePrice } from './types';
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

/**
 * The story server's price list with `?search=` as the server reads it: every word in the
 * service's name or its category's, any case, any accents. It keeps the lists asked for.
 */
const searchingPrices = (asked: GetListParams[]) => {
  const tables = manyPrices();
  const prices = (tables['admin-user-services'] ?? []) as unknown as UserServicePrice[];
  const named = (index: number, name: string, category: string) => {
    const row = prices[index];
    if (row) row.service = { ...row.service, name, category: { name: category } };
  };
  named(36, 'Samsung Network Unlock', 'Samsung');
  named(37, 'Samsung FRP Removal', 'Samsung');
  named(38, 'Nokia Liberación', 'Teléfonos Básicos');
  named(39, 'iPhone Clean Unlock', 'Apple');
  const base = usersStoryProvider({}, tables);
  return usersStoryProvider(
    {
      getList: async (resource, params) => {
        if (resource !== 'admin-user-services') return base.getList(resource, params);
        asked.push({ filter: { ...params.filter }, pagination: params.pagination });
        const { search, ...filter } = params.filter as Record<string, unknown>;
        const words = searchWords(String(search ?? ''));
        const found = prices.filter((row) =>
          words.every((word) =>
            fold(`${row.service.name} ${row.service.category?.name}`).includes(word),
          ),
        );
        const all = await base.getList(resource, {
          ...params,
          filter,
          pagination: { page: 1, perPage: 1000 },
        });
        const kept = all.data.filter((row) => found.some((price) => price.id === row.id));
        const { page, perPage } = params.pagination ?? { page: 1, perPage: 15 };
        return {
          data: kept.slice((page - 1) * perPage, page * perPage),
          total: kept.length,
          pageInfo: { hasPreviousPage: page > 1, hasNextPage: page * perPage < kept.length },
        };
      },
    },
    tables,
  );
};

const searchAsked: GetListParams[] = [];

/**
 * A shop with 2,000 services had 134 pages of prices and no way to find a service. The search
 * box sends what is typed as the list's `search` filter and starts on page 1: words split over
 * the name and the category, any case, any accents; 'No service matches' when nothing does.
 */
export const SearchServices: Story = {
  args: { dataProvider: searchingPrices(searchAsked) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    searchAsked.length = 0;
    await findRow(canvasElement, 'Service 01');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await findRow(canvasElement, 'Service 16');
    await expectVisibleText(canvas, /Page 2 of 3/);

    const search = canvas.getByRole('searchbox', { name: 'Search services' });
    await expect(search).toHaveAttribute('placeholder', 'Type part of a name or a category');
    await userEvent.type(search, 'samsung unlock');
    await findRow(canvasElement, 'Samsung Network Unlock');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
    await expectVisibleText(canvas, /Page 1 of 1/);
    await expect(searchAsked.at(-1)).toMatchObject({
      filter: { user_id: 7, search: 'samsung unlock' },
      pagination: { page: 1 },
    });

    await userEvent.clear(search);
    await userEvent.type(search, 'LIBERACION basicos');
    await findRow(canvasElement, 'Nokia Liberación');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));

    await userEvent.clear(search);
    await userEvent.type(search, 'xiaomi');
    await expectVisibleText(canvas, 'No service matches');

    await userEvent.clear(search);
    await findRow(canvasElement, 'Service 01');
    await expectVisibleText(canvas, /Page 1 of 3/);
    await expect(searchAsked.at(-1)?.filter).toEqual({ user_id: 7 });
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
