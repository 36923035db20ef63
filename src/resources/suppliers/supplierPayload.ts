import type { SupplierBody, SupplierPatchBody } from '@schemas/suppliers';
import { amountToSend } from '../shared/AmountInput';

/** What the supplier form holds: the list's record plus the write-only key typed in. */
export interface SupplierFormValues {
  name?: string | null;
  url?: string | null;
  username?: string | null;
  api_key?: string | null;
  low_balance?: number | string | null;
  active?: boolean | null;
  allows_bulk?: boolean | null;
}

const text = (value: string | null | undefined): string => (value ?? '').trim();

/** POST /suppliers: the four fields, the bulk flag and the threshold. */
export const newSupplierPayload = (values: SupplierFormValues): SupplierBody => ({
  name: text(values.name),
  url: text(values.url),
  username: text(values.username),
  api_key: text(values.api_key),
  allows_bulk: values.allows_bulk ?? false,
  low_balance: amountToSend(values.low_balance),
});

/**
 * PATCH /suppliers/{id}: the fields the admin changed from the record the form started with, and
 * a key typed in (the key is write-only: the form never holds the current one, and left empty the
 * server keeps it). A field left as it was is not sent, so a form opened before another admin's
 * change (a deactivation, a new threshold) does not set it back. Without the record, every field.
 */
export const supplierChangePayload = (
  values: SupplierFormValues,
  started?: SupplierFormValues,
): SupplierPatchBody => {
  const apiKey = text(values.api_key);
  const key = apiKey === '' ? {} : { api_key: apiKey };
  const fields = (form: SupplierFormValues) => ({
    name: text(form.name),
    url: text(form.url),
    username: text(form.username),
    active: form.active ?? true,
    allows_bulk: form.allows_bulk ?? false,
    low_balance: amountToSend(form.low_balance),
  });
  const now = fields(values);
  if (!started) return { ...now, ...key };
  const before = fields(started);
  const changed = (Object.keys(now) as (keyof typeof now)[]).filter(
    (field) => String(now[field]) !== String(before[field]),
  );
  return { ...Object.fromEntries(changed.map((field) => [field, now[field]])), ...key };
};
