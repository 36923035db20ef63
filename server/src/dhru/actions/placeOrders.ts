import { type IndividualOrderResult, placeOrdersIndividually } from '../../domain/orders/index.js';
import { bulkReferences, inCallerOrder, perReference, referenceEntry } from '../bulk.js';
import { customFieldValues } from '../customFields.js';
import { type DhruOutcome, errorPart, successPart } from '../envelope.js';
import { DhruError } from '../errors.js';
import { upperCaseKeys } from '../parameters.js';
import { idParameter, imeiParameter } from '../parameterValues.js';
import type { ActionContext, ActionResult } from './context.js';

/**
 * What one order (`{ID, IMEI, CUSTOMFIELD}`) asks for; CUSTOMFIELD holds the values of the
 * service's custom fields (base64 JSON), checked by the orders domain. QNT does not apply.
 */
function orderRequest(params: Record<string, unknown>): {
  serviceId: number;
  imei: string;
  fields: Record<string, unknown> | undefined;
} {
  return {
    serviceId: idParameter(params, 'ID', 'service id'),
    imei: imeiParameter(params),
    fields: customFieldValues(params.CUSTOMFIELD),
  };
}

const bulkOrderRequest = (entry: unknown) =>
  orderRequest(
    referenceEntry(
      entry,
      '{"ID": "12", "IMEI": "356938035643809", "CUSTOMFIELD": "<base64 JSON>"}',
    ),
  );

function outcomeOf(result: IndividualOrderResult | undefined): DhruOutcome {
  if (!result) return errorPart('Order not placed');
  if (!result.ok) return errorPart(result.message, result.detail);
  return successPart({ MESSAGE: 'Order received', REFERENCEID: result.order.id });
}

/**
 * `placeimeiorder`: one IMEI for one service (parameters ID, IMEI), through the same domain
 * function as the bulk — the customer's price, the IMEI checks, the duplicate rule, the charge.
 */
export async function placeImeiOrder({
  db,
  user,
  parameters,
}: ActionContext): Promise<ActionResult> {
  const { serviceId, imei, fields } = orderRequest(upperCaseKeys(parameters.value));
  const results = await placeOrdersIndividually(db, {
    userId: user.id,
    items: [{ ref: 'order', serviceId, imei, fields }],
    source: 'api',
  });
  const result = results.get('order');
  if (!result?.ok) throw new DhruError(result?.message ?? 'Order not placed', result?.detail);
  return { ID: String(serviceId), IMEI: imei, ...outcomeOf(result) };
}

/**
 * `placeimeiorderbulk`: `{"ref": {"ID": …, "IMEI": …}, …}`. Each reference is accepted or refused
 * on its own and only the accepted ones are charged; a retry of the same bulk finds its orders
 * pending and is refused for them (the duplicate rule), so it is never charged twice.
 */
export async function placeImeiOrderBulk({
  db,
  user,
  parameters,
}: ActionContext): Promise<ActionResult> {
  const entries = bulkReferences(parameters);
  const { accepted, refused } = perReference(entries, bulkOrderRequest);
  const results =
    accepted.length === 0
      ? new Map<string, IndividualOrderResult>()
      : await placeOrdersIndividually(db, {
          userId: user.id,
          items: accepted.map(({ reference, value }) => ({ ref: reference, ...value })),
          source: 'api',
        });
  const outcomes = new Map(refused);
  for (const { reference } of accepted) outcomes.set(reference, outcomeOf(results.get(reference)));
  return inCallerOrder(entries, outcomes);
}
