import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { STORY_SERVICE_URL, storyCustomer } from '../../stories/fixtures';
import { StoryWrapper } from '../../stories/StoryWrapper';

const meta = {
  title: 'Customer/Profile',
  component: StoryWrapper,
  args: { path: '/admin/user-profile', auth: { signedInAs: storyCustomer } },
} satisfies Meta<typeof StoryWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByTestId('profile-name', {}, { timeout: 5000 }),
    ).toHaveTextContent('Carla Gómez');
    await expect(canvas.getByText('CREDITS: 25')).toBeVisible();
    const credentials = canvas.getByRole('region', { name: 'API credentials' });
    await expect(within(credentials).getByTestId('api-key')).toHaveTextContent(
      storyCustomer.api_key,
    );
    await expect(within(credentials).getByTestId('service-url')).toHaveTextContent(
      STORY_SERVICE_URL,
    );
    await expect(within(credentials).getByTestId('api-username')).toHaveTextContent('Carla Gómez');
  },
};
