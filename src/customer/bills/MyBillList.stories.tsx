import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { orderStoryDataProvider } from '../../order-parts/orderStoryData';
import { findCard, findCards } from '../../resources/shared/storyQueries';
import { storyCustomer } from '../../stories/fixtures';
import { onAPhone } from '../../stories/onAPhone';
import { StoryWrapper } from '../../stories/StoryWrapper';

const meta = {
  title: 'Customer/My bills',
  component: StoryWrapper,
  args: {
    path: '/admin/bills',
    auth: { signedInAs: storyCustomer },
    dataProvider: orderStoryDataProvider(),
  },
} satisfies Meta<typeof StoryWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Bills', level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
    const headers = (await canvas.findAllByRole('columnheader')).map((cell) => cell.textContent);
    await expect(headers).toEqual(['ID', 'Amount', 'Status', 'Created', 'Updated']);
    const topUp = within((await canvas.findByText('$100.00')).closest('tr') as HTMLElement);
    await expect(topUp.getByText('Success')).toBeVisible();
    await expect(topUp.getAllByText(/November 20, 2026/)).toHaveLength(2);
    const canceled = within(canvas.getByText('$40.00').closest('tr') as HTMLElement);
    await expect(canceled.getByText('Canceled')).toBeVisible();
  },
};

/** On a phone each bill is a card: amount and status, then ID, created and updated, labelled. */
export const OnAPhone: Story = {
  ...onAPhone,
  play: async ({ canvasElement }) => {
    await findCards(canvasElement, 'Bills', 2);
    const topUp = await findCard(canvasElement, '$100.00');
    await expect(topUp.getByText('Success')).toBeVisible();
    await expect(topUp.getByText('ID')).toBeVisible();
    await expect(topUp.getByText('21')).toBeVisible();
    await expect(topUp.getByText('Created')).toBeVisible();
    await expect(topUp.getAllByText(/November 20, 2026/)).toHaveLength(2);
    await expect((await findCard(canvasElement, '$40.00')).getByText('Canceled')).toBeVisible();
  },
};
