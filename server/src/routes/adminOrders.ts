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
import { attemptsOf } from '../domain/suppliers/forwardingViews.js';
import { forwardAgain } from '../domain/suppliers/heldOrders.js';
import { laravelPage, pageRequest } from '../http/pagination.js';
import { recordId } from '../http/params.js';
import { adminAccess } from '../http/routeAccess.js';
import { adminOrderView, attemptView } from '../http/supplierViews.js';
import { currentActor } from '../plugins/auth.js';
import { RecordParams } from '../schemas/backOffice.js';
import { errorResponses } from '../schemas/errors.js';
import { AnswerOrderBody } from '../schemas/orders.js';
import { LaravelPage } from '../schemas/paging.js';
import {
  AdminOrder,
  AdminOrderDetail,
  AdminOrderFilterQuery,
  ForwardBody,
} from '../schemas/suppliers.js';
import { orderFilter } from './orders.js';

const AnsweredAdminOrder = Type.Object({ message: Type.String(), data: AdminOrder });

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
      querystring: AdminOrderFilterQuery,
      response: { 200: LaravelPage(AdminOrder), ...errorResponses(401, 403, 422) },
    },
  });
  const listed = async (
    request: FastifyRequest<{ Querystring: AdminOrderFilterQuery }>,
    statuses: number[] | undefined,
    sort: 'newest' | 'oldest',
  ) => {
    const page = pageRequest(request.query);
    const filter = orderFilter(request.query);
    if (request.query.forwarding)
      filter.forwarding = request.query.forwarding as 'held' | 'by_hand';
    // A list limited to some statuses keeps that limit; a status filter narrows it further.
    if (statuses)
      filter.statuses = statuses.filter((s) => !filter.statuses || filter.statuses.includes(s));
    const { rows, total } = await listOrders(app.db, filter, { ...page, sort });
    const locale = request.answerLocale();
    const views = rows.map((row) => adminOrderView(row, locale));
    return laravelPage(request, app.config.publicUrl, page, total, views);
  };

  app.get<{ Querystring: AdminOrderFilterQuery }>(
    '/admin_orders_pending',
    listOptions('The pending queue, oldest first'),
    (request) => listed(request, [ORDER_PENDING], 'oldest'),
  );
  app.get<{ Querystring: AdminOrderFilterQuery }>(
    '/admin_orders_history',
    listOptions('Answered orders (rejected or completed), newest first'),
    (request) => listed(request, [ORDER_REJECTED, ORDER_COMPLETED], 'newest'),
  );
  app.get<{ Querystring: AdminOrderFilterQuery }>(
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
        response: { 200: AnsweredAdminOrder, ...errorResponses(401, 403, 404, 409, 422) },
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
      const view = adminOrderView(listing, request.answerLocale());
      return { message: request.translate(`Order #${orderId} ${outcome}.`), data: view };
    },
  );

  app.get<{ Params: RecordParams }>(
    '/admin_orders/:id',
    {
      schema: {
        ...adminAccess,
        summary: 'One order, where it is with its suppliers, and every attempt',
        params: RecordParams,
        response: { 200: AdminOrderDetail, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const orderId = recordId(request.params.id, 'Order');
      const listing = await findOrderListing(app.db, orderId);
      if (!listing) throw new NotFoundError('Order');
      const locale = request.answerLocale();
      const view = adminOrderView(listing, locale);
      const attempts = (await attemptsOf(app.db, orderId)).map((one) => attemptView(one, locale));
      return { data: { ...view, attempts } };
    },
  );

  app.post<{ Params: RecordParams; Body: ForwardBody }>(
    '/admin_orders/:id/forward',
    {
      schema: {
        ...adminAccess,
        summary: 'Send a held (or by-hand) pending order to a supplier now',
        params: RecordParams,
        body: ForwardBody,
        response: { 200: AnsweredAdminOrder, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const orderId = recordId(request.params.id, 'Order');
      await forwardAgain(app.db, orderId, request.body.supplier_id, currentActor(request));
      const listing = await findOrderListing(app.db, orderId);
      if (!listing) throw new NotFoundError('Order');
      const view = adminOrderView(listing, request.answerLocale());
      return {
        message: request.translate(`Order #${orderId} queued for its supplier.`),
        data: view,
      };
    },
  );
}
