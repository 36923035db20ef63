import type { FastifyInstance } from 'fastify';
import { listBillsPage } from '../domain/backOffice/bills.js';
import { billListView } from '../http/backOfficeViews.js';
import { laravelPage, pageRequest } from '../http/pagination.js';
import { customerAccess } from '../http/routeAccess.js';
import { currentUser } from '../plugins/auth.js';
import { Bill } from '../schemas/bills.js';
import { errorResponses } from '../schemas/errors.js';
import { LaravelPage, PageQuery } from '../schemas/paging.js';

/** GET /bills: the signed-in customer's own bills (top-ups and their cancellations), newest first. */
export default async function customerBillRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: PageQuery }>(
    '/bills',
    {
      schema: {
        ...customerAccess,
        summary: 'The signed-in account’s own bills, newest first',
        querystring: PageQuery,
        response: { 200: LaravelPage(Bill), ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const page = pageRequest(request.query);
      const { rows, total } = await listBillsPage(app.db, page, {
        userId: currentUser(request).id,
      });
      return laravelPage(request, app.config.publicUrl, page, total, rows.map(billListView));
    },
  );
}
