import {
  findOrderForUser,
  ORDER_COMPLETED,
  ORDER_REJECTED,
  type OrderRow,
  orderAnswer,
} from '../../domain/orders/index.js';
import { bulkReferences, inCallerOrder, perReference, referenceEntry } from '../bulk.js';
import { type DhruItem, type DhruOutcome, successPart } from '../envelope.js';
import { DhruError } from '../errors.js';
import { ordersOfUserById } from '../orderLookup.js';
import { upperCaseKeys } from '../parameters.js';
import { idParameter } from '../parameterValues.js';
import type { ActionContext, ActionResult } from './context.js';

/** DHRU's STATUS: 1 in process (our pending), 3 rejected (refunded), 4 available (the code). */
export function dhruStatus(status: number): 1 | 3 | 4 {
  if (status === ORDER_COMPLETED) return 4;
  if (status === ORDER_REJECTED) return 3;
  return 1;
}

/**
 * CODE is the unlock code for status 4, the reason for status 3, empty while in process; an
 * order given custom field values shows them back as CUSTOMFIELD (`{fieldname: value}`).
 */
function statusItem(order: OrderRow): DhruItem {
  return {
    STATUS: dhruStatus(order.status),
    CODE: orderAnswer(order) ?? '',
    IMEI: order.imei,
    COMMENTS: '',
    ...(order.fields && Object.keys(order.fields).length > 0 ? { CUSTOMFIELD: order.fields } : {}),
  };
}

const referenceId = (params: Record<string, unknown>) =>
  idParameter(params, 'ID', 'REFERENCEID from placeimeiorder');

const bulkReferenceId = (entry: unknown) =>
  referenceId(referenceEntry(entry, '{"ID": "1234"}', 'ID'));

/** Unknown ids and other customers' ids get the very same answer. */
const orderNotFound = () =>
  new DhruError('Order not found', 'There is no order with this REFERENCEID on this account.');

/** `getimeiorder`: one order's status and code (parameter ID = the REFERENCEID). */
export async function getImeiOrder({ db, user, parameters }: ActionContext): Promise<ActionResult> {
  const orderId = referenceId(upperCaseKeys(parameters.value));
  const order = await findOrderForUser(db, user.id, orderId);
  if (!order) throw orderNotFound();
  return { ID: String(orderId), ...successPart(statusItem(order)) };
}

/** `getimeiorderbulk`: `{"ref": {"ID": REFERENCEID}, …}`, each answered on its own, one query. */
export async function getImeiOrderBulk({
  db,
  user,
  parameters,
}: ActionContext): Promise<ActionResult> {
  const entries = bulkReferences(parameters);
  const { accepted, refused } = perReference(entries, bulkReferenceId);
  const found = await ordersOfUserById(
    db,
    user.id,
    accepted.map(({ value }) => value),
  );
  const outcomes = new Map<string, DhruOutcome>(refused);
  for (const { reference, value: orderId } of accepted) {
    const order = found.get(orderId);
    outcomes.set(reference, order ? successPart(statusItem(order)) : orderNotFound().toPart());
  }
  return inCallerOrder(entries, outcomes);
}
