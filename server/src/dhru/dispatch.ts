import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { accountInfo } from './actions/accountInfo.js';
import type { ActionResult, DhruAction } from './actions/context.js';
import { getImeiOrder, getImeiOrderBulk } from './actions/orderStatus.js';
import { placeImeiOrder, placeImeiOrderBulk } from './actions/placeOrders.js';
import { imeiServiceDetails, imeiServiceList } from './actions/services.js';
import { authenticateReseller } from './authentication.js';
import { DhruError, INVALID_ACTION } from './errors.js';
import { type DecodedParameters, decodeParameters } from './parameters.js';
import { readRequestFields } from './requestFields.js';

/** Every action this server answers, by the name DHRU clients send in `action`. */
export const ACTIONS: Record<string, DhruAction> = {
  accountinfo: accountInfo,
  imeiservicelist: imeiServiceList,
  getimeiservicedetails: imeiServiceDetails,
  placeimeiorder: placeImeiOrder,
  placeimeiorderbulk: placeImeiOrderBulk,
  getimeiorder: getImeiOrder,
  getimeiorderbulk: getImeiOrderBulk,
};

/**
 * Actions that read nothing from `parameters`: whatever comes there is not looked at. The
 * official PHP kit reuses one XML document per object, so a second call sends two
 * `<PARAMETERS>` elements, which was refused even for `accountinfo`.
 */
const TAKE_NO_PARAMETERS = new Set(['accountinfo', 'imeiservicelist']);
const NO_PARAMETERS: DecodedParameters = { format: 'none', value: {} };

/**
 * One DHRU request from its parsed form body to the answer's content: the fields, the account
 * (authentication comes before anything else is said), the action, its parameters.
 */
export async function handleDhruRequest(
  db: Database,
  config: AppConfig,
  body: unknown,
  ip: string,
): Promise<ActionResult> {
  const fields = readRequestFields(body);
  const user = await authenticateReseller(db, config, {
    username: fields.username,
    apiKey: fields.apiKey,
    ip,
  });
  const action = Object.hasOwn(ACTIONS, fields.action) ? ACTIONS[fields.action] : undefined;
  if (!action) {
    throw new DhruError(INVALID_ACTION, `Unknown action "${fields.action.slice(0, 40)}".`);
  }
  const parameters = TAKE_NO_PARAMETERS.has(fields.action)
    ? NO_PARAMETERS
    : decodeParameters(fields.parameters);
  return action({ db, user, parameters });
}
