import type { Forwarding } from '@schemas/suppliers';
import { describe, expect, it } from 'vitest';
import { forwardingLabel, isHeld } from './forwarding';

const forwarding = (fields: Partial<Forwarding>): Forwarding => ({
  state: 'queued',
  supplier: { id: 3, name: 'Upstream' },
  reference: null,
  attempts: 0,
  last_error: null,
  next_attempt_at: null,
  ...fields,
});

describe("an order's forwarding", () => {
  it('reads "by hand" when the order has none', () => {
    expect(forwardingLabel(null)).toMatchObject({
      key: 'suppliers.forwarding.by_hand',
      colour: 'default',
      detail: null,
    });
  });

  it('reads "placed at" the supplier, with its reference', () => {
    expect(forwardingLabel(forwarding({ state: 'placed', reference: 'R-77' }))).toEqual({
      key: 'suppliers.forwarding.placed',
      args: { supplier: 'Upstream' },
      colour: 'primary',
      detail: { key: 'suppliers.forwarding.reference', args: { reference: 'R-77' } },
    });
  });

  it('reads "held at" its supplier with the last error (a bare "Held" over "Not enough credits" read like the customer’s credits)', () => {
    const label = forwardingLabel(
      forwarding({ state: 'held', last_error: 'Not enough credits', reference: 'R-1' }),
    );
    expect(label).toMatchObject({
      key: 'suppliers.forwarding.held_at',
      args: { supplier: 'Upstream' },
      colour: 'error',
    });
    expect(label.detail).toEqual({ text: 'Not enough credits' });
  });

  it('reads "held" alone when no supplier is named', () => {
    const label = forwardingLabel(forwarding({ state: 'held', supplier: null }));
    expect(label).toMatchObject({ key: 'suppliers.forwarding.held', colour: 'error' });
  });

  it('reads "placed at" in orange with the note for a person (late, an answer not applied)', () => {
    const note = 'Still waiting at Upstream after 8 days (REFERENCEID R-77): ask the supplier';
    const label = forwardingLabel(
      forwarding({ state: 'placed', reference: 'R-77', last_error: note }),
    );
    expect(label).toMatchObject({ key: 'suppliers.forwarding.placed', colour: 'warning' });
    expect(label.detail).toEqual({ text: note });
  });

  it('reads "queued" with the fault that put it back in the queue', () => {
    expect(forwardingLabel(forwarding({ last_error: 'HTTP 503' })).detail).toEqual({
      text: 'HTTP 503',
    });
  });

  it('tells held orders from the others', () => {
    expect(isHeld({ forwarding: forwarding({ state: 'held' }) })).toBe(true);
    expect(isHeld({ forwarding: forwarding({ state: 'placed' }) })).toBe(false);
    expect(isHeld({ forwarding: null })).toBe(false);
  });
});
