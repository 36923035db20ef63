import { useEffect, useState } from 'react';
import { useGetIdentity } from 'react-admin';
import type { FieldValues } from './fieldValues';
import type { CustomerService } from './types';

/** What the order form holds that a customer typed: kept for the tab, per account. */
interface OrderDraft {
  serviceId: string;
  imeis: string;
  values: FieldValues;
}

const keyOf = (userId: string) => `order-draft:${userId}`;

const isDraft = (value: unknown): value is OrderDraft => {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.serviceId === 'string' &&
    typeof draft.imeis === 'string' &&
    typeof draft.values === 'object' &&
    draft.values !== null &&
    Object.values(draft.values).every((field) => typeof field === 'string')
  );
};

function readDraft(userId: string): OrderDraft | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(keyOf(userId)) ?? 'null');
    return isDraft(stored) ? stored : null;
  } catch {
    return null;
  }
}

function writeDraft(userId: string, draft: OrderDraft | null): void {
  try {
    if (draft) sessionStorage.setItem(keyOf(userId), JSON.stringify(draft));
    else sessionStorage.removeItem(keyOf(userId));
  } catch {
    // Storage refused (a private window's quota): the form just starts empty next time.
  }
}

/**
 * Keeps the order form's service, IMEIs and field values for this tab and account, and gives
 * them back when the form is shown again: switching the language rebuilds every screen, and a
 * session that ended sends the customer to the login and back, and either emptied the form
 * (a thousand pasted IMEIs gone). The draft follows what is on screen, so a placed order's
 * emptied box is kept empty.
 */
export function useOrderDraft(
  services: CustomerService[],
  form: { chosen: CustomerService | null; imeis: string; values: FieldValues },
  restore: (service: CustomerService, imeis: string, values: FieldValues) => void,
): void {
  const { identity } = useGetIdentity();
  const userId = identity === undefined ? undefined : String(identity.id);
  // The account whose draft was read: nothing is written before, so that the empty form of the
  // first render does not replace the draft it is about to be given.
  const [readFor, setReadFor] = useState<string | null>(null);
  useEffect(() => {
    if (userId === undefined || readFor === userId || services.length === 0) return;
    const draft = readDraft(userId);
    const service = draft && services.find((listed) => String(listed.id) === draft.serviceId);
    if (draft && service) restore(service, draft.imeis, draft.values);
    setReadFor(userId);
  }, [userId, readFor, services, restore]);
  const { chosen, imeis, values } = form;
  useEffect(() => {
    if (userId === undefined || readFor !== userId) return;
    writeDraft(userId, chosen ? { serviceId: String(chosen.id), imeis, values } : null);
  }, [userId, readFor, chosen, imeis, values]);
}
