import type { ReactNode } from 'react';
import { EditBase, type TransformData, useNotify } from 'react-admin';
import { useErrorText } from '../../i18n/useErrorText';
import { useAuditLogRefresh } from '../audit-log/useAuditLogRefresh';
import type { UserDetailRecord } from './types';

/** The general message of the user detail, shown at the top of the API key card. */
export interface DetailNotice {
  severity: 'error' | 'success';
  text: string;
}

export interface AccountChangeProps {
  record: UserDetailRecord;
  /** The one change of PATCH /admin_users/{id} this form sends, from its values. */
  transform: TransformData;
  /** The translation key of the notification after the change (or its choice by what was sent). */
  successMessage: string | ((sent: Record<string, unknown>) => string);
  /** The notification's arguments, from what was sent. */
  messageArgs?: (sent: Record<string, unknown>) => Record<string, unknown>;
  /** Where the general message of a failure goes (and null after a success). */
  onNotice: (notice: DetailNotice | null) => void;
  onSaved?: () => void;
  /** After a failure, e.g. to read the record again (the change may have been made after all). */
  onFailed?: (error: unknown) => void;
  /** Passed to the data provider's update as `meta` (e.g. the top-up's idempotency key). */
  mutationMeta?: Record<string, unknown>;
  children: ReactNode;
}

/**
 * A form of the user detail: react-admin's `<EditBase>` over the user the screen shows
 * (pessimistic, so that a 422 puts each field's first message beneath its input), sending
 * one of the four changes; the server's general message goes to the notice.
 */
export const AccountChange = ({
  record,
  transform,
  successMessage,
  messageArgs,
  onNotice,
  onSaved,
  onFailed,
  mutationMeta,
  children,
}: AccountChangeProps) => {
  const notify = useNotify();
  // Spec section 8: an update without an answer is {message: 'Error Network...'}.
  const errorText = useErrorText('app.errors.network_short');
  const refreshAuditLog = useAuditLogRefresh();
  return (
    <EditBase<UserDetailRecord>
      resource="admin-user"
      id={record.id}
      mutationMode="pessimistic"
      redirect={false}
      transform={transform}
      // The same meta as the mutation's: react-admin warns (on every render) when they differ.
      queryOptions={{ enabled: false, initialData: record, meta: mutationMeta }}
      mutationOptions={{
        meta: mutationMeta,
        onSuccess: (_updated, { data }) => {
          onNotice(null);
          refreshAuditLog();
          const sent = data ?? {};
          const message =
            typeof successMessage === 'string' ? successMessage : successMessage(sent);
          notify(message, { type: 'success', messageArgs: messageArgs?.(sent) });
          onSaved?.();
        },
        onError: (error) => {
          onNotice({ severity: 'error', text: errorText(error) });
          onFailed?.(error);
        },
      }}
    >
      {children}
    </EditBase>
  );
};
