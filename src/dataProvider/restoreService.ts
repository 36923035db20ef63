import type { AdminService } from '@schemas/catalogue';
import { httpClient } from './httpClient';

/**
 * POST /admin_services/{id}/restore: a retired service back on sale, with its id, routes and
 * customers' own prices; into `categoryId` when given, else its own. A category deleted since is
 * a 422 whose `errors.category_id` asks for another.
 */
export const restoreService = async (id: number, categoryId?: number): Promise<AdminService> => {
  const { json } = await httpClient<{ data: AdminService }>(
    `/admin_services/${encodeURIComponent(String(id))}/restore`,
    { method: 'POST', body: categoryId === undefined ? {} : { category_id: categoryId } },
  );
  return json.data;
};
