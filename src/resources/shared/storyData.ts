import {
  type DataProvider,
  type GetListParams,
  type GetListResult,
  HttpError,
  type RaRecord,
} from 'react-admin';
import { NETWORK_ERROR_MESSAGE, toValidationErrorBody } from '../../dataProvider/httpClient';
import { createFakeDataProvider } from '../../stories/fakeDataProvider';
import { storyRecords } from '../../stories/fixtures';

/** A 422 exactly as the real HTTP client raises it from a Laravel body. */
export const laravel422 = (errors: Record<string, string[]>, message?: string): HttpError => {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  const text = message ?? first;
  return new HttpError(text, 422, toValidationErrorBody({ message: text, errors }, text));
};

/** No answer from the server, as the real HTTP client reports it. */
export const networkError = (): HttpError =>
  new HttpError(NETWORK_ERROR_MESSAGE, 0, { message: NETWORK_ERROR_MESSAGE });

export type Tables = Record<string, { id: number | string; [field: string]: unknown }[]>;

/**
 * The fake data provider answering copies of its records, as a server would: react-query
 * then sees a changed record as a new object and the screen shows the change.
 */
const answeringCopies = (provider: DataProvider): DataProvider => {
  const copying: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(provider)) {
    copying[name] =
      typeof method === 'function'
        ? async (...args: unknown[]) => structuredClone(await method(...args))
        : method;
  }
  return copying as DataProvider;
};

/** The story fixtures' data provider with some methods replaced (e.g. one that fails). */
export const storyDataProvider = (
  overrides: Partial<DataProvider> = {},
  tables: Tables = storyRecords,
): DataProvider => ({
  ...answeringCopies(createFakeDataProvider(tables as typeof storyRecords)),
  ...overrides,
});

/**
 * A getList that pages like the server (`pageInfo` from its links) and filters on equality,
 * over the given rows.
 */
export const pagedGetList =
  (rows: Tables) =>
  async <RecordType extends RaRecord = RaRecord>(
    resource: string,
    params: GetListParams,
  ): Promise<GetListResult<RecordType>> => {
    const perPage = params.pagination?.perPage ?? 15;
    const page = params.pagination?.page ?? 1;
    const filter = (params.filter ?? {}) as Record<string, unknown>;
    const all = (rows[resource] ?? []).filter((row) =>
      Object.entries(filter).every(([field, value]) => String(row[field]) === String(value)),
    );
    const data = all.slice((page - 1) * perPage, page * perPage);
    return {
      data: data as unknown as RecordType[],
      total: all.length,
      pageInfo: { hasPreviousPage: page > 1, hasNextPage: page * perPage < all.length },
    };
  };
