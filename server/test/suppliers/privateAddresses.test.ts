import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DhruClient } from '../../src/suppliers/dhruClient.js';
import { isPrivateAddress } from '../../src/suppliers/privateAddresses.js';
import { createTestApp, type TestApp, type TestUser } from '../helpers/testApp.js';
import { FAST_SUPPLIERS } from './forwardingFixtures.js';
import { startTestSupplier, type TestSupplier } from './testSupplier.js';

describe('which addresses are private', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:a00:1',
    '[::1]',
    '64:ff9b::a00:1',
    '64:ff9b::10.0.0.1',
    '64:ff9b:1::7f00:1',
    '2002:a00:1::1',
    '2002:c0a8:101::',
    'fec0::1',
    '::7f00:1',
    '::127.0.0.1',
  ])('%s is private', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '192.169.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('%s is public', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

describe('a supplier on a private network, when the shop does not allow it', () => {
  let t: TestApp;
  let admin: TestUser;
  let supplier: TestSupplier;

  beforeAll(async () => {
    t = await createTestApp({
      suppliers: { ...FAST_SUPPLIERS, workers: false, privateNetwork: false },
    });
    admin = await t.createUser({ admin: true });
    supplier = await startTestSupplier();
  });
  afterAll(async () => {
    await t.close();
    await supplier.close();
  });

  const checkSupplierAt = async (url: string) => {
    const created = await admin.inject({
      method: 'POST',
      url: '/api/suppliers',
      payload: { name: 'Inside', url, username: supplier.username, api_key: supplier.apiKey },
    });
    expect(created.statusCode).toBe(201);
    const id: number = created.json().data.id;
    const checked = await admin.inject({ method: 'POST', url: `/api/suppliers/${id}/check` });
    return { id, checked };
  };

  it('is not called when its URL names a private IP: the check is refused with the reason', async () => {
    const before = supplier.requests.length;
    const { id, checked } = await checkSupplierAt(supplier.url);
    expect(checked.statusCode).toBe(422);
    expect(checked.json().message).toBe(
      "Could not reach the supplier: the supplier's address 127.0.0.1 is on a private or local network; a shop whose suppliers are on its own network sets SUPPLIERS_ON_PRIVATE_NETWORK=true",
    );
    expect(supplier.requests.length).toBe(before);
    const list = (await admin.inject({ method: 'GET', url: '/api/suppliers' })).json().data;
    expect(list.find((s: { id: number }) => s.id === id).last_error).toMatch(/private or local/);
  });

  it('is not called when its name resolves to a private address (localhost)', async () => {
    const before = supplier.requests.length;
    const port = new URL(supplier.url).port;
    const { checked } = await checkSupplierAt(`http://localhost:${port}`);
    expect(checked.statusCode).toBe(422);
    expect(checked.json().message).toMatch(
      /^Could not reach the supplier: the supplier's address (127\.0\.0\.1|::1) is on a private or local network/,
    );
    expect(supplier.requests.length).toBe(before);
  });

  it('an order placed with it is a fault: nothing was sent, so it may be sent again', async () => {
    const before = supplier.requests.length;
    const client = new DhruClient(
      { url: supplier.url, username: supplier.username, apiKey: supplier.apiKey },
      { timeoutMs: 2000, privateNetwork: false },
    );
    const placed = await client.placeOrder('12', '356938035643841');
    expect(placed).toMatchObject({ kind: 'fault' });
    expect(supplier.requests.length).toBe(before);
  });
});

describe('a supplier on a private network, when the shop allows it', () => {
  it('is called (SUPPLIERS_ON_PRIVATE_NETWORK=true)', async () => {
    const supplier = await startTestSupplier();
    try {
      const client = new DhruClient(
        { url: supplier.url, username: supplier.username, apiKey: supplier.apiKey },
        { timeoutMs: 2000, privateNetwork: true },
      );
      expect(await client.accountInfo()).toMatchObject({ kind: 'ok' });
    } finally {
      await supplier.close();
    }
  });
});
