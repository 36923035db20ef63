import type { FastifyInstance } from 'fastify';
import { customerPricesPage, setCustomerPrice } from '../domain/backOffice/customerPrices.js';
import { customerPriceView } from '../http/backOfficeViews.js';
import { laravelPage, PageQuery, pageRequest } from '../http/pagination.js';
import { recordId } from '../http/params.js';
import { CustomerPriceBody, RecordParams, UserParams } from '../schemas/backOffice.js';

/** A customer's price list: GET /admin_services_price_by_user/{userId}, PATCH /user_service_price/{id}. */
export default async function customerPriceRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: UserParams; Querystring: PageQuery }>(
    '/admin_services_price_by_user/:userId',
    { schema: { params: UserParams, querystring: PageQuery } },
    async (request) => {
      const userId = recordId(request.params.userId, 'User');
      const page = pageRequest(request.query);
      const { total, rows } = await customerPricesPage(app.db, userId, page);
      return laravelPage(request, app.config.publicUrl, page, total, rows.map(customerPriceView));
    },
  );

  app.patch<{ Params: RecordParams; Body: CustomerPriceBody }>(
    '/user_service_price/:id',
    { schema: { params: RecordParams, body: CustomerPriceBody } },
    async (request) => {
      const row = await setCustomerPrice(app.db, {
        rowId: request.params.id,
        bodyId: request.body.id,
        price: request.body.price,
      });
      return { data: customerPriceView(row) };
    },
  );
}
