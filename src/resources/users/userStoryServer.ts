import type { DataProvider } from 'react-admin';
import { backOfficeTables } from '../shared/backOfficeFixtures';
import { createBackOfficeProvider, type StoryRow, type Tables } from '../shared/storyData';

let keys = 0;

/** PATCH /admin_users/{id} as the server does it: one of the four changes. */
export const applyUserChange = (user: StoryRow, data: Record<string, unknown>): StoryRow => {
  if (data.api_key === true) {
    keys += 1;
    return { ...user, api_key: `AK-NEW-${String(keys).padStart(4, '0')}` };
  }
  if (data.credits !== undefined) {
    return {
      ...user,
      credits: Number(user.credits) + Number(data.credits),
      bills_count: Number(user.bills_count ?? 0) + 1,
    };
  }
  if (data.password !== undefined) return user;
  return { ...user, name: data.name, email: data.email };
};

/** The story server for the users screens: updates as the server applies them, deletes deactivate. */
export const usersStoryProvider = (
  overrides: Partial<DataProvider> = {},
  tables: Tables = backOfficeTables(),
): DataProvider => {
  const provider = createBackOfficeProvider(tables, {
    updateRules: { 'admin-user': applyUserChange },
  });
  return {
    ...provider,
    delete: async (resource, params) => {
      if (resource !== 'admin-users') return provider.delete(resource, params);
      const user = tables['admin-users']?.find((row) => String(row.id) === String(params.id));
      if (user) user.active = false;
      return { data: structuredClone(user) as never };
    },
    ...overrides,
  };
};
