import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real DHRU supplier for the tests: an HTTP server on a random port that speaks the protocol
 * (accountinfo, imeiservicelist, placeimeiorder[bulk], getimeiorder[bulk]) and misbehaves on
 * demand: refusals, HTTP 5xx, HTML pages, redirects, huge bodies, slow answers, time-outs after
 * taking the order, connections cut mid-answer, and answers that took the order but read badly
 * (a warning beside SUCCESS, a PHP notice, a garbled envelope, a reused REFERENCEID, another IMEI,
 * an answer wrapped in other output or under a server error's status).
 */

export type Misbehaviour =
  | { kind: 'refuse'; message: string }
  /** HTTP 503 with a host's page: not taken. */
  | { kind: 'unavailable' }
  /** Takes the order, then its PHP dies: HTTP 500, or 502 from the web server in front. */
  | { kind: 'diesAfterTaking'; status: 500 | 502 }
  | { kind: 'html' }
  | { kind: 'redirect'; location: string }
  | { kind: 'huge' }
  | { kind: 'slow'; ms: number }
  /**
   * Answers (what it would say then) once `until` settles: a call under way for as long as a
   * test needs, however slow the machine.
   */
  | { kind: 'heldUntil'; until: Promise<unknown> }
  /** Takes the order, then never answers. */
  | { kind: 'hang' }
  /** Takes the order, sends half an answer and cuts the connection. */
  | { kind: 'cut' }
  /** Takes the order, then answers as a gateway that gave up waiting for it (HTTP 504). */
  | { kind: 'gatewayTimeout' }
  /** Takes the order, and adds an ERROR (a warning) beside its SUCCESS. */
  | { kind: 'warning'; message: string }
  /** Takes the order, and PHP prints a notice before the JSON. */
  | { kind: 'notice' }
  /** Takes the order, and answers more than the client reads (3 MB). */
  | { kind: 'hugeAfterTaking' }
  /** Takes the order, and answers JSON that is no DHRU envelope (SUCCESS as an object). */
  | { kind: 'garbled' }
  /** Takes the order, and answers this REFERENCEID instead of the order's own. */
  | { kind: 'reference'; reference: string }
  /** Answers a status as if for this other IMEI. */
  | { kind: 'otherImei'; imei: string }
  /**
   * An empty HTTP 200 to a call about this reference (PHP's json_encode failing on one order's
   * code), a true answer to any other call.
   */
  | { kind: 'emptyAbout'; reference: string }
  /** Answers this body as it is (HTTP 200, or `status`), whatever was asked. */
  | { kind: 'raw'; body: string; status?: number }
  /**
   * Answers truly (taking the order), its JSON inside other output and under this HTTP status:
   * PHP's warning at shutdown after it, a site's HTML around it, a 503 a web server put on it.
   */
  | { kind: 'wrapped'; status: number; wrap: (json: string) => string };

export interface SupplierOrder {
  reference: string;
  serviceId: string;
  imei: string;
  status: number;
  code: string;
  /** The CUSTOMFIELD it came with, decoded (null: none). */
  customFields: Record<string, unknown> | null;
}

export interface SupplierServiceFixture {
  id: string;
  name: string;
  group: string;
  credit: string;
  /** Listed as the service's `Requires.Custom`, as sent. */
  custom?: unknown;
  time?: string;
  info?: string;
}

export interface TestSupplier {
  /** The base URL an admin types (without /api/index.php). */
  url: string;
  username: string;
  apiKey: string;
  /** Every order this supplier took, in the order it took them. */
  orders: SupplierOrder[];
  /** Every request: its action and raw fields. */
  requests: { action: string; fields: Record<string, string> }[];
  services: SupplierServiceFixture[];
  balance: string;
  /** The next `times` requests of `action` ('*' any) misbehave. */
  misbehave(action: string, behaviour: Misbehaviour, times?: number): void;
  /** Forgets the misbehaviours still queued. */
  calm(): void;
  /** Orders for this IMEI are refused with `message` ('' takes them again). */
  refuseImei(imei: string, message: string): void;
  /** Sets the status (and code) the supplier reports for the order of this IMEI. */
  answer(imei: string, status: number, code: string): void;
  /** Every order taken for this IMEI. */
  ordersOf(imei: string): SupplierOrder[];
  close(): Promise<void>;
}

const json = (response: http.ServerResponse, body: unknown, status = 200) => {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'x-powered-by': 'DHRU-FUSION',
  });
  response.end(JSON.stringify({ ...(body as object), apiversion: '6.1' }));
};

const error = (message: string) => ({ ERROR: [{ MESSAGE: message }] });

function xmlField(parameters: string, name: string): string {
  return new RegExp(`<${name}>([^<]*)</${name}>`, 'i').exec(parameters)?.[1] ?? '';
}

function bulkParameters(parameters: string): Record<string, Record<string, string>> {
  return JSON.parse(Buffer.from(parameters, 'base64').toString('utf8'));
}

/** A CUSTOMFIELD parameter decoded (base64 JSON), null when there is none. */
function customFieldsOf(value: string | undefined): Record<string, unknown> | null {
  if (!value) return null;
  return JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
}

export async function startTestSupplier(
  options: { username?: string; apiKey?: string; services?: SupplierServiceFixture[] } = {},
): Promise<TestSupplier> {
  const queued: { action: string; behaviour: Misbehaviour; times: number }[] = [];
  const refusedImeis = new Map<string, string>();
  const sockets = new Set<import('node:net').Socket>();
  let nextReference = 1000;

  const supplier: Omit<TestSupplier, 'url' | 'close'> = {
    username: options.username ?? 'shop',
    apiKey: options.apiKey ?? 'SECRET-KEY-1234-ABCD',
    orders: [],
    requests: [],
    services: options.services ?? [
      { id: '12', name: 'iPhone Clean', group: 'Apple', credit: '4.50' },
      { id: '13', name: 'Samsung Code', group: 'Samsung', credit: '2.00' },
    ],
    balance: '250.00',
    misbehave(action, behaviour, times = 1) {
      queued.push({ action, behaviour, times });
    },
    calm() {
      queued.length = 0;
    },
    refuseImei(imei, message) {
      if (message === '') refusedImeis.delete(imei);
      else refusedImeis.set(imei, message);
    },
    answer(imei, status, code) {
      for (const order of supplier.orders.filter((o) => o.imei === imei)) {
        order.status = status;
        order.code = code;
      }
    },
    ordersOf(imei) {
      return supplier.orders.filter((order) => order.imei === imei);
    },
  };

  const nextMisbehaviour = (action: string): Misbehaviour | undefined => {
    const index = queued.findIndex((entry) => entry.action === action || entry.action === '*');
    const entry = queued[index];
    if (!entry) return undefined;
    entry.times -= 1;
    if (entry.times <= 0) queued.splice(index, 1);
    return entry.behaviour;
  };

  const take = (serviceId: string, imei: string, customField?: string): SupplierOrder | string => {
    const refusal = refusedImeis.get(imei);
    if (refusal) return refusal;
    if (!supplier.services.some((service) => service.id === serviceId)) return 'Invalid service';
    nextReference += 1;
    const order = {
      reference: String(nextReference),
      serviceId,
      imei,
      status: 1,
      code: '',
      customFields: customFieldsOf(customField),
    };
    supplier.orders.push(order);
    return order;
  };

  const statusOf = (reference: string) => {
    const order = supplier.orders.find((o) => o.reference === reference);
    return order
      ? { SUCCESS: [{ STATUS: order.status, CODE: order.code, IMEI: order.imei }] }
      : error('Order not found');
  };

  /** What an action answers when all goes well (and takes the orders it places). */
  const answerOf = (action: string, parameters: string): unknown => {
    switch (action) {
      case 'accountinfo': {
        const account = {
          credit: `$${supplier.balance}`,
          creditraw: supplier.balance,
          mail: 'shop@example.com',
          currency: 'USD',
        };
        return {
          SUCCESS: [{ message: 'Your Accout Info', AccoutInfo: account, AccountInfo: account }],
        };
      }
      case 'imeiservicelist': {
        const list: Record<string, { GROUPNAME: string; SERVICES: Record<string, unknown> }> = {};
        for (const service of supplier.services) {
          const group = list[service.group] ?? { GROUPNAME: service.group, SERVICES: {} };
          list[service.group] = group;
          group.SERVICES[service.id] = {
            SERVICEID: service.id,
            SERVICENAME: service.name,
            CREDIT: service.credit,
            TIME: service.time ?? '1-2 days',
            INFO: service.info ?? `<b>${service.name}</b>`,
            ...(service.custom !== undefined ? { 'Requires.Custom': service.custom } : {}),
          };
        }
        return { SUCCESS: [{ MESSAGE: 'IMEI Service List', LIST: list }] };
      }
      case 'placeimeiorder': {
        const taken = take(
          xmlField(parameters, 'ID'),
          xmlField(parameters, 'IMEI'),
          xmlField(parameters, 'CUSTOMFIELD'),
        );
        return typeof taken === 'string'
          ? error(taken)
          : { SUCCESS: [{ MESSAGE: 'Order received', REFERENCEID: taken.reference }] };
      }
      case 'placeimeiorderbulk': {
        const body: Record<string, unknown> = {};
        for (const [ref, item] of Object.entries(bulkParameters(parameters))) {
          const taken = take(String(item.ID), String(item.IMEI), item.CUSTOMFIELD);
          body[ref] =
            typeof taken === 'string'
              ? error(taken)
              : { SUCCESS: [{ MESSAGE: 'Order received', REFERENCEID: taken.reference }] };
        }
        return body;
      }
      case 'getimeiorder':
        return statusOf(xmlField(parameters, 'ID'));
      case 'getimeiorderbulk': {
        const body: Record<string, unknown> = {};
        for (const [ref, item] of Object.entries(bulkParameters(parameters))) {
          body[ref] = statusOf(String(item.ID));
        }
        return body;
      }
      default:
        return error('Invalid Action');
    }
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      if (request.url !== '/api/index.php') {
        response.writeHead(404, { 'content-type': 'text/html' });
        response.end('<html><body>Not found</body></html>');
        return;
      }
      const fields = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
      const action = String(fields.action ?? '').toLowerCase();
      supplier.requests.push({ action, fields });
      if (fields.username !== supplier.username || fields.apiaccesskey !== supplier.apiKey) {
        json(response, error('Authentication Failed'));
        return;
      }
      const behaviour = nextMisbehaviour(action);
      const parameters = fields.parameters ?? '';
      switch (behaviour?.kind) {
        case 'refuse':
          json(response, error(behaviour.message));
          return;
        case 'unavailable':
          response.writeHead(503, { 'content-type': 'text/html' });
          response.end('<html><body>Service Unavailable</body></html>');
          return;
        case 'emptyAbout':
          if (parameters.includes(`<ID>${behaviour.reference}</ID>`)) {
            response.writeHead(200, { 'content-type': 'text/html; charset=UTF-8' });
            response.end('');
            return;
          }
          break;
        case 'diesAfterTaking':
          answerOf(action, parameters);
          response.writeHead(behaviour.status, { 'content-type': 'text/html' });
          response.end(
            '<br />\n<b>Fatal error</b>: Allowed memory size exhausted in <b>/var/www/api/index.php</b>',
          );
          return;
        case 'html':
          response.writeHead(200, { 'content-type': 'text/html' });
          response.end('<html><body>Down for maintenance</body></html>');
          return;
        case 'redirect':
          response.writeHead(302, { location: behaviour.location });
          response.end();
          return;
        case 'huge':
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(`{"SUCCESS":[{"MESSAGE":"${'x'.repeat(3 * 1024 * 1024)}"}]}`);
          return;
        case 'slow':
          await new Promise((resolve) => setTimeout(resolve, behaviour.ms));
          break;
        case 'heldUntil':
          await behaviour.until;
          break;
        case 'hang':
          answerOf(action, parameters);
          return; // never answers; the client gives up
        case 'gatewayTimeout':
          answerOf(action, parameters);
          response.writeHead(504, { 'content-type': 'text/html' });
          response.end('<html><body>504 Gateway Time-out</body></html>');
          return;
        case 'warning':
          json(response, {
            ...(answerOf(action, parameters) as object),
            ERROR: [{ MESSAGE: behaviour.message }],
          });
          return;
        case 'notice':
          response.writeHead(200, { 'content-type': 'text/html' });
          response.end(
            `<br />\n<b>Notice</b>:  Undefined index: QNT in <b>/var/www/api/index.php</b> on line <b>{42}</b><br />\n${JSON.stringify(answerOf(action, parameters))}`,
          );
          return;
        case 'hugeAfterTaking': {
          const taken = answerOf(action, parameters) as { SUCCESS: Record<string, unknown>[] };
          const entry = { ...taken.SUCCESS[0], NOTE: 'x'.repeat(3 * 1024 * 1024) };
          json(response, { SUCCESS: [entry] });
          return;
        }
        case 'garbled': {
          const taken = answerOf(action, parameters) as { SUCCESS: unknown[] };
          json(response, { SUCCESS: taken.SUCCESS[0] });
          return;
        }
        case 'reference': {
          const taken = answerOf(action, parameters) as { SUCCESS: Record<string, unknown>[] };
          const order = supplier.orders.at(-1);
          if (order) order.reference = behaviour.reference;
          json(response, { SUCCESS: [{ ...taken.SUCCESS[0], REFERENCEID: behaviour.reference }] });
          return;
        }
        case 'otherImei': {
          const status = answerOf(action, parameters) as { SUCCESS?: Record<string, unknown>[] };
          const entry = status.SUCCESS?.[0];
          json(response, entry ? { SUCCESS: [{ ...entry, IMEI: behaviour.imei }] } : status);
          return;
        }
        case 'wrapped':
          response.writeHead(behaviour.status, { 'content-type': 'text/html; charset=UTF-8' });
          response.end(behaviour.wrap(JSON.stringify(answerOf(action, parameters))));
          return;
        case 'raw':
          response.writeHead(behaviour.status ?? 200, { 'content-type': 'application/json' });
          response.end(behaviour.body);
          return;
        case 'cut': {
          const body = JSON.stringify(answerOf(action, parameters));
          response.writeHead(200, {
            'content-type': 'application/json',
            'content-length': body.length,
          });
          response.write(body.slice(0, Math.floor(body.length / 2)));
          setTimeout(() => request.socket.destroy(), 20);
          return;
        }
        default:
          break;
      }
      json(response, answerOf(action, parameters));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(supplier, {
    url: `http://127.0.0.1:${port}`,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
