import type { FastifyInstance } from 'fastify';
import { findUser } from '../domain/backOffice/customers.js';
import { listOrders } from '../domain/orders/index.js';
import { laravelPage, pageRequest } from '../http/pagination.js';
import { recordId } from '../http/params.js';
import { adminAccess } from '../http/routeAccess.js';
import { adminOrderView } from '../http/supplierViews.js';
import { UserParams } from '../schemas/backOffice.js';
import { errorResponses } from '../schemas/errors.js';
import { LaravelPage, PageQuery } from '../schemas/paging.js';
import { AdminOrder } from '../schemas/suppliers.js';

/** GET /admin_orders_by_user/{userId}: one customer's orders, newest first, paged. */
export default async function adminUserOrderRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: UserParams; Querystring: PageQuery }>(
    '/admin_orders_by_user/:userId',
    {
      schema: {
        ...adminAccess,
        summary: 'One customer’s orders, newest first',
        params: UserParams,
        querystring: PageQuery,
        response: { 200: LaravelPage(AdminOrder), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const userId = recordId(request.params.userId, 'User');
      await findUser(app.db, userId);
      const page = pageRequest(request.query);
      const { total, rows } = await listOrders(app.db, { userId }, { ...page, sort: 'newest' });
      const locale = request.answerLocale();
      const views = rows.map((row) => adminOrderView(row, locale));
      return laravelPage(request, app.config.publicUrl, page, total, views);
    },
  );
}
