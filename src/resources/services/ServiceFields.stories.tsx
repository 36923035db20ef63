import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CreateParams, DataProvider } from 'react-admin';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyAdmin } from '../../stories/fixtures';
import { StoryWrapper } from '../../stories/StoryWrapper';
import { backOfficeTables } from '../shared/backOfficeFixtures';
import { laravel422, storyDataProvider } from '../shared/storyData';
import { expectVisibleText, findDialog, findRow, page } from '../shared/storyQueries';

const meta = {
  title: 'Admin/Services/Custom fields',
  component: StoryWrapper,
  args: {
    path: '/admin/admin-services',
    auth: { signedInAs: storyAdmin },
    dataProvider: storyDataProvider({}, backOfficeTables()),
  },
} satisfies Meta<typeof StoryWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

const chooseOption = async (label: string, option: string) => {
  await userEvent.click(page().getByRole('combobox', { name: label }));
  await userEvent.click(await page().findByRole('option', { name: option }));
};

const createdServices: unknown[] = [];

/** The service modal with description, delivery time and two custom fields, reordered. */
export const CreateServiceWithFields: Story = {
  args: {
    dataProvider: (() => {
      const provider = storyDataProvider({}, backOfficeTables());
      return {
        ...provider,
        create: async (resource: string, params: CreateParams) => {
          createdServices.push(params.data);
          return provider.create(resource, params);
        },
      } as DataProvider;
    })(),
  },
  play: async ({ canvasElement }) => {
    createdServices.length = 0;
    await userEvent.click(
      await within(canvasElement).findByRole(
        'button',
        { name: 'Create new Service' },
        { timeout: 5000 },
      ),
    );
    const dialog = await findDialog('Create new Service');
    await userEvent.type(dialog.getByLabelText('Name'), 'Samsung FRP Removal');
    await userEvent.type(dialog.getByLabelText('Price'), '12');
    await chooseOption('Category', 'Samsung');
    await userEvent.type(dialog.getByLabelText('Description'), 'Removes the lock.{enter}On Wi-Fi.');
    await userEvent.type(dialog.getByLabelText('Delivery time'), '5-30 minutes');
    await expectVisibleText(dialog, 'No custom fields: customers give only IMEIs.');

    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await userEvent.type(dialog.getByLabelText('Key'), 'network');
    await userEvent.type(dialog.getByLabelText('Label'), 'Network');
    await chooseOption('Type', 'Choice');
    await userEvent.click(dialog.getByRole('switch', { name: 'Required' }));
    const choices = dialog.getByRole('combobox', { name: 'Choices' });
    await userEvent.type(choices, 'AT&T{enter}T-Mobile, Verizon,');
    for (const chip of ['AT&T', 'T-Mobile', 'Verizon']) {
      await expect(dialog.getByRole('button', { name: chip })).toBeVisible();
    }

    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await userEvent.type(dialog.getAllByLabelText('Key')[1] as HTMLElement, 'serial');
    await userEvent.type(dialog.getAllByLabelText('Label')[1] as HTMLElement, 'Serial number');
    await userEvent.type(dialog.getByLabelText('Pattern'), '^R\\w{{10}$');
    await userEvent.click(dialog.getAllByRole('button', { name: 'Move up' })[1] as HTMLElement);
    await expect(dialog.getAllByLabelText('Key')[0]).toHaveValue('serial');

    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(createdServices).toEqual([
      expect.objectContaining({
        name: 'Samsung FRP Removal',
        description: 'Removes the lock.\nOn Wi-Fi.',
        delivery_time: '5-30 minutes',
        fields: [
          {
            name: 'serial',
            label: 'Serial number',
            type: 'text',
            required: false,
            pattern: '^R\\w{10}$',
          },
          {
            name: 'network',
            label: 'Network',
            type: 'select',
            required: true,
            options: ['AT&T', 'T-Mobile', 'Verizon'],
          },
        ],
      }),
    ]);
    await expect(
      await (await findRow(canvasElement, 'Samsung FRP Removal')).findByText('2 fields'),
    ).toBeVisible();
  },
};

/** A service's fields as saved, ready to change. */
export const UpdateServiceWithFields: Story = {
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'Samsung Network Unlock Code');
    await expectVisibleText(row, '2 fields');
    await userEvent.click(row.getByRole('button', { name: 'Update' }));
    const dialog = await findDialog('Update Samsung Network Unlock Code');
    const keys = dialog.getAllByLabelText('Key');
    await expect(keys.map((input) => (input as HTMLInputElement).value)).toEqual([
      'network',
      'serial',
    ]);
    await expect(dialog.getByRole('button', { name: 'AT&T' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'T-Mobile' })).toBeVisible();
    await expect(
      dialog
        .getAllByRole('switch', { name: 'Required' })
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([true, false]);
  },
};

/** The server's messages on a field row land beneath the inputs concerned. */
export const ServiceFieldServerErrors: Story = {
  args: {
    dataProvider: storyDataProvider(
      {
        update: async () => {
          throw laravel422({
            'fields.0.options': ['A choice field needs at least one choice.'],
            'fields.1.name': ['The key must start with a lower-case letter.'],
          });
        },
      },
      backOfficeTables(),
    ),
  },
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'Samsung Network Unlock Code');
    await userEvent.click(row.getByRole('button', { name: 'Update' }));
    const dialog = await findDialog('Update Samsung Network Unlock Code');
    await userEvent.click(dialog.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    await expectVisibleText(dialog, 'A choice field needs at least one choice.');
    await expect(dialog.getAllByLabelText('Key')[1]).toHaveAccessibleDescription(
      'The key must start with a lower-case letter.',
    );
    // Each message is beneath its input: no general message above the form.
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
};
