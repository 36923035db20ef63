import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_XML_ELEMENTS } from '../../src/dhru/xmlParameters.js';
import { createTestApp, type TestApp } from '../helpers/testApp.js';
import { createReseller, type Reseller } from './reseller.js';

let t: TestApp;
let reseller: Reseller;
beforeAll(async () => {
  t = await createTestApp();
  reseller = await createReseller(t, { credits: '10.00' });
});
afterAll(() => t.close());

interface Envelope {
  ERROR?: Array<{ MESSAGE: string; FULL_DESCRIPTION?: string }>;
  SUCCESS?: unknown[];
}

/** What the API answers to getimeiorder with these parameters. */
async function refusalOf(parameters: string): Promise<{ message?: string; description?: string }> {
  const res = await reseller.call('getimeiorder', { parameters });
  expect(res.statusCode).toBe(200);
  const body = res.json() as Envelope;
  return { message: body.ERROR?.[0]?.MESSAGE, description: body.ERROR?.[0]?.FULL_DESCRIPTION };
}

describe('hostile XML parameters are the client’s mistake, never a retry invitation', () => {
  it('refuses an external entity', async () => {
    const refusal = await refusalOf(
      '<!DOCTYPE PARAMETERS [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><PARAMETERS><ID>&xxe;</ID></PARAMETERS>',
    );
    expect(refusal.message).toBe('Invalid parameters');
    expect(refusal.description).toMatch(/DOCTYPE|entit/i);
  });

  it('refuses an entity of over 10 KB', async () => {
    const refusal = await refusalOf(
      `<!DOCTYPE PARAMETERS [<!ENTITY big "${'A'.repeat(11_000)}">]><PARAMETERS><ID>&big;</ID></PARAMETERS>`,
    );
    expect(refusal.message).toBe('Invalid parameters');
  });

  it('refuses a DOCTYPE inside the PARAMETERS element instead of honouring its entities', async () => {
    const refusal = await refusalOf(
      '<PARAMETERS><!DOCTYPE x [<!ENTITY id "5">]><ID>&id;</ID></PARAMETERS>',
    );
    expect(refusal.message).toBe('Invalid parameters');
    expect(refusal.description).toMatch(/DOCTYPE/i);
  });

  it('refuses 20,000-deep nesting', async () => {
    const depth = 20_000;
    const refusal = await refusalOf(
      `<PARAMETERS>${'<A>'.repeat(depth)}1${'</A>'.repeat(depth)}</PARAMETERS>`,
    );
    expect(refusal.message).toBe('Invalid parameters');
    expect(refusal.description).toMatch(/deep|nest/i);
  });

  it('refuses 65,000 empty elements before the parser reads them', async () => {
    const refusal = await refusalOf(`<PARAMETERS>${'<A/>'.repeat(65_000)}</PARAMETERS>`);
    expect(refusal.message).toBe('Invalid parameters');
    expect(refusal.description).toBe(
      `The parameters XML could not be read: there are more than ${MAX_XML_ELEMENTS} elements.`,
    );
  });

  it('still reads an order with 20 custom fields', async () => {
    const fields = Array.from({ length: 20 }, (_, i) => `<F${i}>v</F${i}>`).join('');
    const refusal = await refusalOf(`<PARAMETERS><ID>999999</ID>${fields}</PARAMETERS>`);
    // Read: what is refused is the unknown order, not the parameters.
    expect(refusal.message).toBeDefined();
    expect(refusal.message).not.toBe('Invalid parameters');
  });

  it('refuses a run of 262,118 "<" closed by </PARAMETERS/> as an invalid tag name', async () => {
    const res = await reseller.call('getimeiorder', {
      parameters: `<PARAMETERS>${'<'.repeat(262_118)}</PARAMETERS/>`,
    });
    expect(res.statusCode).toBe(200);
    const error = (res.json() as Envelope).ERROR?.[0];
    expect(error?.MESSAGE).toBe('Invalid parameters');
    expect(error?.FULL_DESCRIPTION).toMatch(/^The parameters XML could not be read: Tag '<+…$/);
    // The parser's message quotes the 262,118 characters; the answer repeats 200 of them.
    expect(res.body.length).toBeLessThan(1000);
  });

  it('refuses an element named __proto__', async () => {
    for (const parameters of [
      '<PARAMETERS><__proto__><ID>1</ID></__proto__></PARAMETERS>',
      '<PARAMETERS><ID>1</ID><__proto__>x</__proto__></PARAMETERS>',
      '<PARAMETERS><constructor><prototype>1</prototype></constructor></PARAMETERS>',
    ]) {
      const refusal = await refusalOf(parameters);
      expect(refusal.message).toBe('Invalid parameters');
    }
    expect(({} as Record<string, unknown>).ID).toBeUndefined();
  });

  it('still reads the kit’s document wrapped in an HTML page with a public DOCTYPE', async () => {
    const refusal = await refusalOf(
      '<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.0 Transitional//EN">\n<html><body><PARAMETERS><ID>999999</ID></PARAMETERS></body></html>\n',
    );
    expect(refusal.message).not.toBe('Invalid parameters');
    expect(refusal.message).not.toBe('Temporary server error');
  });
});
