import type { SupplierFieldDefinition } from '../db/supplierSchema.js';
import { isRecord } from '../domain/records.js';
import {
  amountOf,
  dhruObjectInside,
  type Envelope,
  envelopeOf,
  isHtmlPage,
  jsonObjectOf,
  MAX_CODE_LENGTH,
  MAX_REFERENCE_LENGTH,
  shortText,
  statusOf,
  textOf,
} from './dhruAnswers.js';
import { serviceEntriesOf } from './serviceList.js';
import { type CallLimits, postForm } from './supplierHttp.js';

/** How to reach one supplier. */
export interface SupplierAccount {
  url: string;
  username: string;
  apiKey: string;
}

/** What a call came to, before reading what it says. */
export type CallFailure =
  | { kind: 'refused'; message: string }
  | { kind: 'fault'; message: string }
  /** `answered`: the supplier's script answered (HTTP 2xx), but nothing readable. */
  | { kind: 'unknown'; message: string; answered?: true };

export type Placement = { kind: 'accepted'; reference: string } | CallFailure;

export type OrderStatusAnswer =
  /** `imei`: the IMEI the supplier echoed with its answer, when it did. */
  | { kind: 'final'; status: 3 | 4; code: string; imei?: string }
  | { kind: 'waiting' }
  /** The supplier answered about this order, but not in a way that can be applied. */
  | { kind: 'unreadable'; message: string }
  /**
   * The call itself failed (unreachable, HTTP 5xx, time-out, not DHRU), or the supplier refused
   * the account ("Authentication Failed", "IP BLOCKED"): nothing was learnt of this order.
   */
  | { kind: 'unreachable'; message: string };

export interface SupplierServiceEntry {
  id: string;
  name: string;
  group: string;
  credit: string | null;
  time: string | null;
  info: string | null;
  /** Its custom fields (Requires.Custom). */
  fields: SupplierFieldDefinition[];
}

/** The values of an order's custom fields, keyed by the supplier's field names. */
export type CustomFieldValues = Record<string, string>;

/** Answers of orders and accounts are small; a service list can be long. */
const SMALL_ANSWER_BYTES = 2 * 1024 * 1024;
const SERVICE_LIST_BYTES = 16 * 1024 * 1024;
const NOT_DHRU =
  'The supplier did not answer in the DHRU format (a maintenance page, a wrong URL?)';
/**
 * An answer from the supplier's own script that says nothing readable: the request reached the
 * script, which may have done what was asked. Never a reason to place an order again.
 */
const UNREADABLE =
  'The supplier answered, but not in the DHRU format (a wrong URL?): an order sent with it may have been taken';

/** `<base>/api/index.php`, whatever slashes or suffix the base came with. */
export function endpointOf(baseUrl: string): URL {
  const base = baseUrl
    .trim()
    .replace(/\/+$/, '')
    .replace(/\/api\/index\.php$/i, '');
  return new URL(`${base}/api/index.php`);
}

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** `<PARAMETERS><ID>…</ID>…</PARAMETERS>`, as the official kit writes single calls. */
function xmlParameters(fields: Record<string, string>): string {
  const inner = Object.entries(fields)
    .map(([key, value]) => `<${key}>${xmlEscape(value)}</${key}>`)
    .join('');
  return `<PARAMETERS>${inner}</PARAMETERS>`;
}

const base64Json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

/** `{CUSTOMFIELD: base64 JSON}` when there are values to send; nothing otherwise. */
const customFieldParameter = (values: CustomFieldValues | undefined): Record<string, string> =>
  values && Object.keys(values).length > 0 ? { CUSTOMFIELD: base64Json(values) } : {};

/** How this shop calls its suppliers. */
export interface SupplierNetwork {
  /** Every call is bounded by it. */
  timeoutMs: number;
  /** Whether a supplier may be on a private or local network (SUPPLIERS_ON_PRIVATE_NETWORK). */
  privateNetwork: boolean;
}

/** A DHRU client for one supplier account; every call bounded by the network's time-out. */
export class DhruClient {
  constructor(
    private readonly account: SupplierAccount,
    private readonly network: SupplierNetwork,
  ) {}

  private async call(
    action: string,
    parameters: string | undefined,
    maxBytes = SMALL_ANSWER_BYTES,
  ): Promise<{ kind: 'body'; body: Record<string, unknown> } | CallFailure> {
    const limits: CallLimits = { ...this.network, maxBytes };
    const fields: Record<string, string> = {
      username: this.account.username,
      apiaccesskey: this.account.apiKey,
      action,
      requestformat: 'JSON',
    };
    if (parameters !== undefined) fields.parameters = parameters;
    const call = await postForm(endpointOf(this.account.url), fields, limits);
    if (call.kind !== 'answered') {
      // A DHRU answer that took the request, under a server error's status that a web server or
      // a proxy put on the script's output: the supplier's word, not the status's (sending it
      // again paid for the order twice). Anything else keeps what the status says.
      const inside = call.body === undefined ? undefined : dhruObjectInside(call.body);
      if (inside && tookTheRequest(inside)) return { kind: 'body', body: inside };
      return { kind: call.kind, message: call.message };
    }
    const body = jsonObjectOf(call.body);
    if (body) return { kind: 'body', body };
    // A host's whole HTML page (maintenance, wrong URL) is not the script: safe to send again.
    if (isHtmlPage(call.body)) {
      return { kind: 'fault', message: `${NOT_DHRU} (HTTP ${call.status})` };
    }
    return { kind: 'unknown', message: `${UNREADABLE} (HTTP ${call.status})`, answered: true };
  }

  /** The whole answer as one envelope: refused, not DHRU, or its SUCCESS entry. */
  private async single(
    action: string,
    parameters?: string,
    maxBytes?: number,
  ): Promise<Extract<Envelope, { kind: 'success' }> | CallFailure> {
    const answer = await this.call(action, parameters, maxBytes);
    if (answer.kind !== 'body') return answer;
    const envelope = envelopeOf(answer.body);
    if (envelope.kind === 'error') return { kind: 'refused', message: envelope.message };
    if (envelope.kind === 'malformed') return { kind: 'unknown', message: UNREADABLE };
    return envelope;
  }

  /** accountinfo: the balance and currency (under AccoutInfo, sic, or AccountInfo). */
  async accountInfo(): Promise<
    { kind: 'ok'; balance: string | null; currency: string | null } | CallFailure
  > {
    const answer = await this.single('accountinfo');
    if (answer.kind !== 'success') return answer;
    const info = answer.entry.AccoutInfo ?? answer.entry.AccountInfo;
    if (!isRecord(info)) return { kind: 'fault', message: NOT_DHRU };
    return {
      kind: 'ok',
      balance: amountOf(info.creditraw) ?? amountOf(info.credit) ?? null,
      currency: shortText(info.currency, 16) || null,
    };
  }

  /** imeiservicelist, flattened: one entry per service with its group. */
  async serviceList(): Promise<{ kind: 'ok'; services: SupplierServiceEntry[] } | CallFailure> {
    const answer = await this.single('imeiservicelist', undefined, SERVICE_LIST_BYTES);
    if (answer.kind !== 'success') return answer;
    const services = serviceEntriesOf(answer.entry.LIST);
    return services ? { kind: 'ok', services } : { kind: 'fault', message: NOT_DHRU };
  }

  /** placeimeiorder: one order, with its custom field values as CUSTOMFIELD (base64 JSON). */
  async placeOrder(
    serviceId: string,
    imei: string,
    customFields?: CustomFieldValues,
  ): Promise<Placement> {
    const answer = await this.single(
      'placeimeiorder',
      xmlParameters({ ID: serviceId, IMEI: imei, ...customFieldParameter(customFields) }),
    );
    if (answer.kind !== 'success') return answer;
    return placementOf(answer);
  }

  /**
   * placeimeiorderbulk: each ref's outcome; a failure of the whole call applies to all. Each
   * entry carries its custom field values as CUSTOMFIELD (base64 JSON), as in placeimeiorder.
   */
  async placeOrders(
    items: { ref: string; serviceId: string; imei: string; customFields?: CustomFieldValues }[],
  ): Promise<Map<string, Placement>> {
    const parameters = base64Json(
      Object.fromEntries(
        items.map((item) => [
          item.ref,
          { ID: item.serviceId, IMEI: item.imei, ...customFieldParameter(item.customFields) },
        ]),
      ),
    );
    const answer = await this.call('placeimeiorderbulk', parameters);
    const outcomes = new Map<string, Placement>();
    const all = (outcome: Placement) => {
      for (const item of items) outcomes.set(item.ref, outcome);
      return outcomes;
    };
    if (answer.kind !== 'body') return all(answer);
    const entries = items.map((item) => answer.body[item.ref]);
    // Not one ref answered: the whole call's ERROR refused them all; anything else is not a bulk
    // answer at all, but the script's. An ERROR beside refs' own answers is a warning ("Low
    // balance"): those refs were answered, and a refusal of all sent orders the supplier had
    // taken to the next supplier.
    if (entries.every((entry) => !isRecord(entry))) {
      const whole = envelopeOf(answer.body);
      return all(
        whole.kind === 'error'
          ? { kind: 'refused', message: whole.message }
          : { kind: 'unknown', message: UNREADABLE },
      );
    }
    items.forEach((item, index) => {
      const envelope = envelopeOf(entries[index]);
      if (envelope.kind === 'error') {
        outcomes.set(item.ref, { kind: 'refused', message: envelope.message });
      } else if (envelope.kind === 'success') {
        outcomes.set(item.ref, placementOf(envelope));
      } else {
        outcomes.set(item.ref, {
          kind: 'unknown',
          message: 'The supplier answered the bulk without this order: it may have taken it',
        });
      }
    });
    return outcomes;
  }

  /** getimeiorder: one order's status. */
  async orderStatus(reference: string): Promise<OrderStatusAnswer> {
    const answer = await this.call('getimeiorder', xmlParameters({ ID: reference }));
    // The script answered about this one order, unreadably (an empty body where PHP could not
    // encode its code): the order's trouble, not the supplier's.
    if (answer.kind === 'unknown' && answer.answered) {
      return { kind: 'unreadable', message: answer.message };
    }
    if (answer.kind !== 'body') return { kind: 'unreachable', message: answer.message };
    const envelope = envelopeOf(answer.body);
    if (envelope.kind === 'success') return statusAnswerOf(envelope.entry);
    if (envelope.kind === 'malformed') return { kind: 'unreadable', message: UNREADABLE };
    // "Authentication Failed", "IP BLOCKED"…: about the account, not this order.
    return ACCOUNT_REFUSAL.test(envelope.message)
      ? { kind: 'unreachable', message: envelope.message }
      : { kind: 'unreadable', message: envelope.message };
  }

  /** getimeiorderbulk: each ref's status, or why the whole call failed. */
  async orderStatuses(
    items: { ref: string; reference: string }[],
  ): Promise<Map<string, OrderStatusAnswer> | { failed: string }> {
    const parameters = base64Json(
      Object.fromEntries(items.map((item) => [item.ref, { ID: item.reference }])),
    );
    const answer = await this.call('getimeiorderbulk', parameters);
    if (answer.kind !== 'body') return { failed: answer.message };
    // The whole call failed only when its ERROR came without any ref's answer (a warning beside
    // them held back every code of the batch for as long as it lasted).
    const whole = envelopeOf(answer.body);
    if (whole.kind === 'error' && items.every((item) => !isRecord(answer.body[item.ref]))) {
      return { failed: whole.message };
    }
    const statuses = new Map<string, OrderStatusAnswer>();
    for (const item of items) {
      const envelope = envelopeOf(answer.body[item.ref]);
      if (envelope.kind === 'success') statuses.set(item.ref, statusAnswerOf(envelope.entry));
      else if (envelope.kind === 'error') {
        statuses.set(item.ref, { kind: 'unreadable', message: envelope.message });
      } else statuses.set(item.ref, { kind: 'waiting' });
    }
    return statuses;
  }
}

/** Whether a DHRU answer says SUCCESS, as a whole or for one of a bulk call's references. */
function tookTheRequest(body: Record<string, unknown>): boolean {
  const success = (value: unknown) => isRecord(value) && Array.isArray(value.SUCCESS);
  return success(body) || Object.values(body).some(success);
}

/** A supplier's ERROR about the account or the whole API rather than one order. */
const ACCOUNT_REFUSAL =
  /authenticat|api ?(access ?)?key|\bip\b|block|suspend|maintenance|invalid action|not allowed/i;

/** A REFERENCEID as text; a JSON number past 2^53 was rounded when read: not the supplier's. */
function referenceOf(value: unknown): string | undefined {
  if (typeof value === 'number' && !Number.isSafeInteger(value)) return undefined;
  const reference = textOf(value);
  return reference && reference.length <= MAX_REFERENCE_LENGTH ? reference : undefined;
}

function placementOf(success: Extract<Envelope, { kind: 'success' }>): Placement {
  const reference = referenceOf(success.entry.REFERENCEID);
  if (!reference) {
    return {
      kind: 'unknown',
      message:
        'The supplier accepted the order without a usable REFERENCEID: it cannot be followed',
    };
  }
  const references = new Set([reference]);
  for (const entry of success.others) {
    const another = referenceOf(entry.REFERENCEID);
    if (another) references.add(another);
  }
  if (references.size > 1) {
    return {
      kind: 'unknown',
      message: `The supplier answered several REFERENCEIDs for one order (${[...references].join(', ')}): it may have taken it more than once`,
    };
  }
  return { kind: 'accepted', reference };
}

/** STATUS 4 with a code, 3 with a reason; 0, 1, 2 and anything unknown: ask again later. */
function statusAnswerOf(entry: Record<string, unknown>): OrderStatusAnswer {
  const status = statusOf(entry.STATUS);
  if (status !== 3 && status !== 4) return { kind: 'waiting' };
  const code = textOf(entry.CODE) ?? '';
  if (code.length > MAX_CODE_LENGTH) {
    return {
      kind: 'unreadable',
      message: `The supplier's CODE is longer than ${MAX_CODE_LENGTH} characters`,
    };
  }
  if (status === 4 && code === '') {
    return { kind: 'unreadable', message: 'The supplier answered STATUS 4 without a CODE' };
  }
  const imei = shortText(entry.IMEI, 64);
  return { kind: 'final', status, code, ...(imei ? { imei } : {}) };
}
