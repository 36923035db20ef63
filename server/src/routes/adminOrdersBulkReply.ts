import type { FastifyInstance } from 'fastify';
import { bulkReply } from '../domain/orders/index.js';
import { adminAccess } from '../http/routeAccess.js';
import { currentActor } from '../plugins/auth.js';
import { BulkReplyAnswer, BulkReplyBody } from '../schemas/bulkReply.js';
import { errorResponses } from '../schemas/errors.js';

/**
 * POST /admin_orders_bulk_reply: many pending orders answered (or rejected) from pasted
 * `IMEI<separator>code` lines, each on its own; `dry_run` previews it.
 */
export default async function adminOrdersBulkReplyRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: BulkReplyBody }>(
    '/admin_orders_bulk_reply',
    {
      schema: {
        ...adminAccess,
        summary:
          'Answer or reject pending orders from pasted lines (IMEI, separator, code or reason), each on its own; dry_run previews',
        body: BulkReplyBody,
        response: { 200: BulkReplyAnswer, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { lines, action, service_id, dry_run, order_ids } = request.body;
      const outcome = await bulkReply(app.db, {
        text: lines,
        action,
        serviceId: service_id,
        dryRun: dry_run === true,
        previewed: order_ids === undefined ? undefined : new Set(order_ids),
        actor: currentActor(request),
        onError: (error, orderId) =>
          request.log.error({ err: error, orderId }, 'bulk reply: an order could not be answered'),
      });
      return {
        data: {
          answered: outcome.answered,
          rejected: outcome.rejected,
          skipped: outcome.skipped,
          lines: outcome.lines.map(({ orderId, message, ...line }) => ({
            ...line,
            order_id: orderId,
            // Each line's sentence in the screen's language (a reason or a name in it as given).
            message: request.translate(message),
          })),
        },
      };
    },
  );
}
