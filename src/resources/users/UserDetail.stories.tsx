import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyAdmin } from '../../stories/fixtures';
import { StoryWrapper } from '../../stories/StoryWrapper';
import { httpFailure, laravel422, networkError } from '../shared/storyData';
import { expectVisibleText, page } from '../shared/storyQueries';
import { usersStoryProvider } from './userStoryServer';

const meta = {
  title: 'Admin/User detail',
  component: StoryWrapper,
  args: {
    path: '/admin/admin-user/7',
    auth: { signedInAs: storyAdmin },
    dataProvider: usersStoryProvider(),
  },
} satisfies Meta<typeof StoryWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }, { timeout: 5000 }));

/** A PATCH /admin_users/{id} that fails with these field errors. */
const refusingUpdate = (errors: Record<string, string[]>, message?: string) =>
  usersStoryProvider({
    update: async () => {
      throw laravel422(errors, message);
    },
  });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'User: Carla Gómez', level: 1 },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    const apiKey = await card(canvasElement, 'Change Api Key');
    await expect(apiKey.getByLabelText('Api key')).toHaveValue('AK-2B9D-44E1-CARLA');
    await expect(apiKey.getByLabelText('Api key')).toHaveAttribute('readonly');
    const credits = await card(canvasElement, 'Add Credits');
    await expect(credits.getByText('Current credits: $25.00')).toBeVisible();
    await expect(credits.getByRole('button', { name: 'Add Credits' })).toBeDisabled();
    const credentials = await card(canvasElement, 'Change credentials');
    await expect(credentials.getByLabelText('Name')).toHaveValue('Carla Gómez');
    await expect(credentials.getByLabelText('Email')).toHaveValue('carla@example.com');
    await card(canvasElement, 'Change Password');
    const orders = await card(canvasElement, 'Order History');
    await expect(orders.getByRole('link', { name: 'Order History' })).toHaveAttribute(
      'href',
      '/admin/admin-user-orders/7',
    );
    const bills = await card(canvasElement, 'Bills History');
    await expect(bills.getByRole('link', { name: 'Bills History' })).toHaveAttribute(
      'href',
      `/admin/admin-bills?filter=${encodeURIComponent('{"user_id":7}')}`,
    );
    const prices = await card(canvasElement, 'Services Price');
    await expect(prices.getByRole('link', { name: 'Services Price' })).toHaveAttribute(
      'href',
      '/admin/admin-user-services/7',
    );
  },
};

export const WithoutOrdersOrBills: Story = {
  args: { path: '/admin/admin-user/40' },
  play: async ({ canvasElement }) => {
    const orders = await card(canvasElement, 'Order History');
    await expect(orders.getByText('This user do not have any order')).toBeVisible();
    await expect(orders.getByRole('link', { name: 'Order History' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const bills = await card(canvasElement, 'Bills History');
    await expect(bills.getByText('This user do not have any bill')).toBeVisible();
    await expect(bills.getByRole('link', { name: 'Bills History' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const AlsoAtTheUserBillsPath: Story = {
  args: { path: '/admin/admin-user-bills/7' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'User: Carla Gómez', level: 1 },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

export const RegenerateApiKey: Story = {
  args: { dataProvider: usersStoryProvider() },
  play: async ({ canvasElement }) => {
    const apiKey = await card(canvasElement, 'Change Api Key');
    await userEvent.click(apiKey.getByRole('button', { name: 'Generate a new key' }));
    await waitFor(() => expect(apiKey.getByLabelText('Api key')).toHaveValue('AK-NEW-0001'));
    await expectVisibleText(page(), 'A new API key was generated; the old one no longer works.');
  },
};

export const TakeCreditsOff: Story = {
  args: { dataProvider: usersStoryProvider() },
  play: async ({ canvasElement }) => {
    const credits = await card(canvasElement, 'Add Credits');
    await expectVisibleText(
      credits,
      'A negative amount takes credits off (a chargeback), never more than there are.',
    );
    await userEvent.type(credits.getByLabelText('Credits'), '-5');
    await userEvent.click(credits.getByRole('button', { name: 'Add Credits' }));
    await expectVisibleText(within(canvasElement), 'Current credits: $20.00');
    await expectVisibleText(page(), '$5.00 in credits were taken off.');
  },
};

export const AddCredits: Story = {
  args: { dataProvider: usersStoryProvider() },
  play: async ({ canvasElement }) => {
    const credits = await card(canvasElement, 'Add Credits');
    const button = credits.getByRole('button', { name: 'Add Credits' });
    await expect(button).toBeDisabled();
    await userEvent.type(credits.getByLabelText('Credits'), '50');
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    // The card's form starts afresh after a save: query it again.
    await expectVisibleText(within(canvasElement), 'Current credits: $75.00');
    const fresh = await card(canvasElement, 'Add Credits');
    await expect(fresh.getByLabelText('Credits')).toHaveValue('');
    await expect(fresh.getByRole('button', { name: 'Add Credits' })).toBeDisabled();
    await expectVisibleText(page(), '$50.00 in credits were added.');
  },
};

/**
 * The idempotency keys the top-ups were sent with, and a provider that fails the first ones as
 * told (no answer, then a refusal) before it takes them.
 */
const keyedTopUps = (failuresToTell: Array<() => Error>) => {
  const keys: unknown[] = [];
  let failures = [...failuresToTell];
  const provider = usersStoryProvider();
  const dataProvider = usersStoryProvider({
    update: async (resource, params) => {
      keys.push((params.meta as { idempotencyKey?: unknown } | undefined)?.idempotencyKey);
      const failure = failures.shift();
      if (failure) throw failure();
      return provider.update(resource, params);
    },
  });
  /** Starts over: no key seen, the failures to tell again. */
  const reset = () => {
    keys.length = 0;
    failures = [...failuresToTell];
  };
  return { keys, dataProvider, reset };
};

const KEY_SPENT = 'This request key was already used for another top-up (bill #9).';
const noAnswerThenRefusals = keyedTopUps([
  networkError,
  () => laravel422({ credits: ['The credits field must not be greater than 1000000.'] }),
  () => laravel422({ 'idempotency-key': [KEY_SPENT] }, KEY_SPENT),
]);

/**
 * A top-up with no answer is sent again with the same key (the server adds it once), and so is
 * one whose amount was refused; the key changes only when the server says it made another top-up.
 */
export const AddCreditsKeys: Story = {
  args: { dataProvider: noAnswerThenRefusals.dataProvider },
  play: async ({ canvasElement }) => {
    const { keys, reset } = noAnswerThenRefusals;
    reset();
    const credits = await card(canvasElement, 'Add Credits');
    await userEvent.type(credits.getByLabelText('Credits'), '50');
    const send = async () => {
      const sent = keys.length;
      await userEvent.click(credits.getByRole('button', { name: 'Add Credits' }));
      await waitFor(() => expect(keys.length).toBe(sent + 1));
    };
    await send();
    await expectVisibleText(within(canvasElement), 'Error Network...');
    await send();
    await expectVisibleText(credits, 'The credits field must not be greater than 1000000.');
    await send();
    await expectVisibleText(within(canvasElement), KEY_SPENT);
    // That top-up was made: the form starts afresh, and a new one is typed anew.
    const fresh = await card(canvasElement, 'Add Credits');
    await expect(fresh.getByLabelText('Credits')).toHaveValue('');
    await userEvent.type(fresh.getByLabelText('Credits'), '50');
    await userEvent.click(fresh.getByRole('button', { name: 'Add Credits' }));
    await waitFor(() => expect(keys.length).toBe(4));
    await expectVisibleText(page(), '$50.00 in credits were added.');
    const [lost, retried, afterAmountRefused, afterKeySpent] = keys;
    await expect(retried).toBe(lost);
    await expect(afterAmountRefused).toBe(lost);
    await expect(afterKeySpent).not.toBe(lost);
    await expect(String(afterKeySpent)).toMatch(/^[0-9a-f]{32}$/);
  },
};

/** No answer to the top-up, in a Spanish session: the card's notice is in Spanish too. */
export const AddCreditsNetworkErrorInSpanish: Story = {
  args: {
    dataProvider: usersStoryProvider({
      update: async () => {
        throw networkError();
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await card(canvasElement, 'Add Credits');
    await userEvent.click(canvas.getByRole('button', { name: /English/i }));
    await userEvent.click(await page().findByRole('menuitem', { name: 'Español' }));
    const credits = await card(canvasElement, 'Añadir créditos');
    // The page says which language it is in (screen readers read it as Spanish).
    await expect(document.documentElement.lang).toBe('es');
    await userEvent.type(credits.getByLabelText('Créditos'), '50');
    await userEvent.click(credits.getByRole('button', { name: 'Añadir créditos' }));
    await expectVisibleText(canvas, 'Error de red...');
    await expect(canvas.queryByText('Error Network...')).not.toBeInTheDocument();
  },
};

export const AddCreditsServerError: Story = {
  args: {
    dataProvider: refusingUpdate({
      credits: ['The credits field must not be greater than 1000000.'],
    }),
  },
  play: async ({ canvasElement }) => {
    const credits = await card(canvasElement, 'Add Credits');
    await userEvent.type(credits.getByLabelText('Credits'), '5000000');
    await userEvent.click(credits.getByRole('button', { name: 'Add Credits' }));
    await expectVisibleText(credits, 'The credits field must not be greater than 1000000.');
    const apiKey = await card(canvasElement, 'Change Api Key');
    await expect(await apiKey.findByRole('alert')).toHaveTextContent(
      'The credits field must not be greater than 1000000.',
    );
    await expectVisibleText(credits, 'Current credits: $25.00');
  },
};

export const ChangeCredentialsServerError: Story = {
  args: { dataProvider: refusingUpdate({ email: ['The email has already been taken.'] }) },
  play: async ({ canvasElement }) => {
    const credentials = await card(canvasElement, 'Change credentials');
    const email = credentials.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'admin@example.com');
    await userEvent.click(credentials.getByRole('button', { name: 'Save' }));
    await expectVisibleText(credentials, 'The email has already been taken.');
    const apiKey = await card(canvasElement, 'Change Api Key');
    await expect(await apiKey.findByRole('alert')).toHaveTextContent(
      'The email has already been taken.',
    );
  },
};

/**
 * A change with no answer (spec section 8: an update's error handler gets {message:
 * 'Error Network...'} with no response, and the user detail shows the message): the notice at
 * the top of the API key card says 'Error Network...', not the lists' 'Error Network, try
 * again...'.
 */
export const ChangeCredentialsWithoutAnswer: Story = {
  args: {
    dataProvider: usersStoryProvider({
      update: async () => {
        throw networkError();
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const credentials = await card(canvasElement, 'Change credentials');
    const name = credentials.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Carla G.');
    await userEvent.click(credentials.getByRole('button', { name: 'Save' }));
    const apiKey = await card(canvasElement, 'Change Api Key');
    await expect(await apiKey.findByRole('alert')).toHaveTextContent(/^Error Network\.\.\.$/);
  },
};

export const ChangeCredentials: Story = {
  args: { dataProvider: usersStoryProvider() },
  play: async ({ canvasElement }) => {
    const credentials = await card(canvasElement, 'Change credentials');
    const name = credentials.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Carla G.');
    await userEvent.click(credentials.getByRole('button', { name: 'Save' }));
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'User: Carla G.', level: 1 },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

export const CredentialsTypedSurviveATopUp: Story = {
  args: { dataProvider: usersStoryProvider() },
  play: async ({ canvasElement }) => {
    const credentials = await card(canvasElement, 'Change credentials');
    const email = credentials.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'carla.new@example.com');
    // Another card's save reads the account again before the email is saved.
    const credits = await card(canvasElement, 'Add Credits');
    await userEvent.type(credits.getByLabelText('Credits'), '50');
    await userEvent.click(credits.getByRole('button', { name: 'Add Credits' }));
    await expectVisibleText(within(canvasElement), 'Current credits: $75.00');
    await expect(
      (await card(canvasElement, 'Change credentials')).getByLabelText('Email'),
    ).toHaveValue('carla.new@example.com');
  },
};

export const ChangePasswordServerErrors: Story = {
  args: {
    dataProvider: refusingUpdate({
      password: ['The password field must be at least 8 characters.'],
      c_password: ['The password confirmation does not match.'],
    }),
  },
  play: async ({ canvasElement }) => {
    const password = await card(canvasElement, 'Change Password');
    await userEvent.type(password.getByLabelText('Password'), 'short');
    await userEvent.type(password.getByLabelText('Confirm Password'), 'other');
    await userEvent.click(password.getByRole('button', { name: 'Save' }));
    await expectVisibleText(password, 'The password field must be at least 8 characters.');
    await expectVisibleText(password, 'The password confirmation does not match.');
  },
};

export const ChangePassword: Story = {
  args: { dataProvider: usersStoryProvider() },
  play: async ({ canvasElement }) => {
    const password = await card(canvasElement, 'Change Password');
    await userEvent.type(password.getByLabelText('Password'), 'brand-new-pass');
    await userEvent.type(password.getByLabelText('Confirm Password'), 'brand-new-pass');
    await userEvent.click(password.getByRole('button', { name: 'Save' }));
    await expectVisibleText(
      page(),
      'The password was changed; the user was signed out everywhere.',
    );
    // The card's form starts afresh after a save: both fields are empty again.
    await waitFor(() => {
      const fields = canvasElement.querySelectorAll<HTMLInputElement>(
        'section[aria-label="Change Password"] input[type="password"]',
      );
      expect([...fields].map((field) => field.value)).toEqual(['', '']);
    });
  },
};

export const UnknownUser: Story = {
  args: {
    path: '/admin/admin-user/999',
    dataProvider: usersStoryProvider({
      getOne: async () => {
        throw httpFailure(404, 'User not found.');
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('This user does not exist.');
    // The page's own link back (the sidebar has one of the same name).
    const content = canvasElement.querySelector<HTMLElement>('#main-content');
    if (!content) throw new Error('No #main-content');
    const page = within(content);
    await expect(page.getByRole('link', { name: 'Users' })).toHaveAttribute(
      'href',
      '/admin/admin-users',
    );
  },
};
