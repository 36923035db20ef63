import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyCustomerServices } from '../../customer/services/catalogueStoryData';
import { largeCatalogue } from '../../customer/services/largeCatalogue';
import type { PortalDataProvider } from '../../dataProvider/placeOrders';
import { orderStoryDataProvider } from '../../order-parts/orderStoryData';
import { storyAdmin } from '../../stories/fixtures';
import { onAPhone, onATablet } from '../../stories/onAPhone';
import { StoryWrapper } from '../../stories/StoryWrapper';
import { findCard, findCards } from '../shared/storyQueries';

const meta = {
  title: 'Admin/Order history',
  component: StoryWrapper,
  args: {
    path: '/admin/admin-order-history',
    auth: { signedInAs: storyAdmin },
    dataProvider: orderStoryDataProvider(),
  },
} satisfies Meta<typeof StoryWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = async (canvasElement: HTMLElement, imei: string) => {
  const cell = await within(canvasElement).findByText(imei, {}, { timeout: 5000 });
  return within(cell.closest('tr') as HTMLElement);
};

/** A modal once it has finished appearing. */
const openedDialog = async (name: string) => {
  const dialog = await within(document.body).findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 3000 });
  return within(dialog);
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Order History', level: 1 }, { timeout: 5000 }),
    ).toBeVisible();
    const headers = (await canvas.findAllByRole('columnheader')).map((cell) => cell.textContent);
    await expect(headers).toEqual([
      'Service',
      'User name',
      'IMEI',
      'Code',
      'Price',
      'Status',
      'Date',
      'Time',
      'Forwarding',
      'Actions',
    ]);
    // Answered orders only, newest first.
    await expect(canvas.getAllByRole('row')).toHaveLength(1 + 3);
    const unanswered = await rowOf(canvasElement, '356938035643806');
    await expect(unanswered.getByText('No Contestado')).toBeVisible();
    await expect(unanswered.getByText('Luis Pérez')).toBeVisible();
    await expect(unanswered.getByText('$8.50')).toBeVisible();
    const completed = await rowOf(canvasElement, '356938035643804');
    await expect(completed.getByText('UNLOCK-7734-9921')).toBeVisible();
    await expect(completed.getByText('42 min')).toBeVisible();
    await expect(completed.getByText('By hand')).toBeVisible();
    await expect(completed.getByRole('button', { name: 'Reject' })).toBeEnabled();
    const rejected = await rowOf(canvasElement, '356938035643805');
    await expect(rejected.getByText('Blacklisted')).toBeVisible();
    await expect(rejected.getByRole('button', { name: 'Reject' })).toBeDisabled();
  },
};

/** The story server, remembering what each answer sent. */
const answersSent: unknown[] = [];
const rememberingAnswers = (): PortalDataProvider => {
  const provider = orderStoryDataProvider();
  return {
    ...provider,
    update: (resource, params) => {
      answersSent.push(params.data);
      return provider.update(resource, params);
    },
  };
};

export const RejectFromHistory: Story = {
  args: { dataProvider: rememberingAnswers() },
  play: async ({ canvasElement }) => {
    answersSent.length = 0;
    const row = await rowOf(canvasElement, '356938035643804');
    await userEvent.click(row.getByRole('button', { name: 'Reject' }));
    const dialog = await openedDialog('Reject Order');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Wrong carrier');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(
      () =>
        expect(
          within(document.body).getByText('Order #4 rejected, the credits are back.'),
        ).toBeVisible(),
      { timeout: 3000 },
    );
    await waitFor(
      async () => {
        const after = await rowOf(canvasElement, '356938035643804');
        await expect(after.getByText('Rejected')).toBeVisible();
        await expect(after.getByText('Wrong carrier')).toBeVisible();
      },
      { timeout: 3000 },
    );
    await expect(answersSent).toEqual([{ status: 3, code: 'Wrong carrier', rejected: true }]);
  },
};

export const Filters: Story = {
  args: { dataProvider: orderStoryDataProvider() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Search IMEI' }, { timeout: 5000 }),
      '3805',
    );
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2), { timeout: 3000 });
    await expect(canvas.getByText('356938035643805')).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Search IMEI' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Pending' }));
    await waitFor(
      () => {
        expect(canvas.getAllByRole('row')).toHaveLength(1 + 3);
        expect(canvas.getByText('490154203237518')).toBeVisible();
      },
      { timeout: 3000 },
    );
  },
};

export const ExportsTheFilteredOrders: Story = {
  args: { dataProvider: orderStoryDataProvider() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('356938035643804', {}, { timeout: 5000 });
    // One order is left on screen by the IMEI search: the file holds that one.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search IMEI' }), '3805');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2), { timeout: 3000 });
    const original = URL.createObjectURL;
    let exported: Blob | undefined;
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      exported = blob as Blob;
      return 'blob:story-export';
    };
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
      // The list's pages are read first: the file comes once they are.
      await waitFor(() => expect(exported).toBeDefined(), { timeout: 5000 });
    } finally {
      URL.createObjectURL = original;
    }
    const lines = (await exported?.text())?.split('\r\n') ?? [];
    await expect(lines[0]).toBe(
      'ID,Status,Service,User name,IMEI,Code,Price,Created date,Updated date',
    );
    await expect(lines).toHaveLength(1 + 1);
    await expect(lines[1]).toContain('356938035643805');
  },
};

/**
 * On a phone each order of the history is a card with the table's fields under their labels, and
 * Reject and Details on it: a rejection from the card refunds as from the row.
 */
export const OnAPhone: Story = {
  ...onAPhone,
  args: { dataProvider: orderStoryDataProvider() },
  play: async ({ canvasElement }) => {
    await findCards(canvasElement, 'Order History', 3);
    const unanswered = await findCard(canvasElement, '356938035643806');
    await expect(unanswered.getByText('No Contestado')).toBeVisible();
    await expect(unanswered.getByText('User name')).toBeVisible();
    await expect(unanswered.getByText('Luis Pérez')).toBeVisible();
    const completed = await findCard(canvasElement, '356938035643804');
    await expect(completed.getByText('UNLOCK-7734-9921')).toBeVisible();
    await expect(completed.getByText('By hand')).toBeVisible();
    await expect(completed.getByRole('button', { name: 'Details' })).toBeVisible();
    const rejected = await findCard(canvasElement, '356938035643805');
    await expect(rejected.getByRole('button', { name: 'Reject' })).toBeDisabled();
    await userEvent.click(completed.getByRole('button', { name: 'Reject' }));
    const dialog = await openedDialog('Reject Order');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Wrong carrier');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(
      async () => {
        const after = await findCard(canvasElement, '356938035643804');
        await expect(after.getByText('Rejected')).toBeVisible();
        await expect(after.getByText('Wrong carrier')).toBeVisible();
      },
      { timeout: 3000 },
    );
  },
};

/** The catalogue as GET /admin_services?with_retired=true answers it: a retired service too. */
const withARetiredService = (): PortalDataProvider => {
  const provider = orderStoryDataProvider();
  return {
    ...provider,
    getList: async (resource, params) => {
      const list = await provider.getList(resource, params);
      if (resource !== 'admin-services' || params.filter?.with_retired !== true) return list;
      const retired = { id: 990, name: 'Old Carrier Unlock', active: false };
      return { ...list, data: [...list.data, retired], total: (list.total ?? 0) + 1 };
    },
  };
};

export const FiltersByARetiredService: Story = {
  args: { dataProvider: withARetiredService() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('combobox', { name: 'Service' }, { timeout: 5000 }),
    );
    const retired = await within(document.body).findByRole('option', {
      name: 'Old Carrier Unlock (Retired)',
    });
    // Once the menu has finished appearing.
    await waitFor(() => expect(retired).toBeVisible(), { timeout: 3000 });
  },
};

/**
 * A shop of 2,000 services: the service filter opens with only the rows in view in the page (a
 * select put all of them there, 2 s to open, and had no way to type a name) and finds one by
 * part of its name.
 */
export const ServiceFilterOverTheCatalogue: Story = {
  args: {
    dataProvider: orderStoryDataProvider({
      services: [...storyCustomerServices(), ...largeCatalogue(2000)],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowOf(canvasElement, '356938035643804');
    const filter = await canvas.findByRole('combobox', { name: 'Service' });
    await expect(filter).toHaveAttribute('placeholder', 'All services');
    await userEvent.click(filter);
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(5));
    await expect(within(listbox).getAllByRole('option').length).toBeLessThan(40);
    await userEvent.type(filter, 'samsung network');
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Samsung Network Unlock' }),
    );
    await expect(filter).toHaveValue('Samsung Network Unlock');
    // Orders 2 (pending) and 6 (completed) are of that service.
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(3), { timeout: 3000 });
    await userEvent.clear(filter);
    await waitFor(() => expect(canvas.getAllByRole('row').length).toBeGreaterThan(3), {
      timeout: 3000,
    });
  },
};

/**
 * On a tablet beside the sidebar the ten columns do not fit (the row's buttons were past the
 * right edge at 1024 px): each order is a card there too, its buttons in view.
 */
export const OnATablet: Story = {
  ...onATablet,
  play: async ({ canvasElement }) => {
    const card = await findCard(canvasElement, '356938035643804');
    const details = card.getByRole('button', { name: 'Details' });
    await expect(details).toBeVisible();
    await expect(details.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};
