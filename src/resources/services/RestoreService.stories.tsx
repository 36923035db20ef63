import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DataProvider, GetListParams } from 'react-admin';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyAdmin } from '../../stories/fixtures';
import { StoryWrapper } from '../../stories/StoryWrapper';
import { backOfficeTables, fixtureServices } from '../shared/backOfficeFixtures';
import { storyDataProvider } from '../shared/storyData';
import { expectVisibleText, findDialog, findRow, page } from '../shared/storyQueries';

/**
 * A shop whose catalogue holds two retired services (deleted while they had orders): one in a
 * category that still exists, one whose category was deleted since. GET /admin_services lists
 * them only with `with_retired`; the restore puts one back on sale, into the category sent.
 */
const shopWithRetiredServices = () => {
  const tables = backOfficeTables();
  const base = fixtureServices[0];
  if (!base) throw new Error('no fixture service');
  const services = tables['admin-services'] ?? [];
  services.push(
    { ...structuredClone(base), id: 21, name: 'LG Network Unlock', active: false },
    {
      ...structuredClone(base),
      id: 22,
      name: 'Motorola Bootloader Code',
      active: false,
      category_id: 9,
      category: { id: 9, name: 'Motorola' },
    },
  );
  const restored: { id: number; categoryId?: number }[] = [];
  const provider = storyDataProvider({}, tables);
  const listed: DataProvider = {
    ...provider,
    getList: (async (resource: string, params: GetListParams) => {
      if (resource !== 'admin-services') return provider.getList(resource, params);
      const withRetired = params.filter?.with_retired === true;
      const data = services.filter((service) => withRetired || service.active);
      return { data: structuredClone(data), total: data.length };
    }) as DataProvider['getList'],
    restoreService: async (id: number, categoryId?: number) => {
      restored.push({ id, categoryId });
      const service = services.find((entry) => entry.id === id);
      if (!service) throw new Error('no such service');
      Object.assign(service, { active: true, category_id: categoryId ?? service.category_id });
      return structuredClone(service);
    },
  };
  return { provider: listed, restored };
};

const meta = {
  title: 'Admin/Services/Retired',
  component: StoryWrapper,
  args: { path: '/admin/admin-services', auth: { signedInAs: storyAdmin } },
} satisfies Meta<typeof StoryWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

const ownCategory = shopWithRetiredServices();

export const PutsARetiredServiceBackOnSale: Story = {
  args: { dataProvider: ownCategory.provider },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findRow(canvasElement, 'iPhone Clean Unlock');
    await expect(canvas.queryByText('LG Network Unlock')).toBeNull();
    await userEvent.click(canvas.getByRole('switch', { name: 'Show retired services' }));
    const row = await findRow(canvasElement, 'LG Network Unlock');
    await expectVisibleText(row, 'Retired');
    await expect(row.queryByRole('button', { name: 'Update' })).toBeNull();
    await userEvent.click(row.getByRole('button', { name: 'Put back on sale' }));
    const dialog = await findDialog('Put back on sale');
    await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Apple');
    await userEvent.click(dialog.getByRole('button', { name: 'Put back on sale' }));
    await expectVisibleText(page(), '"LG Network Unlock" is on sale again.');
    await waitFor(() => expect(ownCategory.restored).toEqual([{ id: 21, categoryId: 1 }]));
    // The list read again: the row is on sale, with a service's usual actions.
    await waitFor(async () => {
      const back = await findRow(canvasElement, 'LG Network Unlock');
      await expect(back.queryByText('Retired')).toBeNull();
      await expect(back.getByRole('button', { name: 'Update' })).toBeVisible();
    });
  },
};

const categoryGone = shopWithRetiredServices();

export const AsksForACategoryWhenItsOwnWasDeleted: Story = {
  args: { dataProvider: categoryGone.provider },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('switch', { name: 'Show retired services' }, { timeout: 5000 }),
    );
    const row = await findRow(canvasElement, 'Motorola Bootloader Code');
    await userEvent.click(row.getByRole('button', { name: 'Put back on sale' }));
    const dialog = await findDialog('Put back on sale');
    await expectVisibleText(dialog, 'Its category was deleted: choose the one it goes back into.');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await page().findByRole('option', { name: 'Samsung' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Put back on sale' }));
    await expectVisibleText(page(), '"Motorola Bootloader Code" is on sale again.');
    await expect(categoryGone.restored).toEqual([{ id: 22, categoryId: 2 }]);
  },
};
