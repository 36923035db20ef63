import type { FastifyInstance } from 'fastify';
import { findUser } from '../domain/backOffice/customers.js';
import { listOrders } from '../domain/orders/index.js';
import { orderView } from '../http/orderView.js';
import { laravelPage, PageQuery, pageRequest } from '../http/pagination.js';
import { recordId } from '../http/params.js';
import { UserParams } from '../schemas/backOffice.js';

/** GET /admin_orders_by_user/{userId}: one customer's orders, newest first, paged. */
export default async function adminUserOrderRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: UserParams; Querystring: PageQuery }>(
    '/admin_orders_by_user/:userId',
    { schema: { params: UserParams, querystring: PageQuery } },
    async (request) => {
      const userId = recordId(request.params.userId, 'User');
      await findUser(app.db, userId);
      const page = pageRequest(request.query);
      const { total, rows } = await listOrders(app.db, { userId }, { ...page, sort: 'newest' });
      return laravelPage(request, app.config.publicUrl, page, total, rows.map(orderView));
    },
  );
}
