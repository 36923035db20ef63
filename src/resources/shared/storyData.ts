import {
  type DataProvider,
  type GetListParams,
  type GetListResult,
  HttpError,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { NETWORK_ERROR_MESSAGE, toValidationErrorBody } from '../../dataProvider/httpClient';
import { backOfficeTables } from './backOfficeFixtures';

/** A 422 exactly as the real HTTP client raises it from a Laravel body. */
export const laravel422 = (errors: Record<string, string[]>, message?: string): HttpError => {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  const text = message ?? first;
  return new HttpError(text, 422, toValidationErrorBody({ message: text, errors }, text));
};

/** Any other failure as the real HTTP client raises it (404, 403, ...). */
export const httpFailure = (status: number, message: string): HttpError =>
  new HttpError(message, status, { message });

/** No answer from the server, as the real HTTP client reports it. */
export const networkError = (): HttpError =>
  new HttpError(NETWORK_ERROR_MESSAGE, 0, { message: NETWORK_ERROR_MESSAGE });

/** A story server's methods when no list loads: the server is not reached. */
export const failingLists = {
  getList: async (): Promise<never> => {
    throw networkError();
  },
};

/** Resources the server serves from one table: a user's detail is a row of the users list. */
const SHARED_TABLES: Record<string, string> = { 'admin-user': 'admin-users' };

export type StoryRow = { id: Identifier; [field: string]: unknown };
export type Tables = Record<string, StoryRow[]>;

/** What a story's server does with an update of one record (by default: merge the data). */
export type UpdateRule = (record: StoryRow, data: Record<string, unknown>) => StoryRow;

/**
 * An in-memory server for the back-office stories: lists paged (`pageInfo` as from the
 * server's links) and filtered on equality, records answered as copies (so react-query sees
 * changes), and per-resource update rules for the endpoints that do more than merge.
 */
export const createBackOfficeProvider = (
  tables: Tables = backOfficeTables(),
  options: { overrides?: Partial<DataProvider>; updateRules?: Record<string, UpdateRule> } = {},
): DataProvider => {
  const table = (resource: string) => {
    const name = SHARED_TABLES[resource] ?? resource;
    tables[name] ??= [];
    return tables[name];
  };
  const find = (resource: string, id: Identifier) => {
    const record = table(resource).find((row) => String(row.id) === String(id));
    if (!record) throw httpFailure(404, 'Record not found.');
    return record;
  };
  const copy = <T>(value: T): T => structuredClone(value);
  const getList = async <RecordType extends RaRecord = RaRecord>(
    resource: string,
    params: GetListParams,
  ): Promise<GetListResult<RecordType>> => {
    const perPage = params.pagination?.perPage ?? 15;
    const page = params.pagination?.page ?? 1;
    const filter = (params.filter ?? {}) as Record<string, unknown>;
    const all = table(resource).filter((row) =>
      Object.entries(filter).every(([field, value]) => String(row[field]) === String(value)),
    );
    const data = all.slice((page - 1) * perPage, page * perPage);
    return {
      data: copy(data) as unknown as RecordType[],
      total: all.length,
      pageInfo: { hasPreviousPage: page > 1, hasNextPage: page * perPage < all.length },
    };
  };
  const provider = {
    getList,
    getOne: async (resource: string, { id }: { id: Identifier }) => ({
      data: copy(find(resource, id)),
    }),
    getMany: async (resource: string, { ids }: { ids: Identifier[] }) => ({
      data: copy(ids.map((id) => find(resource, id))),
    }),
    getManyReference: async () => ({ data: [], total: 0 }),
    create: async (resource: string, { data }: { data: Record<string, unknown> }) => {
      const id = Math.max(0, ...table(resource).map((row) => Number(row.id) || 0)) + 1;
      const record = { ...data, id };
      table(resource).unshift(record);
      return { data: copy(record) };
    },
    update: async (
      resource: string,
      { id, data }: { id: Identifier; data: Record<string, unknown> },
    ) => {
      const record = find(resource, id);
      const rule = options.updateRules?.[resource];
      const updated = rule ? rule(record, data) : Object.assign(record, data);
      Object.assign(record, updated);
      return { data: copy(record) };
    },
    updateMany: async () => ({ data: [] }),
    delete: async (resource: string, { id }: { id: Identifier }) => {
      const record = find(resource, id);
      tables[SHARED_TABLES[resource] ?? resource] = table(resource).filter((row) => row !== record);
      return { data: copy(record) };
    },
    deleteMany: async () => ({ data: [] }),
  };
  return { ...(provider as unknown as DataProvider), ...options.overrides };
};

/** The back-office story server with some methods replaced (e.g. one that fails). */
export const storyDataProvider = (
  overrides: Partial<DataProvider> = {},
  tables?: Tables,
): DataProvider => createBackOfficeProvider(tables ?? backOfficeTables(), { overrides });
