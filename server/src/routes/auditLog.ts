import type { FastifyInstance } from 'fastify';
import { auditFilter } from '../domain/audit/filter.js';
import { listAuditPage } from '../domain/audit/index.js';
import { auditEntryView } from '../http/auditView.js';
import { laravelPage, pageRequest } from '../http/pagination.js';
import { adminAccess } from '../http/routeAccess.js';
import { AuditEntry, AuditLogQuery } from '../schemas/audit.js';
import { errorResponses } from '../schemas/errors.js';
import { LaravelPage } from '../schemas/paging.js';

/** GET /audit_log: every admin change, newest first, filtered by actor, customer, kind and days. */
export default async function auditLogRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: AuditLogQuery }>(
    '/audit_log',
    {
      schema: {
        ...adminAccess,
        summary: 'The audit log: who changed what, when and from where, newest first',
        querystring: AuditLogQuery,
        response: { 200: LaravelPage(AuditEntry), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { actor_id, user_id, kind, from, to } = request.query;
      const filter = auditFilter(
        { actorId: actor_id, userId: user_id, kind, from, to },
        app.config.timezone,
      );
      const page = pageRequest(request.query);
      const { total, rows } = await listAuditPage(app.db, page, filter);
      return laravelPage(request, app.config.publicUrl, page, total, rows.map(auditEntryView));
    },
  );
}
