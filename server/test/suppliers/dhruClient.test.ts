import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DhruClient, endpointOf } from '../../src/suppliers/dhruClient.js';
import { startTestSupplier, type TestSupplier } from './testSupplier.js';

let supplier: TestSupplier;
let client: DhruClient;
const TIMEOUT_MS = 1500;
/** The test supplier listens on this machine. */
const NETWORK = { timeoutMs: TIMEOUT_MS, privateNetwork: true };

beforeAll(async () => {
  supplier = await startTestSupplier();
  client = new DhruClient(
    { url: supplier.url, username: supplier.username, apiKey: supplier.apiKey },
    NETWORK,
  );
});
afterAll(() => supplier.close());

describe('the DHRU client (the shop speaking to a supplier)', () => {
  it('calls <base>/api/index.php whatever the base ends with', () => {
    expect(endpointOf('https://s.example.com').href).toBe('https://s.example.com/api/index.php');
    expect(endpointOf('https://s.example.com/x//').href).toBe(
      'https://s.example.com/x/api/index.php',
    );
    expect(endpointOf('https://s.example.com/api/index.php').href).toBe(
      'https://s.example.com/api/index.php',
    );
  });

  it('reads the balance and currency of accountinfo', async () => {
    expect(await client.accountInfo()).toEqual({ kind: 'ok', balance: '250.00', currency: 'USD' });
    const request = supplier.requests.at(-1);
    expect(request?.fields).toMatchObject({ action: 'accountinfo', requestformat: 'JSON' });
  });

  it('a wrong key is a refusal carrying the supplier’s message', async () => {
    const wrong = new DhruClient({ url: supplier.url, username: 'shop', apiKey: 'nope' }, NETWORK);
    expect(await wrong.accountInfo()).toEqual({
      kind: 'refused',
      message: 'Authentication Failed',
    });
  });

  it('flattens the service list with groups and prices', async () => {
    const list = await client.serviceList();
    expect(list).toMatchObject({
      kind: 'ok',
      services: [
        { id: '12', name: 'iPhone Clean', group: 'Apple', credit: '4.50', time: '1-2 days' },
        { id: '13', name: 'Samsung Code', group: 'Samsung', credit: '2.00' },
      ],
    });
  });

  it('places an order with XML parameters and reads its REFERENCEID', async () => {
    const placed = await client.placeOrder('12', '356938035643809');
    expect(placed).toMatchObject({ kind: 'accepted' });
    expect(supplier.requests.at(-1)?.fields.parameters).toBe(
      '<PARAMETERS><ID>12</ID><IMEI>356938035643809</IMEI></PARAMETERS>',
    );
  });

  it('a placement answered with two REFERENCEIDs is unknown: the supplier may have taken it twice', async () => {
    supplier.misbehave('placeimeiorder', {
      kind: 'raw',
      body: JSON.stringify({
        SUCCESS: [
          { MESSAGE: 'Order received', REFERENCEID: 'R-777001' },
          { MESSAGE: 'Order received', REFERENCEID: 'R-777002' },
        ],
      }),
    });
    expect(await client.placeOrder('12', '356938035643858')).toEqual({
      kind: 'unknown',
      message:
        'The supplier answered several REFERENCEIDs for one order (R-777001, R-777002): it may have taken it more than once',
    });
  });

  it('a REFERENCEID written as a JSON number past 2^53 is no usable reference (it was read as another)', async () => {
    supplier.misbehave('placeimeiorder', {
      kind: 'raw',
      body: '{"SUCCESS":[{"MESSAGE":"Order received","REFERENCEID":9007199254740993}]}',
    });
    expect(await client.placeOrder('12', '356938035643866')).toMatchObject({ kind: 'unknown' });
    supplier.misbehave('placeimeiorder', {
      kind: 'raw',
      body: '{"SUCCESS":[{"MESSAGE":"Order received","REFERENCEID":90071992547409}]}',
    });
    expect(await client.placeOrder('12', '356938035643866')).toEqual({
      kind: 'accepted',
      reference: '90071992547409',
    });
  });

  it('a refusal of the order is final for that call', async () => {
    supplier.refuseImei('490154203237518', 'Not enough credits');
    expect(await client.placeOrder('12', '490154203237518')).toEqual({
      kind: 'refused',
      message: 'Not enough credits',
    });
  });

  it('a bulk placement answers each reference on its own', async () => {
    supplier.refuseImei('111111111111111', 'Invalid IMEI');
    const outcomes = await client.placeOrders([
      { ref: '1', serviceId: '12', imei: '352099001761481' },
      { ref: '2', serviceId: '12', imei: '111111111111111' },
    ]);
    expect(outcomes.get('1')).toMatchObject({ kind: 'accepted' });
    expect(outcomes.get('2')).toEqual({ kind: 'refused', message: 'Invalid IMEI' });
  });

  it('a bulk placement answered beside a warning ERROR reads each reference (they were all refused)', async () => {
    supplier.misbehave('placeimeiorderbulk', { kind: 'warning', message: 'Low balance' });
    try {
      const outcomes = await client.placeOrders([
        { ref: '1', serviceId: '12', imei: '352099001761499' },
      ]);
      expect(outcomes.get('1')).toMatchObject({ kind: 'accepted' });
      expect(supplier.ordersOf('352099001761499')).toHaveLength(1);
    } finally {
      supplier.calm();
    }
  });

  it('a bulk call refused as a whole (an ERROR and no reference answered) refuses them all', async () => {
    const wrong = new DhruClient({ url: supplier.url, username: 'shop', apiKey: 'nope' }, NETWORK);
    const outcomes = await wrong.placeOrders([
      { ref: '1', serviceId: '12', imei: '352099001761507' },
    ]);
    expect(outcomes.get('1')).toEqual({ kind: 'refused', message: 'Authentication Failed' });
    expect(await wrong.orderStatuses([{ ref: '1', reference: '1' }])).toEqual({
      failed: 'Authentication Failed',
    });
  });

  it('bulk statuses answered beside a warning ERROR are read (the whole poll failed)', async () => {
    supplier.misbehave('getimeiorderbulk', { kind: 'warning', message: 'Low balance' });
    try {
      const [taken] = supplier.ordersOf('352099001761499');
      supplier.answer('352099001761499', 4, 'CODE-77');
      const statuses = await client.orderStatuses([
        { ref: '1', reference: taken?.reference ?? '' },
      ]);
      expect(statuses).toEqual(
        new Map([['1', { kind: 'final', status: 4, code: 'CODE-77', imei: '352099001761499' }]]),
      );
    } finally {
      supplier.calm();
    }
  });

  it('polls statuses in bulk: 4 with the code, 1 waits, unknown references wait', async () => {
    const [first] = supplier.ordersOf('356938035643809');
    supplier.answer('356938035643809', 4, 'CODE-<b>123</b>');
    const statuses = await client.orderStatuses([
      { ref: '1', reference: first?.reference ?? '' },
      { ref: '2', reference: '999999' },
    ]);
    expect(statuses).toEqual(
      new Map([
        ['1', { kind: 'final', status: 4, code: 'CODE-<b>123</b>', imei: '356938035643809' }],
        ['2', { kind: 'unreadable', message: 'Order not found' }],
      ]),
    );
  });

  it('an HTTP 503 is a fault (not taken: safe to retry)', async () => {
    supplier.misbehave('placeimeiorder', { kind: 'unavailable' });
    expect(await client.placeOrder('12', '356938035643817')).toEqual({
      kind: 'fault',
      message: 'HTTP 503 from the supplier',
    });
  });

  it.each([
    ['JSON that is no DHRU answer', '{"message":"Too Many Attempts."}'],
    ['text', 'Too Many Requests'],
    ['an ERROR', '{"ERROR":[{"MESSAGE":"Too many requests, slow down"}]}'],
  ])(
    'an HTTP 429 (a rate limit) with %s is a fault: not taken, safe to retry (it was held as maybe taken)',
    async (_what, body) => {
      const failure = 'HTTP 429 from the supplier: too many requests, it did not take this one';
      supplier.misbehave('placeimeiorder', { kind: 'raw', body, status: 429 });
      expect(await client.placeOrder('12', '356938035643817')).toEqual({
        kind: 'fault',
        message: failure,
      });
      // A poll stops there and asks again later: the supplier's trouble, not the order's.
      supplier.misbehave('getimeiorder', { kind: 'raw', body, status: 429 });
      expect(await client.orderStatus('1001')).toEqual({ kind: 'unreachable', message: failure });
    },
  );

  it.each([500, 502] as const)(
    'an HTTP %i is unknown: the supplier’s script may have died after taking the order',
    async (status) => {
      supplier.misbehave('placeimeiorder', { kind: 'diesAfterTaking', status });
      const imei = status === 500 ? '356938035643833' : '356938035643841';
      expect(await client.placeOrder('12', imei)).toEqual({
        kind: 'unknown',
        message: `HTTP ${status} from the supplier: its server failed while handling the request, which it may have taken`,
      });
      expect(supplier.ordersOf(imei)).toHaveLength(1);
    },
  );

  it('an HTTP 504 from a gateway is unknown: the supplier may have taken the order', async () => {
    supplier.misbehave('placeimeiorder', { kind: 'gatewayTimeout' });
    expect(await client.placeOrder('12', '356938035643817')).toEqual({
      kind: 'unknown',
      message:
        'HTTP 504: a gateway before the supplier gave up waiting, the supplier may have taken the request',
    });
  });

  it('an HTML page with HTTP 200 is a fault: not DHRU', async () => {
    supplier.misbehave('placeimeiorder', { kind: 'html' });
    const placed = await client.placeOrder('12', '356938035643817');
    expect(placed.kind).toBe('fault');
    expect(placed.kind !== 'accepted' && placed.message).toMatch(/DHRU format/);
  });

  it.each([
    [
      'an XML declaration (XHTML)',
      '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">\n<html xmlns="http://www.w3.org/1999/xhtml"><body>Down for maintenance</body></html>',
    ],
    [
      'comments',
      '<!-- maintenance page -->\n<!-- v2 -->\n<!DOCTYPE html><html><body>Down for maintenance</body></html>',
    ],
  ])(
    'an HTML page with HTTP 200 that starts with %s is a fault too (it was held as maybe taken)',
    async (_what, page) => {
      supplier.misbehave('placeimeiorder', { kind: 'raw', body: page });
      const placed = await client.placeOrder('12', '356938035643817');
      expect(placed.kind).toBe('fault');
    },
  );

  it('a PHP error printed before no page at all is not a page: the script may have taken the order', async () => {
    supplier.misbehave('placeimeiorder', {
      kind: 'raw',
      body: '<!-- debug -->\n<br />\n<b>Fatal error</b>: Allowed memory size exhausted',
    });
    expect((await client.placeOrder('12', '356938035643817')).kind).toBe('unknown');
  });

  it('an HTML page holding its own JSON (no DHRU answer) is still a fault', async () => {
    const page =
      '<!DOCTYPE html><html><head><script>var site = {"theme": "dark", "SUCCESS_URL": "/"};</script></head><body>Down for maintenance</body></html>';
    supplier.misbehave('placeimeiorder', { kind: 'raw', body: page });
    const placed = await client.placeOrder('12', '356938035643817');
    expect(placed.kind).toBe('fault');
  });

  it('an ERROR under HTTP 503 keeps the status’s meaning: a fault, not a refusal', async () => {
    const body = '{"ERROR":[{"MESSAGE":"Site under maintenance"}]}';
    supplier.misbehave('placeimeiorder', { kind: 'raw', body, status: 503 });
    expect(await client.placeOrder('12', '356938035643817')).toEqual({
      kind: 'fault',
      message: 'HTTP 503 from the supplier',
    });
  });

  it('a SUCCESS under HTTP 503 is the supplier’s word: accepted with its REFERENCEID', async () => {
    const body = '{"SUCCESS":[{"MESSAGE":"Order received","REFERENCEID":"77001"}]}';
    supplier.misbehave('placeimeiorder', { kind: 'raw', body, status: 503 });
    expect(await client.placeOrder('12', '356938035643817')).toEqual({
      kind: 'accepted',
      reference: '77001',
    });
  });

  it('bulk statuses followed by PHP’s warning are read', async () => {
    const body = `{"r1":{"SUCCESS":[{"STATUS":4,"CODE":"NCK 55"}]},"apiversion":"6.1"}<br />\n<b>Warning</b>: Unknown: Failed to write session data`;
    supplier.misbehave('getimeiorderbulk', { kind: 'raw', body });
    const statuses = await client.orderStatuses([{ ref: 'r1', reference: '9' }]);
    expect(statuses instanceof Map && statuses.get('r1')).toEqual({
      kind: 'final',
      status: 4,
      code: 'NCK 55',
    });
  });

  it('a redirect is never followed (the key goes only to the configured URL)', async () => {
    const elsewhere = http.createServer((_request, response) => response.end('{}'));
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    const other = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/api/index.php`;
    let reached = false;
    elsewhere.on('request', () => {
      reached = true;
    });
    supplier.misbehave('accountinfo', { kind: 'redirect', location: other });
    const answer = await client.accountInfo();
    elsewhere.close();
    expect(answer.kind).toBe('fault');
    expect(reached).toBe(false);
  });

  it('a body over the size limit is unknown: the supplier’s script answered', async () => {
    supplier.misbehave('accountinfo', { kind: 'huge' });
    const answer = await client.accountInfo();
    expect(answer.kind).toBe('unknown');
    expect(answer.kind !== 'ok' && answer.message).toMatch(/larger than/);
  });

  it('a slow answer within the time-out is read', async () => {
    supplier.misbehave('accountinfo', { kind: 'slow', ms: 300 });
    expect((await client.accountInfo()).kind).toBe('ok');
  });

  it('no answer within the time-out after sending is an unknown outcome', async () => {
    supplier.misbehave('placeimeiorder', { kind: 'hang' });
    const started = Date.now();
    const placed = await client.placeOrder('12', '356938035643825');
    expect(placed.kind).toBe('unknown');
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1000);
    expect(supplier.ordersOf('356938035643825')).toHaveLength(1);
  });

  it('a connection cut mid-answer is an unknown outcome', async () => {
    supplier.misbehave('placeimeiorder', { kind: 'cut' });
    expect((await client.placeOrder('12', '356938035643833')).kind).toBe('unknown');
  });

  it('a refused connection is a fault (nothing was sent)', async () => {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    await new Promise((resolve) => server.close(resolve));
    const closed = new DhruClient(
      { url: `http://127.0.0.1:${port}`, username: 'a', apiKey: 'b' },
      NETWORK,
    );
    const placed = await closed.placeOrder('12', '356938035643841');
    expect(placed).toMatchObject({ kind: 'fault' });
    expect(placed.kind !== 'accepted' && placed.message).toMatch(/ECONNREFUSED/);
  });

  it('a STATUS it does not know means "ask again later"', async () => {
    const placed = await client.placeOrder('12', '356938035643858');
    const reference = placed.kind === 'accepted' ? placed.reference : '';
    supplier.answer('356938035643858', 7, 'odd');
    expect(await client.orderStatus(reference)).toEqual({ kind: 'waiting' });
    supplier.answer('356938035643858', 3, 'Not found in database');
    expect(await client.orderStatus(reference)).toEqual({
      kind: 'final',
      status: 3,
      code: 'Not found in database',
      imei: '356938035643858',
    });
  });
});
