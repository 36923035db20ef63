import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFoundError } from '../domain/errors.js';
import {
  answerOrder,
  findOrderListing,
  listOrders,
  ORDER_COMPLETED,
  ORDER_PENDING,
  ORDER_REJECTED,
} from '../domain/orders/index.js';
import { orderView } from '../http/orderView.js';
import { laravelPage, pageRequest } from '../http/pagination.js';
import { adminAccess } from '../http/routeAccess.js';
import { currentActor } from '../plugins/auth.js';
import { errorResponses } from '../schemas/errors.js';
import { AnsweredOrder, AnswerOrderBody, Order, OrderFilterQuery } from '../schemas/orders.js';
import { LaravelPage } from '../schemas/paging.js';
import { orderFilter } from './orders.js';

/**
 * The admin's queue and history: GET /admin_orders_pending (oldest first, so nothing waits
 * forever), PATCH /admin_orders_pending/{id}, GET /admin_orders_history (answered, newest first),
 * GET /admin_filter_orders (every order, filtered; the IMEI matches any part).
 */
export default async function adminOrderRoutes(app: FastifyInstance): Promise<void> {
  const listOptions = (summary: string) => ({
    schema: {
      ...adminAccess,
      summary,
      querystring: OrderFilterQuery,
      response: { 200: LaravelPage(Order), ...errorResponses(401, 403, 422) },
    },
  });
  const listed = async (
    request: FastifyRequest<{ Querystring: OrderFilterQuery }>,
    statuses: number[] | undefined,
    sort: 'newest' | 'oldest',
  ) => {
    const page = pageRequest(request.query);
    const filter = orderFilter(request.query);
    // A list limited to some statuses keeps that limit; a status filter narrows it further.
    if (statuses)
      filter.statuses = statuses.filter((s) => !filter.statuses || filter.statuses.includes(s));
    const { rows, total } = await listOrders(app.db, filter, { ...page, sort });
    return laravelPage(request, app.config.publicUrl, page, total, rows.map(orderView));
  };

  app.get<{ Querystring: OrderFilterQuery }>(
    '/admin_orders_pending',
    listOptions('The pending queue, oldest first'),
    (request) => listed(request, [ORDER_PENDING], 'oldest'),
  );
  app.get<{ Querystring: OrderFilterQuery }>(
    '/admin_orders_history',
    listOptions('Answered orders (rejected or completed), newest first'),
    (request) => listed(request, [ORDER_REJECTED, ORDER_COMPLETED], 'newest'),
  );
  app.get<{ Querystring: OrderFilterQuery }>(
    '/admin_filter_orders',
    listOptions('Every order, filtered; the IMEI matches any part'),
    (request) => listed(request, undefined, 'newest'),
  );

  app.patch<{ Params: { id: string }; Body: AnswerOrderBody }>(
    '/admin_orders_pending/:id',
    {
      schema: {
        ...adminAccess,
        summary: 'Answer an order: 4 with the code, or 3 with the reason (refunded)',
        params: Type.Object({ id: Type.String() }),
        body: AnswerOrderBody,
        response: { 200: AnsweredOrder, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const orderId = Number(request.params.id);
      if (!/^\d{1,15}$/.test(request.params.id) || orderId < 1) throw new NotFoundError('Order');
      const { status, code, rejected } = request.body;
      const answered = await answerOrder(app.db, {
        orderId,
        actor: currentActor(request),
        status,
        code: code ?? null,
        fromHistory: rejected === true,
      });
      const listing = await findOrderListing(app.db, answered.id);
      if (!listing) throw new NotFoundError('Order');
      const outcome = status === ORDER_COMPLETED ? 'completed' : 'rejected and refunded';
      return { message: `Order #${orderId} ${outcome}.`, data: orderView(listing) };
    },
  );
}
