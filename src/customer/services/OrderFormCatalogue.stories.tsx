import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { orderStoryDataProvider } from '../../order-parts/orderStoryData';
import { page } from '../../resources/shared/storyQueries';
import { storyCustomer } from '../../stories/fixtures';
import { onAPhone } from '../../stories/onAPhone';
import { StoryWrapper } from '../../stories/StoryWrapper';
import { storyServicesWithFields } from './catalogueStoryData';
import { largeCatalogue } from './largeCatalogue';

const meta = {
  title: 'Customer/Order form/Catalogue',
  component: StoryWrapper,
  args: {
    path: '/admin/services',
    auth: { signedInAs: storyCustomer },
    dataProvider: orderStoryDataProvider({ services: largeCatalogue(2000) }),
  },
} satisfies Meta<typeof StoryWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

const picker = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('combobox', { name: 'Choose a service' }, { timeout: 5000 });

const optionTexts = () =>
  page()
    .queryAllByRole('option')
    .map((option) => option.textContent);

/** 2,000 services: grouped by category, only the rows in view rendered; "sam" finds Samsung's. */
export const PickerWithGroupsAndSearch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await picker(canvasElement));
    const listbox = await page().findByRole('listbox');
    await expect(within(listbox).getAllByText('Alcatel')[0]).toBeVisible();
    const opened = optionTexts();
    // 2,000 options, of which only the first screenful (and the last, for End) are in the page.
    await expect(opened.length).toBeGreaterThan(5);
    await expect(opened.length).toBeLessThan(30);
    await expect(opened[0]).toMatch(/^\$\d+\.\d{2} - Alcatel /);

    await userEvent.type(await picker(canvasElement), 'sam');
    await waitFor(() => expect(optionTexts()[0]).toMatch(/ - Samsung /));
    await expect(optionTexts().every((text) => text?.includes(' - Samsung '))).toBe(true);
    await expect(within(page().getByRole('listbox')).getAllByText('Samsung')[0]).toBeVisible();

    await userEvent.type(await picker(canvasElement), ' frp model 13');
    await waitFor(() => expect(optionTexts()).toHaveLength(1));
    await userEvent.click(page().getByRole('option'));
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Samsung FRP Removal · model 13' }),
    ).toBeVisible();
  },
};

/** The catalogue as the trade names it: the variant that tells two services apart comes last. */
const tradeNamedCatalogue = () =>
  largeCatalogue(2000).map((entry, index) =>
    index % 14 === 0 && index < 28
      ? {
          ...entry,
          service: {
            ...entry.service,
            name: `Alcatel Europe – Blacklisted Unlock (${index === 0 ? 'All' : 'Budget'} models) #39`,
          },
        }
      : entry,
  );

/**
 * On a phone each service is read to its end: on one line the picker cut them all
 * ('$59.20 - Alcatel Europe – Blacklisted Un…'), and '(All models)' could not be told from
 * '(Budget models)'. Its options are two lines high there.
 */
export const PickerOnAPhoneShowsWholeNames: Story = {
  ...onAPhone,
  args: { dataProvider: orderStoryDataProvider({ services: tradeNamedCatalogue() }) },
  play: async ({ canvasElement }) => {
    await userEvent.type(await picker(canvasElement), 'blacklisted');
    const listbox = await page().findByRole('listbox');
    const option = await within(listbox).findByRole('option', { name: /Budget models/ });
    await expect(option.scrollWidth).toBeLessThanOrEqual(option.clientWidth);
    await expect(option.scrollHeight).toBeLessThanOrEqual(option.clientHeight);
    await expect(option.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The keys reach every row, also those not rendered when the list opened. */
export const PickerKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const input = await picker(canvasElement);
    await userEvent.click(input);
    await page().findByRole('listbox');
    await userEvent.keyboard('{End}');
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    await waitFor(() => expect(active()?.textContent).toMatch(/ - ZTE /));
    await userEvent.keyboard('{Home}');
    await userEvent.keyboard('{ArrowDown}'.repeat(25));
    await waitFor(() => expect(active()).toBeVisible());
    const chosen = active()?.textContent ?? '';
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue(chosen);
  },
};

const withFields = () => orderStoryDataProvider({ services: storyServicesWithFields() });

const chooseFieldService = async (canvasElement: HTMLElement) => {
  await userEvent.click(await picker(canvasElement));
  await userEvent.click(
    await page().findByRole('option', { name: '$12.00 - Samsung FRP Removal (with serial)' }),
  );
};

/** The chosen service's description, delivery time and custom fields (required ones marked). */
export const FormWithFields: Story = {
  args: { dataProvider: withFields() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseFieldService(canvasElement);
    await expect(canvas.getByText('Delivery time: 5-30 minutes')).toBeVisible();
    await expect(canvas.getByText(/Removes the Google account lock\./)).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Details for this service' })).toBeVisible();
    const network = canvas.getByRole('combobox', { name: 'Network' });
    const networkControl = network.closest('.MuiFormControl-root');
    await expect(networkControl?.querySelector('.MuiFormLabel-asterisk')).not.toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Serial number' })).toBeRequired();
    await expect(canvas.getByText('Format: ^R\\w{10}$')).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Account PIN' })).not.toBeRequired();
    await userEvent.click(network);
    await userEvent.click(await page().findByRole('option', { name: 'T-Mobile' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Serial number' }), 'R58N12ABCDE');
    await userEvent.type(canvas.getByRole('textbox', { name: 'IMEI' }), '356938035643809');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('1 orders placed for $12.00'),
    );
  },
};

/** The server refused two fields: each message under its input, a note above Send. */
export const FormWithFieldErrors: Story = {
  args: { dataProvider: withFields() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseFieldService(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Serial number' }), 'X1');
    await userEvent.type(canvas.getByRole('textbox', { name: 'IMEI' }), '356938035643809');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Check the details marked in red.',
    );
    await expect(canvas.getByText('The Network field is required.')).toBeVisible();
    const serial = canvas.getByRole('textbox', { name: 'Serial number' });
    await expect(serial).toHaveAccessibleDescription('The Serial number field format is invalid.');
    await expect(serial).toHaveAttribute('aria-invalid', 'true');
    // The lines stay; the message of a field goes once it is changed.
    await expect(canvas.getByRole('textbox', { name: 'IMEI' })).toHaveValue('356938035643809');
    await userEvent.type(serial, '2');
    await expect(serial).toHaveAccessibleDescription('Format: ^R\\w{10}$');
  },
};

/** Bad lines marked and named before sending; count, total and balance after the order. */
export const ImeiBoxBadLinesAndTotals: Story = {
  args: { dataProvider: orderStoryDataProvider() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await picker(canvasElement));
    await userEvent.click(
      await page().findByRole('option', { name: '$25.00 - iPhone Clean Unlock' }),
    );
    const box = canvas.getByRole('textbox', { name: 'IMEI' });
    await userEvent.type(box, '356938035643809{enter}12345{enter}356938035643808');
    // Counted and charged: only the line that would be placed; the other two are to fix.
    await expect(canvas.getByText('1 IMEI')).toBeVisible();
    await expect(canvas.getByText('Total: $25.00')).toBeVisible();
    await expect(canvas.getByText('Balance after: $0.00')).toBeVisible();
    await expect(canvas.getByText('2 lines to fix')).toBeVisible();
    await expect(canvas.queryByText('Your credits do not cover this order.')).toBeNull();
    const refused = within(canvas.getByRole('note', { name: 'Entries the server will refuse' }));
    await expect(
      refused.getByText('Nothing is placed while these 2 entries are wrong: fix or remove them.'),
    ).toBeVisible();
    await expect(
      refused.getByText('Line 2: 12345: an IMEI has exactly 15 digits, this one has 5'),
    ).toBeVisible();
    await expect(
      refused.getByText('Line 3: 356938035643808: the check digit (the last one) is wrong'),
    ).toBeVisible();
    const marks = canvas.getByTestId('imei-marks');
    await expect([...marks.children].map((line) => line.hasAttribute('data-bad'))).toEqual([
      false,
      true,
      true,
    ]);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    // A screen reader hears why, with the field: the bad lines describe it.
    await expect(box).toHaveAccessibleDescription(/Line 2: 12345: an IMEI has exactly 15 digits/);
    // Sending is still the server's call: the button stays enabled.
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
    await userEvent.clear(box);
    await userEvent.type(box, '356938035643809');
    await expect(canvas.getByText('Balance after: $0.00')).toBeVisible();
    await expect(canvas.queryByRole('note')).toBeNull();
    await expect(canvas.queryByText(/to fix/)).toBeNull();
  },
};

/**
 * Five lines, three of them invalid and one a repeat of the valid one: one IMEI would be placed,
 * and that is what is counted, totalled and taken off the balance; three lines need fixing.
 */
export const ImeiBoxCountsOnlyWhatWouldBePlaced: Story = {
  args: { dataProvider: orderStoryDataProvider() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await picker(canvasElement));
    await userEvent.click(
      await page().findByRole('option', { name: '$8.50 - Samsung Network Unlock' }),
    );
    const box = canvas.getByRole('textbox', { name: 'IMEI' });
    await userEvent.type(box, '12345');
    await expect(canvas.getByText('0 IMEIs')).toBeVisible();
    await expect(canvas.getByText('Total: $0.00')).toBeVisible();
    await expect(canvas.getByText('1 line to fix')).toBeVisible();
    await userEvent.type(
      box,
      '{enter}356938035643809{enter}356938035643808{enter}35693803564380X{enter}356938035643809',
    );
    await expect(canvas.getByText('1 IMEI')).toBeVisible();
    await expect(canvas.getByText('Total: $8.50')).toBeVisible();
    await expect(canvas.getByText('Balance after: $16.50')).toBeVisible();
    await expect(canvas.getByText('3 lines to fix')).toBeVisible();
  },
};
