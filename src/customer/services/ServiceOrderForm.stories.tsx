import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpError } from 'react-admin';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NETWORK_ERROR_MESSAGE, toValidationErrorBody } from '../../dataProvider/httpClient';
import { orderStoryDataProvider } from '../../order-parts/orderStoryData';
import { storyCustomer } from '../../stories/fixtures';
import { StoryWrapper } from '../../stories/StoryWrapper';
import { storyCustomerServices } from './catalogueStoryData';

const meta = {
  title: 'Customer/Order form',
  component: StoryWrapper,
  args: {
    path: '/admin/services',
    auth: { signedInAs: storyCustomer },
    dataProvider: orderStoryDataProvider(),
  },
} satisfies Meta<typeof StoryWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

const chooseService = async (canvasElement: HTMLElement, option: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(
    await canvas.findByRole('combobox', { name: 'Choose a service' }, { timeout: 5000 }),
  );
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('combobox', { name: 'Choose a service' }, { timeout: 5000 }),
    );
    const options = await within(document.body).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      '$25.00 - iPhone Clean Unlock',
      '$8.50 - Samsung Network Unlock',
    ]);
    await expect(canvas.queryByRole('button', { name: 'Send' })).toBeNull();
    await userEvent.click(options[1] as HTMLElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Samsung Network Unlock' }),
    ).toBeVisible();
    await expect(canvas.getByText('Price: $8.50')).toBeVisible();
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'IMEI' }), '   ');
    await expect(send).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'IMEI' }), '356938035643809');
    await expect(send).toBeEnabled();
  },
};

/** In Spanish, MUI's own button names in the picker are Spanish too. */
export const PickerInSpanish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: /English/i }, { timeout: 5000 }),
    );
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Español' }));
    // The button that opens the list: 'Abrir' (esES's own 'Abierto' means 'opened').
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Abrir' })).toBeVisible(), {
      timeout: 5000,
    });
    await expect(canvas.queryByRole('button', { name: 'Open' })).toBeNull();
  },
};

export const PlacesOrders: Story = {
  args: { dataProvider: orderStoryDataProvider() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseService(canvasElement, '$25.00 - iPhone Clean Unlock');
    const box = canvas.getByRole('textbox', { name: 'IMEI' });
    await userEvent.type(box, '356938035643809{enter}490154203237518');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const message = canvas.getByRole('status');
    await waitFor(() => expect(message).toHaveTextContent('2 orders placed for $50.00'));
    await expect(message.firstElementChild?.className).toMatch(/Success/);
    await expect(box).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    // The keyboard is back in the box for the next IMEIs.
    await waitFor(() => expect(box).toHaveFocus());
  },
};

export const RefusesABadLine: Story = {
  args: { dataProvider: orderStoryDataProvider() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseService(canvasElement, '$25.00 - iPhone Clean Unlock');
    const box = canvas.getByRole('textbox', { name: 'IMEI' });
    await userEvent.type(box, '356938035643809{enter}12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('12345: an IMEI has exactly 15 digits, this one has 5.');
    await expect(alert.className).toMatch(/Error/);
    // The refused lines stay in the box, to be fixed rather than pasted again, and the keyboard
    // is back there (it was left on the page's body).
    await expect(box).toHaveValue('356938035643809\n12345');
    await waitFor(() => expect(box).toHaveFocus());
  },
};

/**
 * A refusal's message is about what was sent: it goes once the IMEIs are edited or emptied, or
 * another service is chosen, while the refused lines themselves stay in the box.
 */
export const RefusalGoesOnceTheImeisOrTheServiceChange: Story = {
  args: { dataProvider: orderStoryDataProvider() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseService(canvasElement, '$25.00 - iPhone Clean Unlock');
    const box = canvas.getByRole('textbox', { name: 'IMEI' });
    await userEvent.type(box, '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('12345: an IMEI has');
    await expect(box).toHaveValue('12345');
    // Edited: the message goes.
    await userEvent.type(box, '6');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    // Refused again, then emptied: the message goes.
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await canvas.findByRole('alert');
    await userEvent.clear(box);
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    // Refused again, then another service: the message goes.
    await userEvent.type(box, '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await canvas.findByRole('alert');
    await chooseService(canvasElement, '$8.50 - Samsung Network Unlock');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(canvas.getByRole('textbox', { name: 'IMEI' })).toHaveValue('12345');
  },
};

export const NetworkError: Story = {
  args: {
    dataProvider: orderStoryDataProvider({
      placeOrders: async () => {
        throw new HttpError(NETWORK_ERROR_MESSAGE, 0, {});
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseService(canvasElement, '$8.50 - Samsung Network Unlock');
    await userEvent.type(canvas.getByRole('textbox', { name: 'IMEI' }), '356938035643809');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Error Network, try again...'),
    );
  },
};

/** A shop whose services come slowly, and then none: the notice waits for the answer. */
const slowEmptyCatalogue = () => {
  const base = orderStoryDataProvider({ services: [] });
  return {
    ...base,
    getList: (async (resource, params) => {
      if (resource === 'services') await new Promise((resolve) => setTimeout(resolve, 600));
      return base.getList(resource, params);
    }) as typeof base.getList,
  };
};

export const NoServicesOnlyOnceTheListHasCome: Story = {
  args: { dataProvider: slowEmptyCatalogue() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('combobox', { name: 'Choose a service' }, { timeout: 5000 });
    // Still loading: nothing is said yet about the shop having no services.
    await expect(canvas.queryByText('No services are available right now.')).toBeNull();
    await expect(
      await canvas.findByText('No services are available right now.', {}, { timeout: 3000 }),
    ).toBeVisible();
  },
};

/** Switching the language rebuilds the screen: the service and the IMEIs typed stay. */
export const KeepsWhatWasTypedAcrossALanguageSwitch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseService(canvasElement, '$25.00 - iPhone Clean Unlock');
    await userEvent.type(canvas.getByRole('textbox', { name: 'IMEI' }), '356938035643809');
    await userEvent.click(canvas.getByRole('button', { name: /English/i }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Español' }));
    const box = await canvas.findByRole('textbox', { name: 'IMEI' }, { timeout: 5000 });
    await expect(box).toHaveValue('356938035643809');
    await expect(canvas.getByRole('heading', { name: 'iPhone Clean Unlock' })).toBeVisible();
  },
};

/**
 * The shop raises a price while the customer's form still shows the old one: the server refuses
 * rather than charge more than was shown, the form reads the list again and shows the new price,
 * and the next Send is at the price now shown.
 */
const priceRaisedBeforeSend = () => {
  const services = storyCustomerServices();
  const base = orderStoryDataProvider({ services });
  let raised = false;
  const listed = () =>
    services.map((entry) =>
      raised && entry.service.name === 'Samsung Network Unlock' ? { ...entry, price: 12 } : entry,
    );
  const sentPrices: (number | undefined)[] = [];
  const provider: typeof base = {
    ...base,
    getList: (async (resource, params) => {
      if (resource !== 'services') return base.getList(resource, params);
      const data = listed();
      return { data, total: data.length };
    }) as typeof base.getList,
    placeOrders: async (params) => {
      sentPrices.push(params.price);
      raised = true; // the admin's change lands as the customer presses Send
      const now = listed().find((entry) => entry.service.id === params.service_id);
      if (now && params.price !== undefined && now.price > params.price) {
        const message = `The price of this service is now $${now.price.toFixed(2)}, not the $${params.price.toFixed(2)} shown: nothing was placed. Check the price and send again.`;
        const errors = { price: [message] };
        // As the real client raises it: the fields for react-admin, the reply under `laravel`.
        throw new HttpError(message, 422, {
          ...toValidationErrorBody({ message, errors }, message),
          laravel: { message, errors, error: message },
        });
      }
      return {
        message: `1 order placed for $${now?.price.toFixed(2)}`,
        total: now?.price ?? 0,
        data: [],
      };
    },
  };
  return { provider, sentPrices };
};

const raisedPrice = priceRaisedBeforeSend();

export const RefusesAPriceRisenSinceItWasShown: Story = {
  args: { dataProvider: raisedPrice.provider },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseService(canvasElement, '$8.50 - Samsung Network Unlock');
    const box = canvas.getByRole('textbox', { name: 'IMEI' });
    await userEvent.type(box, '356938035643809');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The price of this service is now $12.00, not the $8.50 shown: nothing was placed.',
    );
    await expect(await canvas.findByText('Price: $12.00')).toBeVisible();
    await expect(box).toHaveValue('356938035643809');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('1 order placed for $12.00'),
    );
    await expect(raisedPrice.sentPrices).toEqual([8.5, 12]);
  },
};
