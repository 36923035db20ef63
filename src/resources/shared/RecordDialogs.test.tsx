import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, type DataProvider, TextInput } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toValidationErrorBody } from '../../dataProvider/httpClient';
import { createI18nProvider } from '../../i18n/i18nProvider';
import { CreateDialog } from './RecordDialogs';

afterEach(cleanup);

/** A 422 as the data provider throws it, about a field the dialog has no input for. */
const refusalOfAFieldWithoutInput = () => {
  const laravel = { message: 'The slug has already been taken.', errors: { slug: ['Taken.'] } };
  return Object.assign(new Error(laravel.message), {
    status: 422,
    body: toValidationErrorBody(laravel, laravel.message),
  });
};

/** A 422 about the dialog's own input: the name left empty. */
const refusalOfTheName = () => {
  const laravel = {
    message: 'The name field is required.',
    errors: { name: ['The name field is required.'] },
  };
  return Object.assign(new Error(laravel.message), {
    status: 422,
    body: toValidationErrorBody(laravel, laravel.message),
  });
};

const renderCreateDialog = (create: DataProvider['create']) =>
  render(
    <AdminContext
      i18nProvider={createI18nProvider()}
      dataProvider={{ create } as unknown as DataProvider}
    >
      <CreateDialog
        open
        resource="admin-categories"
        title="New category"
        successMessage="Saved"
        transform={(values) => values}
        onClose={() => {}}
      >
        <TextInput source="name" />
      </CreateDialog>
    </AdminContext>,
  );

describe('a record dialog', () => {
  it('shows a refusal of a field it has no input for above the inputs, and saves again after it', async () => {
    const create = vi
      .fn()
      .mockRejectedValueOnce(refusalOfAFieldWithoutInput())
      .mockResolvedValueOnce({ data: { id: 1, name: 'Apple' } });
    renderCreateDialog(create);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Apple' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The slug has already been taken.');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
  });

  it('shows a refusal of its own input beneath it only, and nothing once the input is corrected (a stale banner came up)', async () => {
    const create = vi.fn().mockRejectedValueOnce(refusalOfTheName());
    renderCreateDialog(create);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The name field is required.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Apple' } });
    await waitFor(() => expect(screen.queryByText('The name field is required.')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
