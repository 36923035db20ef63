import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyAdmin } from '../../stories/fixtures';
import { StoryWrapper } from '../../stories/StoryWrapper';
import { failingLists } from '../shared/storyData';
import { findRow, listFailsToLoad } from '../shared/storyQueries';
import { usersStoryProvider } from './userStoryServer';

const meta = {
  title: "Admin/A user's orders",
  component: StoryWrapper,
  args: {
    path: '/admin/admin-user-orders/7',
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
      await canvas.findByRole(
        'heading',
        { name: 'Orders of Carla Gómez (carla@example.com)', level: 1 },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    const completed = await findRow(canvasElement, '12345678');
    for (const header of [
      'Service',
      'User name',
      'IMEI',
      'Code',
      'Price',
      'Status',
      'Date',
      'Time',
      'Forwarding',
    ]) {
      await expect(canvas.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(completed.getByText('Completed')).toBeVisible();
    await expect(completed.getByText('42 min')).toBeVisible();
    await expect(completed.getByText('By hand')).toBeVisible();
    await expect(completed.getByText('$25.00')).toBeVisible();
    const pending = await findRow(canvasElement, '356938035643800');
    await expect(pending.getByText('No Contestado')).toBeVisible();
    await expect(pending.getByText('Pending')).toBeVisible();
    const rejected = await findRow(canvasElement, '356938035643801');
    await expect(rejected.getByText('Rejected')).toBeVisible();
  },
};

export const ListLoadFails: Story = {
  args: { dataProvider: usersStoryProvider(failingLists) },
  play: listFailsToLoad,
};
