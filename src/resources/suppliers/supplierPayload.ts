import type { SupplierBody, SupplierPatchBody } from '@schemas/suppliers';

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

/** An empty threshold means "no warning" (null); a number stays a number. */
const threshold = (value: number | string | null | undefined): number | string | null =>
  value === null || value === undefined || value === '' ? null : value;

/** POST /suppliers: the four fields, the bulk flag and the threshold. */
export const newSupplierPayload = (values: SupplierFormValues): SupplierBody => ({
  name: text(values.name),
  url: text(values.url),
  username: text(values.username),
  api_key: text(values.api_key),
  allows_bulk: values.allows_bulk ?? false,
  low_balance: threshold(values.low_balance),
});

/**
 * PATCH /suppliers/{id}: every field of the form except the key when left empty, which the
 * server then keeps (the key is write-only: the form never holds the current one).
 */
export const supplierChangePayload = (values: SupplierFormValues): SupplierPatchBody => {
  const apiKey = text(values.api_key);
  return {
    name: text(values.name),
    url: text(values.url),
    username: text(values.username),
    ...(apiKey === '' ? {} : { api_key: apiKey }),
    active: values.active ?? true,
    allows_bulk: values.allows_bulk ?? false,
    low_balance: threshold(values.low_balance),
  };
};
