import type { AdminOrder, Forwarding } from '@schemas/suppliers';

/** An order of the admin's lists: with where it is with its suppliers. */
export type { AdminOrder, Forwarding };

export type ForwardingColour = 'default' | 'info' | 'primary' | 'warning' | 'error' | 'success';

/** What the forwarding chip says: a translation key, its values, a colour and a detail line. */
export interface ForwardingLabel {
  key: string;
  args: Record<string, string>;
  colour: ForwardingColour;
  /**
   * The supplier's reference once placed, the last error while held or queued after a fault, and
   * a placed order's note for a person (late at its supplier, an answer that could not be applied).
   */
  detail: { key: string; args: Record<string, string> } | { text: string } | null;
}

const COLOURS: Record<Forwarding['state'], ForwardingColour> = {
  queued: 'info',
  placing: 'info',
  placed: 'primary',
  held: 'error',
  done: 'success',
};

/**
 * How an order's forwarding reads: by hand (no forwarding), queued, placing, placed at the
 * supplier with its reference (or its note for a person, in orange), held with the last error, done.
 */
export const forwardingLabel = (forwarding: Forwarding | null | undefined): ForwardingLabel => {
  if (!forwarding) {
    return { key: 'suppliers.forwarding.by_hand', args: {}, colour: 'default', detail: null };
  }
  const supplier = forwarding.supplier?.name ?? '';
  const reference =
    forwarding.reference && forwarding.state !== 'held'
      ? { key: 'suppliers.forwarding.reference', args: { reference: forwarding.reference } }
      : null;
  const error = forwarding.last_error ? { text: forwarding.last_error } : null;
  const noted = forwarding.state === 'placed' && error !== null;
  const detail =
    forwarding.state === 'held' || forwarding.state === 'queued' || noted
      ? (error ?? reference)
      : (reference ?? null);
  // A held or queued order names its supplier when it has one: "Held" over "Not enough
  // credits" read like the customer's credits.
  const atSupplier =
    supplier !== '' && (forwarding.state === 'held' || forwarding.state === 'queued');
  return {
    key: `suppliers.forwarding.${forwarding.state}${atSupplier ? '_at' : ''}`,
    args: { supplier },
    colour: noted ? 'warning' : COLOURS[forwarding.state],
    detail,
  };
};

/** A held order is the admin's to decide: retry, send elsewhere, answer or reject. */
export const isHeld = (order: Pick<AdminOrder, 'forwarding'>): boolean =>
  order.forwarding?.state === 'held';
