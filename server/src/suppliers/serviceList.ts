import { isRecord } from '../domain/records.js';
import { priceOf, shortText, textOf } from './dhruAnswers.js';
import type { SupplierServiceEntry } from './dhruClient.js';
import { supplierFieldsOf } from './supplierFields.js';

const MAX_SERVICES = 20_000;
/** A SERVICEID is kept whole or not at all: one cut short is no longer the supplier's. */
const MAX_SERVICE_ID = 64;

/**
 * The entries of an object keyed by name, or of a list (PHP writes an array whose keys run
 * 0, 1, 2… as a JSON list): a list's entries have no key.
 */
function entriesOf(value: unknown): [string, unknown][] {
  if (Array.isArray(value)) return value.map((item): [string, unknown] => ['', item]);
  return isRecord(value) ? Object.entries(value) : [];
}

/**
 * imeiservicelist's LIST flattened: one entry per service with its group; undefined when LIST
 * is neither an object nor a list. Untrusted: a service without a usable id or name is left out.
 */
export function serviceEntriesOf(list: unknown): SupplierServiceEntry[] | undefined {
  if (!isRecord(list) && !Array.isArray(list)) return undefined;
  const services: SupplierServiceEntry[] = [];
  for (const [groupKey, group] of entriesOf(list)) {
    if (!isRecord(group)) continue;
    const groupName = shortText(group.GROUPNAME, 255) || shortText(groupKey, 255) || '';
    for (const [serviceKey, service] of entriesOf(group.SERVICES)) {
      if (!isRecord(service) || services.length >= MAX_SERVICES) continue;
      const id = textOf(service.SERVICEID) || serviceKey;
      const name = shortText(service.SERVICENAME, 255);
      if (!id || id.length > MAX_SERVICE_ID || !name) continue;
      services.push({
        id,
        name,
        group: groupName,
        credit: priceOf(service.CREDIT) ?? null,
        time: shortText(service.TIME, 255) || null,
        info: shortText(service.INFO, 5000) || null,
        fields: supplierFieldsOf(service),
      });
    }
  }
  return services;
}
