import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { twoFactorApi } from '../../authProvider/twoFactorApi';
import { useAuditLogRefresh } from '../audit-log/useAuditLogRefresh';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { DetailCard } from './AccountCards';
import type { UserDetailRecord } from './types';

/**
 * Two-factor sign-in of a user who has it on: another admin can turn it off (a lost phone and
 * lost recovery codes); the server signs the user out everywhere and records it in the audit log.
 */
export const TwoFactorResetCard = ({
  record,
  onReset,
}: {
  record: UserDetailRecord;
  onReset: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refreshAuditLog = useAuditLogRefresh();
  const [asking, setAsking] = useState(false);
  const reset = async () => {
    await twoFactorApi.reset(record.id);
    setAsking(false);
    notify('two_factor.reset_done', { type: 'info', messageArgs: { name: record.name } });
    onReset();
    refreshAuditLog();
  };
  return (
    <DetailCard
      title={translate('two_factor.title')}
      actions={
        <Button color="error" onClick={() => setAsking(true)}>
          {translate('two_factor.reset')}
        </Button>
      }
    >
      <Typography>{translate('two_factor.on')}</Typography>
      <ConfirmDialog
        value={asking || null}
        title={translate('two_factor.reset')}
        confirmLabel={translate('two_factor.turn_off')}
        closeLabel={translate('common.cancel')}
        onConfirm={reset}
        onClose={() => setAsking(false)}
      >
        {() => translate('two_factor.reset_confirm', { name: record.name })}
      </ConfirmDialog>
    </DetailCard>
  );
};
