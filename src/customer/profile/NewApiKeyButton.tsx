import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuthProvider, useLogoutIfAccessDenied, useNotify, useTranslate } from 'react-admin';
import type { PortalAuthProvider } from '../../authProvider/authProvider';
import { ConfirmDialog } from '../../resources/shared/ConfirmDialog';

/**
 * "New API key", in My Profile's API credentials: after a confirmation, POST /profile/api_key.
 * The old key stops working at once, so the page shows the new one straight from the answer.
 */
export const NewApiKeyButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const authProvider = useAuthProvider<PortalAuthProvider>();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [open, setOpen] = useState(false);
  const replace = async () => {
    if (!authProvider) return;
    const profile = await authProvider.newApiKey().catch(async (error: unknown) => {
      await logoutIfAccessDenied(error);
      throw error;
    });
    queryClient.setQueryData(['profile'], profile);
    setOpen(false);
    notify('profile.new_api_key.done', { type: 'success' });
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {translate('profile.new_api_key.button')}
      </Button>
      <ConfirmDialog
        value={open || null}
        title={translate('profile.new_api_key.title')}
        confirmLabel={translate('profile.new_api_key.confirm')}
        closeLabel={translate('profile.new_api_key.keep')}
        onConfirm={replace}
        onClose={() => setOpen(false)}
      >
        {() => translate('profile.new_api_key.question')}
      </ConfirmDialog>
    </>
  );
};
