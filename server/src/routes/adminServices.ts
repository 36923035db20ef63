import type { FastifyInstance } from 'fastify';
import {
  createService,
  listServices,
  removeService,
  updateService,
} from '../domain/backOffice/catalogue.js';
import { serviceView } from '../http/backOfficeViews.js';
import { recordId } from '../http/params.js';
import {
  RecordParams,
  ServiceBody,
  ServiceListQuery,
  ServicePatchBody,
} from '../schemas/backOffice.js';

export const SERVICE_DELETED = 'The service was deleted.';
export const SERVICE_RETIRED =
  'The service has orders, so it was retired instead of deleted: customers can no longer order it, and its orders keep their history.';

/** GET/POST /admin_services, PATCH/DELETE /admin_services/{id}: admins only. */
export default async function adminServiceRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ServiceListQuery }>(
    '/admin_services',
    { schema: { querystring: ServiceListQuery } },
    async (request) => {
      const list = await listServices(app.db, { withRetired: request.query.with_retired === true });
      return { data: list.map(serviceView) };
    },
  );

  app.post<{ Body: ServiceBody }>(
    '/admin_services',
    { schema: { body: ServiceBody } },
    async (request, reply) => {
      const service = await createService(app.db, request.body);
      return reply.code(201).send({ data: serviceView(service) });
    },
  );

  app.patch<{ Params: RecordParams; Body: ServicePatchBody }>(
    '/admin_services/:id',
    { schema: { params: RecordParams, body: ServicePatchBody } },
    async (request) => {
      const id = recordId(request.params.id, 'Service');
      return { data: serviceView(await updateService(app.db, id, request.body)) };
    },
  );

  app.delete<{ Params: RecordParams }>(
    '/admin_services/:id',
    { schema: { params: RecordParams } },
    async (request) => {
      const id = recordId(request.params.id, 'Service');
      const removal = await removeService(app.db, id);
      return {
        data: serviceView(removal.service),
        outcome: removal.outcome,
        message: removal.outcome === 'retired' ? SERVICE_RETIRED : SERVICE_DELETED,
      };
    },
  );
}
