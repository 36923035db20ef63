import type { FastifyInstance } from 'fastify';
import { customerPricesPage, setCustomerPrice } from '../domain/backOffice/customerPrices.js';
import { customerPriceView } from '../http/backOfficeViews.js';
import { laravelPage, pageRequest } from '../http/pagination.js';
import { recordId } from '../http/params.js';
import { adminAccess } from '../http/routeAccess.js';
import { currentActor } from '../plugins/auth.js';
import {
  CustomerPriceBody,
  CustomerPricesQuery,
  RecordParams,
  UserParams,
} from '../schemas/backOffice.js';
import { errorResponses } from '../schemas/errors.js';
import { DataOf } from '../schemas/fields.js';
import { LaravelPage } from '../schemas/paging.js';
import { UserServicePrice } from '../schemas/prices.js';

/**
 * A customer's price list: GET /admin_services_price_by_user/{userId} (`?search=` finds services
 * by their name or category; the page links keep it), PATCH /user_service_price/{id}.
 */
export default async function customerPriceRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: UserParams; Querystring: CustomerPricesQuery }>(
    '/admin_services_price_by_user/:userId',
    {
      schema: {
        ...adminAccess,
        summary:
          'A customer’s price for every service (own price, else the list price), or for the services a search finds',
        params: UserParams,
        querystring: CustomerPricesQuery,
        response: { 200: LaravelPage(UserServicePrice), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const userId = recordId(request.params.userId, 'User');
      const page = pageRequest(request.query);
      const { total, rows } = await customerPricesPage(app.db, userId, page, request.query.search);
      return laravelPage(request, app.config.publicUrl, page, total, rows.map(customerPriceView));
    },
  );

  app.patch<{ Params: RecordParams; Body: CustomerPriceBody }>(
    '/user_service_price/:id',
    {
      schema: {
        ...adminAccess,
        summary: 'Set the price one customer pays for one service',
        params: RecordParams,
        body: CustomerPriceBody,
        response: { 200: DataOf(UserServicePrice), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const row = await setCustomerPrice(app.db, {
        rowId: request.params.id,
        bodyId: request.body.id,
        price: request.body.price,
        actor: currentActor(request),
      });
      return { data: customerPriceView(row) };
    },
  );
}
