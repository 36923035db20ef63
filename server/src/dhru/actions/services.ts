import { type PricedService, pricedServiceFor, pricedServicesFor } from '../../domain/prices.js';
import { dhruCustomFields } from '../customFields.js';
import { successPart } from '../envelope.js';
import { DhruError } from '../errors.js';
import { upperCaseKeys } from '../parameters.js';
import { idParameter, MAX_SERVICE_ID } from '../parameterValues.js';
import type { ActionContext, ActionResult } from './context.js';

/** Besides the IMEI, our services need only their own custom fields: every other DHRU field is "None". */
const REQUIRES = {
  Network: 'None',
  Mobile: 'None',
  Provider: 'None',
  PIN: 'None',
  KBH: 'None',
  MEP: 'None',
  PRD: 'None',
  Type: 'None',
  Locks: 'None',
  Reference: 'None',
  SN: 'None',
  SecRO: 'None',
};

/**
 * One service as DHRU lists it; CREDIT is what this account pays (its own price first), TIME the
 * delivery time, INFO the description. The custom fields are under `Requires.Custom`, the key
 * Dhru Fusion reads, and as `Custom` inside `Requires` for clients that read it there.
 */
function serviceEntry(service: PricedService) {
  const custom = dhruCustomFields(service.fields);
  return {
    SERVICEID: service.serviceId,
    SERVICETYPE: 'IMEI',
    SERVICENAME: service.name,
    CREDIT: service.price,
    TIME: service.deliveryTime,
    INFO: service.description,
    Requires: { ...REQUIRES, Custom: custom },
    'Requires.Custom': custom,
  };
}

/** `imeiservicelist`: active services grouped by category, at this account's prices. */
export async function imeiServiceList({ db, user }: ActionContext): Promise<ActionResult> {
  const services = await pricedServicesFor(db, user.id);
  const groups = new Map<
    string,
    { GROUPNAME: string; GROUPTYPE: 'IMEI'; SERVICES: Record<string, unknown> }
  >();
  for (const service of services) {
    let group = groups.get(service.categoryName);
    if (!group) {
      group = { GROUPNAME: service.categoryName, GROUPTYPE: 'IMEI', SERVICES: {} };
      groups.set(service.categoryName, group);
    }
    group.SERVICES[String(service.serviceId)] = serviceEntry(service);
  }
  return successPart({ MESSAGE: 'IMEI Service List', LIST: Object.fromEntries(groups) });
}

/**
 * `getimeiservicedetails`: one active service (parameter ID) at this account's price. Its fields
 * are given under LIST and beside MESSAGE too: clients read the one service either way.
 */
export async function imeiServiceDetails({
  db,
  user,
  parameters,
}: ActionContext): Promise<ActionResult> {
  const serviceId = idParameter(upperCaseKeys(parameters.value), 'ID', 'service id');
  const service =
    serviceId <= MAX_SERVICE_ID ? await pricedServiceFor(db, user.id, serviceId) : undefined;
  if (!service) throw new DhruError('Invalid service', `There is no service with ID ${serviceId}.`);
  const entry = { ...serviceEntry(service), GROUPNAME: service.categoryName };
  return successPart({ MESSAGE: 'IMEI Service Details', ...entry, LIST: entry });
}
