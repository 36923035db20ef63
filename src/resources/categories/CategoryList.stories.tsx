import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyAdmin } from '../../stories/fixtures';
import { StoryWrapper } from '../../stories/StoryWrapper';
import { failingLists, laravel422, storyDataProvider } from '../shared/storyData';
import {
  expectVisibleText,
  findDialog,
  findRow,
  listFailsToLoad,
  page,
} from '../shared/storyQueries';

const meta = {
  title: 'Admin/Categories',
  component: StoryWrapper,
  args: {
    path: '/admin/admin-categories',
    auth: { signedInAs: storyAdmin },
    dataProvider: storyDataProvider(),
  },
} satisfies Meta<typeof StoryWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

const IN_USE =
  'This category still has services. Move or delete its services before deleting the category.';

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Categories', level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findByRole('columnheader', { name: 'Name' })).toBeVisible();
    const apple = await findRow(canvasElement, 'Apple');
    await expect(apple.getByRole('button', { name: 'Update' })).toBeVisible();
    await expect(apple.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expectVisibleText(canvas, 'Samsung');
  },
};

export const CreateCategory: Story = {
  args: { dataProvider: storyDataProvider() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Create new Category' }, { timeout: 5000 }),
    );
    const dialog = within(await page().findByRole('dialog', { name: 'Create new Category' }));
    await userEvent.type(dialog.getByLabelText('Name'), 'Huawei');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectVisibleText(canvas, 'Huawei');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};

export const CreateCategoryServerError: Story = {
  args: {
    dataProvider: storyDataProvider({
      create: async () => {
        throw laravel422({ name: ['The name field is required.'] });
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Create new Category' }, { timeout: 5000 }),
    );
    const dialog = within(await page().findByRole('dialog', { name: 'Create new Category' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectVisibleText(dialog, 'The name field is required.');
    await expect(dialog.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    // The focus goes to the field refused (Save, disabled while saving, had let it fall).
    await waitFor(() => expect(dialog.getByLabelText('Name')).toHaveFocus());
    // The message shows beneath its input only, not again above the form.
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
};

export const CreateCategoryServerErrorOffTheForm: Story = {
  args: {
    dataProvider: storyDataProvider({
      create: async () => {
        throw laravel422({ categories: ['No more than 500 categories can be created.'] });
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Create new Category' }, { timeout: 5000 }),
    );
    const dialog = within(await page().findByRole('dialog', { name: 'Create new Category' }));
    await userEvent.type(dialog.getByLabelText('Name'), 'Huawei');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'No more than 500 categories can be created.',
    );
    await expect(dialog.getByLabelText('Name')).not.toHaveAttribute('aria-invalid', 'true');
  },
};

export const UpdateCategory: Story = {
  args: { dataProvider: storyDataProvider() },
  play: async ({ canvasElement }) => {
    const apple = await findRow(canvasElement, 'Apple');
    await userEvent.click(apple.getByRole('button', { name: 'Update' }));
    const dialog = await findDialog('Apple');
    const name = dialog.getByLabelText('Name');
    await expect(name).toHaveValue('Apple');
    await userEvent.clear(name);
    await userEvent.type(name, 'Apple iPhone');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await within(canvasElement).findByText('Apple iPhone')).toBeVisible();
  },
};

export const DeleteCategory: Story = {
  args: { dataProvider: storyDataProvider() },
  play: async ({ canvasElement }) => {
    const samsung = await findRow(canvasElement, 'Samsung');
    await userEvent.click(samsung.getByRole('button', { name: 'Delete' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Delete Category' }));
    await expectVisibleText(dialog, 'Delete the category "Samsung"?');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(canvasElement).queryByText('Samsung')).toBeNull());
  },
};

export const DeleteRefusedWhileItHasServices: Story = {
  args: {
    dataProvider: storyDataProvider({
      delete: async () => {
        throw laravel422({ category: [IN_USE] });
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const apple = await findRow(canvasElement, 'Apple');
    await userEvent.click(apple.getByRole('button', { name: 'Delete' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Delete Category' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(IN_USE);
    await expect(within(canvasElement).getByText('Apple')).toBeVisible();
  },
};

export const ListLoadFails: Story = {
  args: { dataProvider: storyDataProvider(failingLists) },
  play: listFailsToLoad,
};
