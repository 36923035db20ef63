import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../i18n/i18nProvider';
import { ConfirmDialog } from './ConfirmDialog';

interface Category {
  name: string;
}

/** A list's Delete with its confirmation; `refuse` makes the server say no. */
const DeleteWithConfirmation = ({ refuse = false }: { refuse?: boolean }) => {
  const [asked, setAsked] = useState<Category | null>(null);
  return (
    <>
      <button type="button" onClick={() => setAsked({ name: 'Apple' })}>
        Delete Apple
      </button>
      <output>{asked ? 'Asking' : 'Not asking'}</output>
      <ConfirmDialog
        value={asked}
        title={(shown) => `Delete ${shown.name}?`}
        confirmLabel="Delete"
        closeLabel="Close"
        onConfirm={async () => {
          if (refuse) throw new Error('The category still has services.');
          setAsked(null);
        }}
        onClose={() => setAsked(null)}
      >
        {(shown) => `The category ${shown.name} will be deleted.`}
      </ConfirmDialog>
    </>
  );
};

const renderDelete = (refuse = false) =>
  render(
    <AdminContext i18nProvider={createI18nProvider()}>
      <DeleteWithConfirmation refuse={refuse} />
    </AdminContext>,
  );

describe('a confirmation dialog', () => {
  it('keeps its title and question while it fades out after a confirm, then is gone', async () => {
    renderDelete();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Apple' }));
    const confirm = await screen.findByRole('button', { name: 'Delete' });
    await act(async () => fireEvent.click(confirm));
    // The confirm is done and the modal closed: it fades out.
    expect(screen.getByText('Not asking')).toBeTruthy();
    // Until the fade is over: named by its title, the question whole.
    expect(screen.getByRole('dialog', { name: 'Delete Apple?' })).toBeTruthy();
    expect(screen.getByText('The category Apple will be deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal, and opens again without it", async () => {
    renderDelete(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Apple' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The category still has services.');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText(/will be deleted/)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Delete Apple' }));
    expect(await screen.findByText('The category Apple will be deleted.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
