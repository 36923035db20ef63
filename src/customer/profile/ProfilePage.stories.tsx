import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STORY_SERVICE_URL, storyCustomer } from '../../stories/fixtures';
import { onAPhone } from '../../stories/onAPhone';
import { StoryWrapper } from '../../stories/StoryWrapper';
import type { ProfileChanges } from '../../types';

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
    await expect(canvas.getByText('CREDITS: $25.00')).toBeVisible();
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

/**
 * On a phone (390 px) the credits chip goes under the email rather than beside it: the email
 * read "customer@exampl / e.com", broken in two to leave the chip its room.
 */
export const OnAPhoneTheEmailStaysWhole: Story = {
  ...onAPhone,
  args: {
    auth: { signedInAs: { ...storyCustomer, email: 'customer@example.com', credits: 1000100 } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chip = await canvas.findByTestId('profile-credits', {}, { timeout: 5000 });
    await expect(chip).toHaveTextContent('CREDITS: $1,000,100.00');
    const email = canvas.getByText('customer@example.com');
    const line = Number.parseFloat(getComputedStyle(email).lineHeight);
    // One line, not cut: the whole address is shown…
    await expect(email.getBoundingClientRect().height).toBeLessThan(line * 1.5);
    await expect(email.scrollWidth).toBeLessThanOrEqual(email.clientWidth);
    // …and the chip is under it, inside the card.
    await expect(chip.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      email.getBoundingClientRect().bottom,
    );
    const card = chip.closest('.MuiCard-root') as HTMLElement;
    await expect(chip.getBoundingClientRect().right).toBeLessThanOrEqual(
      card.getBoundingClientRect().right,
    );
  },
};

const profileChanges: ProfileChanges[] = [];
const withMail = {
  path: '/admin/user-profile',
  auth: {
    signedInAs: { ...storyCustomer, notify_orders: true, locale: 'en' as const },
    mail: true,
    profileChanges,
  },
};

export const OrderMailsSwitch: Story = {
  args: withMail,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('region', { name: 'Mail' }, { timeout: 5000 });
    const toggle = within(card).getByLabelText('Mail me when my orders are answered');
    await expect(toggle).toBeChecked();
    await expect(
      within(card).getByText('Mails are written in the language you use here: English.'),
    ).toBeVisible();
    await userEvent.click(toggle);
    // The notification slides in: visible once its transition ends.
    await waitFor(() =>
      expect(canvas.getByText('You will get no mail about your orders.')).toBeVisible(),
    );
    await expect(toggle).not.toBeChecked();
    await expect(profileChanges).toContainEqual({ notify_orders: false });
  },
};

export const MailsFollowTheLanguage: Story = {
  args: withMail,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Mail' }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: /English/i }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Español' }));
    const card = await canvas.findByRole('region', { name: 'Correo' }, { timeout: 5000 });
    await expect(
      within(card).getByText('Los correos se escriben en el idioma que usa aquí: Español.'),
    ).toBeVisible();
    await waitFor(() => expect(profileChanges).toContainEqual({ locale: 'es' }));
  },
};

export const NewApiKey: Story = {
  args: {
    path: '/admin/user-profile',
    auth: { signedInAs: storyCustomer, newApiKeys: ['AK-REPLACED-0042'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const credentials = await canvas.findByRole(
      'region',
      { name: 'API credentials' },
      { timeout: 5000 },
    );
    const body = within(canvasElement.ownerDocument.body);
    // Kept: nothing changes.
    await userEvent.click(within(credentials).getByRole('button', { name: 'New API key' }));
    await userEvent.click(await body.findByRole('button', { name: 'Keep the current key' }));
    // The dialog fades out before the page is in reach again.
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(credentials).getByTestId('api-key')).toHaveTextContent(
      storyCustomer.api_key,
    );
    // Replaced: the new key shows at once.
    await userEvent.click(within(credentials).getByRole('button', { name: 'New API key' }));
    const dialog = await body.findByRole('dialog', { name: 'Replace your API key?' });
    // The dialog fades in: visible once its transition ends.
    await waitFor(() =>
      expect(
        within(dialog).getByText(/every reseller tool that uses it must be given the new one/),
      ).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace the key' }));
    await waitFor(() =>
      expect(within(credentials).getByTestId('api-key')).toHaveTextContent('AK-REPLACED-0042'),
    );
    await waitFor(() =>
      expect(
        canvas.getByText('A new API key was generated; the old one no longer works.'),
      ).toBeVisible(),
    );
  },
};

export const SessionEndedSignsOut: Story = {
  args: { auth: { signedInAs: storyCustomer, sessionEnded: true } },
  play: async ({ canvasElement }) => {
    // GET /profile answers 401: the session is over, so the sign-in opens instead of a blank page.
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Get Started' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(within(canvasElement).queryByTestId('profile-name')).toBeNull();
  },
};
