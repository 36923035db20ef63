import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { storyRecords } from './fixtures';

type Tables = Record<string, RaRecord[]>;

/** An in-memory data provider over the story fixtures (a copy per story). */
export const createFakeDataProvider = (seed: Tables = storyRecords): DataProvider => {
  const tables: Tables = structuredClone(seed);
  const table = (resource: string) => {
    tables[resource] ??= [];
    return tables[resource];
  };
  const find = (resource: string, id: Identifier) => {
    const record = table(resource).find((row) => String(row.id) === String(id));
    if (!record) throw new Error(`No ${resource} #${id}`);
    return record;
  };
  return {
    getList: async (resource) => ({ data: table(resource), total: table(resource).length }),
    getOne: async (resource, { id }) => ({ data: find(resource, id) }),
    getMany: async (resource, { ids }) => ({ data: ids.map((id) => find(resource, id)) }),
    getManyReference: async (resource, { target, id }) => {
      const data = table(resource).filter((row) => String(row[target]) === String(id));
      return { data, total: data.length };
    },
    create: async (resource, { data }) => {
      const record = {
        ...data,
        id: Math.max(0, ...table(resource).map((row) => Number(row.id))) + 1,
      };
      table(resource).push(record);
      return { data: record };
    },
    update: async (resource, { id, data }) => {
      const record = Object.assign(find(resource, id), data);
      return { data: record };
    },
    updateMany: async (resource, { ids, data }) => {
      for (const id of ids) Object.assign(find(resource, id), data);
      return { data: ids };
    },
    delete: async (resource, { id }) => {
      const record = find(resource, id);
      tables[resource] = table(resource).filter((row) => row !== record);
      return { data: record };
    },
    deleteMany: async (resource, { ids }) => {
      tables[resource] = table(resource).filter((row) => !ids.map(String).includes(String(row.id)));
      return { data: ids };
    },
  } as DataProvider;
};
