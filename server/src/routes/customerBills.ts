import type { FastifyInstance } from 'fastify';
import { listBillsPage } from '../domain/backOffice/bills.js';
import { billListView } from '../http/backOfficeViews.js';
import { laravelPage, PageQuery, pageRequest } from '../http/pagination.js';
import { currentUser } from '../plugins/auth.js';

/** GET /bills: the signed-in customer's own bills (top-ups and their cancellations), newest first. */
export default async function customerBillRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: PageQuery }>(
    '/bills',
    { schema: { querystring: PageQuery } },
    async (request) => {
      const page = pageRequest(request.query);
      const { rows, total } = await listBillsPage(app.db, page, {
        userId: currentUser(request).id,
      });
      return laravelPage(request, app.config.publicUrl, page, total, rows.map(billListView));
    },
  );
}
