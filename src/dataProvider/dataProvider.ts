import type { GetListParams, GetListResult, Identifier, RaRecord } from 'react-admin';
import { bulkReply } from './bulkReply';
import { cancelOrder } from './cancelOrder';
import { type DashboardMethods, getDailyFigures, getDashboard } from './dashboard';
import { endpointOf, isListedWhole, listPathOf } from './endpoints';
import { httpClient } from './httpClient';
import { fromLaravelPage, isLaravelPage } from './laravelPage';
import { type PortalDataProvider, placeOrders } from './placeOrders';
import { restoreService } from './restoreService';
import { type SupplierMethods, supplierMethods } from './suppliers';

type QueryValue = string | number | undefined;

/** Scalar filter values (imei, status, service_id, ...) become query parameters. */
const filterQuery = (filter: GetListParams['filter'] = {}): Record<string, QueryValue> => {
  const query: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(filter as Record<string, unknown>)) {
    if (typeof value === 'string' || typeof value === 'number') query[key] = value;
    if (typeof value === 'boolean') query[key] = value ? 1 : 0;
  }
  return query;
};

/** Reads `{data: X}`, or X itself when the server sent it bare. */
const unwrap = <Value>(body: unknown): Value =>
  (typeof body === 'object' && body !== null && 'data' in body
    ? (body as { data: Value }).data
    : body) as Value;

/** `meta.idempotencyKey` of a mutation (the user detail's top-up), sent as its header. */
const idempotencyKeyOf = (meta: unknown): string | undefined => {
  const key = (meta as { idempotencyKey?: unknown } | undefined)?.idempotencyKey;
  return typeof key === 'string' ? key : undefined;
};

const recordUrl = (resource: string, id: Identifier): string =>
  `${endpointOf(resource)}/${encodeURIComponent(String(id))}`;

const getList = async (resource: string, params: GetListParams): Promise<GetListResult> => {
  const { path, filter } = listPathOf(resource, params.filter);
  const { json } = await httpClient<unknown>(path, {
    // `meta.perPage` asks for pages of another size than the server's 15 (the CSV export's).
    query: {
      ...filterQuery(filter),
      page: params.pagination?.page,
      ...(typeof params.meta?.perPage === 'number' ? { per_page: params.meta.perPage } : {}),
    },
    signal: params.signal,
  });
  if (isLaravelPage<RaRecord>(json)) return fromLaravelPage(json);
  const data = unwrap<RaRecord[]>(json);
  const records = Array.isArray(data) ? data : [];
  return { data: records, total: records.length };
};

const getOne = async (
  resource: string,
  id: Identifier,
  signal?: AbortSignal,
): Promise<RaRecord> => {
  const { json } = await httpClient<unknown>(recordUrl(resource, id), { signal });
  return unwrap<RaRecord>(json);
};

/**
 * The react-admin data provider of the portal: resource names map to the server paths their
 * declarations give (`endpoint`, read by `endpoints.ts`), bodies are unwrapped from `{data}`, Laravel paged lists become
 * `{data, total, pageInfo, meta}`, and failures are the HttpErrors of `httpClient`.
 */
export const dataProvider = {
  getList,

  getOne: async (resource, params) => ({ data: await getOne(resource, params.id, params.signal) }),

  getMany: async (resource, params) => {
    if (isListedWhole(resource)) {
      const { data } = await getList(resource, { filter: {}, signal: params.signal });
      const wanted = new Set(params.ids.map(String));
      return { data: data.filter((record) => wanted.has(String(record.id))) };
    }
    return {
      data: await Promise.all(params.ids.map((id) => getOne(resource, id, params.signal))),
    };
  },

  getManyReference: (resource, params) =>
    getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),

  create: async (resource, params) => {
    const { json } = await httpClient<unknown>(endpointOf(resource), {
      method: 'POST',
      body: params.data,
    });
    return { data: unwrap<RaRecord>(json) };
  },

  update: async (resource, params) => {
    const { json } = await httpClient<unknown>(recordUrl(resource, params.id), {
      method: 'PATCH',
      body: params.data,
      idempotencyKey: idempotencyKeyOf(params.meta),
    });
    const updated = unwrap<RaRecord | null>(json);
    return { data: updated ?? { ...params.previousData, ...params.data, id: params.id } };
  },

  updateMany: async (resource, params) => {
    for (const id of params.ids) {
      await httpClient(recordUrl(resource, id), { method: 'PATCH', body: params.data });
    }
    return { data: params.ids };
  },

  delete: async (resource, params) => {
    const { json } = await httpClient<unknown>(recordUrl(resource, params.id), {
      method: 'DELETE',
    });
    const deleted = unwrap<RaRecord | null>(json);
    return { data: { ...params.previousData, ...deleted, id: params.id } };
  },

  deleteMany: async (resource, params) => {
    for (const id of params.ids) {
      await httpClient(recordUrl(resource, id), { method: 'DELETE' });
    }
    return { data: params.ids };
  },

  placeOrders,
  cancelOrder,
  bulkReply,
  restoreService,
  getDashboard,
  getDailyFigures,
  ...supplierMethods,
} as PortalDataProvider & DashboardMethods & SupplierMethods;
