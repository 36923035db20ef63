import { useGetOne } from 'react-admin';
import type { UserDetailRecord } from './types';

/** The user of a per-user screen, for its heading (empty until loaded). */
export const useUserHeading = (id: number) => {
  const { data } = useGetOne<UserDetailRecord>('admin-user', { id });
  return data ? `${data.name} (${data.email})` : '';
};
