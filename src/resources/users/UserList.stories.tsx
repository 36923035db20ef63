import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyAdmin } from '../../stories/fixtures';
import { onAPhone } from '../../stories/onAPhone';
import { StoryWrapper } from '../../stories/StoryWrapper';
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
  title: 'Admin/Users',
  component: StoryWrapper,
  args: {
    path: '/admin/admin-users',
    auth: { signedInAs: storyAdmin },
    dataProvider: usersStoryProvider(),
  },
} satisfies Meta<typeof StoryWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Users', level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
    const first = await findRow(canvasElement, 'customer40@example.com');
    for (const header of ['Name', 'Email', 'Credits', 'Actions']) {
      await expect(canvas.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(first.getByRole('link', { name: 'Update' })).toHaveAttribute(
      'href',
      '/admin/admin-user/40',
    );
    await expect(first.getByRole('button', { name: 'Delete' })).toBeEnabled();
    // Credits in the money format of bills and prices (it read 7.5).
    await expectVisibleText(await findRow(canvasElement, 'customer39@example.com'), '$7.50');
    const deactivated = await findRow(canvasElement, 'customer37@example.com');
    await expectVisibleText(deactivated, 'Deactivated');
    await expect(deactivated.getByRole('button', { name: 'Delete' })).toBeDisabled();
  },
};

export const PagingWithPreviousAndNext: Story = {
  args: { dataProvider: usersStoryProvider() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findRow(canvasElement, 'customer40@example.com');
    await expectVisibleText(canvas, /Page 1 of 2/);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expectVisibleText(canvas, 'admin@example.com');
    await expect(canvas.queryByText('customer40@example.com')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expectVisibleText(canvas, 'customer40@example.com');
  },
};

export const CreateUser: Story = {
  args: { dataProvider: usersStoryProvider() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Create new User' }, { timeout: 5000 }),
    );
    const dialog = await findDialog('Create new User');
    await userEvent.type(dialog.getByLabelText('Name'), 'Nora Gil');
    await userEvent.type(dialog.getByLabelText('email'), 'nora@example.com');
    await userEvent.type(dialog.getByLabelText('Password'), 'long-enough');
    await userEvent.type(dialog.getByLabelText('Confirm Password'), 'long-enough');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expectVisibleText(canvas, 'nora@example.com');
  },
};

export const CreateUserServerErrors: Story = {
  args: {
    dataProvider: usersStoryProvider({
      create: async () => {
        throw laravel422({
          email: ['The email has already been taken.'],
          password: ['The password field must be at least 8 characters.'],
          c_password: ['The password confirmation does not match.'],
        });
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole(
        'button',
        { name: 'Create new User' },
        { timeout: 5000 },
      ),
    );
    const dialog = await findDialog('Create new User');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectVisibleText(dialog, 'The email has already been taken.');
    await expectVisibleText(dialog, 'The password field must be at least 8 characters.');
    await expectVisibleText(dialog, 'The password confirmation does not match.');
  },
};

export const DeleteDeactivatesTheAccount: Story = {
  args: { dataProvider: usersStoryProvider() },
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'customer39@example.com');
    await userEvent.click(row.getByRole('button', { name: 'Delete' }));
    const dialog = await findDialog('Delete User');
    await expectVisibleText(dialog, /credits, orders and bills are kept/);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(async () =>
      expect(
        (await findRow(canvasElement, 'customer39@example.com')).getByText('Deactivated'),
      ).toBeVisible(),
    );
  },
};

export const DeleteRefused: Story = {
  args: {
    dataProvider: usersStoryProvider({
      delete: async () => {
        throw laravel422({ user: ['You cannot deactivate your own account.'] });
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'customer40@example.com');
    await userEvent.click(row.getByRole('button', { name: 'Delete' }));
    const dialog = await findDialog('Delete User');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'You cannot deactivate your own account.',
    );
  },
};

export const ListLoadFails: Story = {
  args: { dataProvider: usersStoryProvider(failingLists) },
  play: listFailsToLoad,
};

/** On a phone each user is a card: name, email and credits, labelled, with Update and Delete. */
export const OnAPhone: Story = {
  ...onAPhone,
  args: { dataProvider: usersStoryProvider() },
  play: async ({ canvasElement }) => {
    await findCards(canvasElement, 'Users', 15);
    const first = await findCard(canvasElement, 'customer40@example.com');
    await expect(first.getByText('Email')).toBeVisible();
    await expect(first.getByText('Credits')).toBeVisible();
    await expect(first.getByRole('link', { name: 'Update' })).toHaveAttribute(
      'href',
      '/admin/admin-user/40',
    );
    await expect(first.getByRole('button', { name: 'Delete' })).toBeEnabled();
    await expectVisibleText(await findCard(canvasElement, 'customer39@example.com'), '$7.50');
    const deactivated = await findCard(canvasElement, 'customer37@example.com');
    await expectVisibleText(deactivated, 'Deactivated');
    await expect(deactivated.getByRole('button', { name: 'Delete' })).toBeDisabled();
  },
};

/** A phone's list that fails to load says so once, and no card nor "Nothing here yet." */
export const OnAPhoneListLoadFails: Story = {
  ...onAPhone,
  args: { dataProvider: usersStoryProvider(failingLists) },
  play: async (context) => {
    await listFailsToLoad(context);
    await expect(within(context.canvasElement).queryByRole('list', { name: 'Users' })).toBeNull();
  },
};
