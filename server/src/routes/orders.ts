import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFoundError } from '../domain/errors.js';
import { toNumber } from '../domain/money.js';
import {
  cancelOrder,
  findOrderListing,
  listingsOf,
  listOrders,
  type OrderFilter,
  parseImeiLines,
  placeOrders,
} from '../domain/orders/index.js';
import { pricedServicesFor } from '../domain/prices.js';
import { orderView } from '../http/orderView.js';
import { laravelPage, pageRequest } from '../http/pagination.js';
import { customerAccess } from '../http/routeAccess.js';
import { serviceDetailsView } from '../http/serviceDetailsView.js';
import { currentActor, currentUser } from '../plugins/auth.js';
import { CustomerService } from '../schemas/catalogue.js';
import { errorResponses } from '../schemas/errors.js';
import { DataOf } from '../schemas/fields.js';
import {
  CancelledOrder,
  Order,
  OrderFilterQuery,
  OrderRefusal,
  PlacedOrders,
  PlaceOrdersBody,
} from '../schemas/orders.js';
import { LaravelPage, type PageQuery } from '../schemas/paging.js';

/** The list filters of a query string; empty values mean "any". */
export function orderFilter(query: OrderFilterQuery): OrderFilter {
  const filter: OrderFilter = {};
  if (query.status) filter.statuses = [Number(query.status)];
  if (query.service_id) filter.serviceId = Number(query.service_id);
  if (query.imei?.trim()) filter.imei = query.imei.trim();
  return filter;
}

/**
 * The customer's side: GET /services, POST /orders, GET /orders, GET /user_filter_orders,
 * POST /orders/{id}/cancel.
 */
export default async function orderRoutes(app: FastifyInstance): Promise<void> {
  const servicesOptions = {
    schema: {
      ...customerAccess,
      summary: 'The services this account can order, at the price it pays',
      response: { 200: DataOf(Type.Array(CustomerService)), ...errorResponses(401) },
    },
  };
  app.get('/services', servicesOptions, async (request) => {
    const priced = await pricedServicesFor(app.db, currentUser(request).id);
    return {
      data: priced.map((service) => ({
        id: service.serviceId,
        price: toNumber(service.price),
        service: { id: service.serviceId, name: service.name },
        category: { id: service.categoryId, name: service.categoryName },
        ...serviceDetailsView(service),
      })),
    };
  });

  app.post<{ Body: PlaceOrdersBody }>(
    '/orders',
    {
      // The order form shows a refusal's `error` (spec: "failure uses data.error").
      config: { errorText: true },
      schema: {
        ...customerAccess,
        summary: 'Place one order per IMEI (all or nothing), charged at this account’s price',
        body: PlaceOrdersBody,
        response: { 201: PlacedOrders, 422: OrderRefusal, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const placed = await placeOrders(app.db, {
        userId: user.id,
        serviceId: request.body.service_id,
        imeis: parseImeiLines(request.body.imei),
        source: 'web',
        fields: request.body.fields,
        shownPrice: request.body.price,
      });
      const count = placed.orders.length;
      const listings = await listingsOf(app.db, placed.orders);
      const locale = request.answerLocale();
      return reply.code(201).send({
        message: request.translate(
          `${count} ${count === 1 ? 'order' : 'orders'} placed for $${placed.total}`,
        ),
        total: toNumber(placed.total),
        data: listings.map((listing) => orderView(listing, locale)),
      });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/orders/:id/cancel',
    {
      schema: {
        ...customerAccess,
        summary:
          'Cancel an own pending order that is not with a supplier: rejected "Cancelled by customer" and refunded',
        description:
          'Another account’s order is a 404. An answered order, or one placed (or being placed) at ' +
          'a supplier, is a 422 whose `errors.order` says why.',
        params: Type.Object({ id: Type.String({ maxLength: 40 }) }),
        response: { 200: CancelledOrder, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const orderId = Number(request.params.id);
      if (!/^\d{1,15}$/.test(request.params.id) || orderId < 1) throw new NotFoundError('Order');
      const user = currentUser(request);
      const cancelled = await cancelOrder(app.db, {
        orderId,
        userId: user.id,
        actor: currentActor(request),
      });
      const listing = await findOrderListing(app.db, cancelled.id);
      if (!listing) throw new NotFoundError('Order');
      return { data: orderView(listing, request.answerLocale()) };
    },
  );

  const ownOrders = async (
    request: FastifyRequest<{ Querystring: PageQuery & OrderFilterQuery }>,
  ) => {
    const page = pageRequest(request.query);
    const filter = { ...orderFilter(request.query), userId: currentUser(request).id };
    const { rows, total } = await listOrders(app.db, filter, { ...page, sort: 'newest' });
    const locale = request.answerLocale();
    const views = rows.map((row) => orderView(row, locale));
    return laravelPage(request, app.config.publicUrl, page, total, views);
  };
  const listOptions = (summary: string) => ({
    schema: {
      ...customerAccess,
      summary,
      querystring: OrderFilterQuery,
      response: { 200: LaravelPage(Order), ...errorResponses(401, 422) },
    },
  });
  app.get<{ Querystring: OrderFilterQuery }>(
    '/orders',
    listOptions('The signed-in account’s own orders, newest first'),
    ownOrders,
  );
  app.get<{ Querystring: OrderFilterQuery }>(
    '/user_filter_orders',
    listOptions('The same list as GET /orders, filtered'),
    ownOrders,
  );
}
