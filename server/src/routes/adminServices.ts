import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  createService,
  listServices,
  removeService,
  updateService,
} from '../domain/backOffice/catalogue.js';
import { restoreService } from '../domain/backOffice/serviceRestore.js';
import { serviceView } from '../http/backOfficeViews.js';
import { recordId } from '../http/params.js';
import { adminAccess } from '../http/routeAccess.js';
import { currentActor } from '../plugins/auth.js';
import {
  RecordParams,
  ServiceBody,
  ServiceListQuery,
  ServicePatchBody,
  ServiceRestoreBody,
} from '../schemas/backOffice.js';
import { AdminService } from '../schemas/catalogue.js';
import { errorResponses } from '../schemas/errors.js';
import { DataOf } from '../schemas/fields.js';

const ServiceAnswer = DataOf(AdminService);
/** DELETE answers what happened: a service with orders is retired instead of deleted. */
const ServiceRemoved = Type.Object({
  data: AdminService,
  outcome: Type.Unsafe<'deleted' | 'retired'>({ type: 'string', enum: ['deleted', 'retired'] }),
  message: Type.String(),
});

export const SERVICE_DELETED = 'The service was deleted.';
export const SERVICE_RETIRED =
  'The service has orders, so it was retired instead of deleted: customers can no longer order it, and its orders keep their history.';

/** GET/POST /admin_services, PATCH/DELETE /admin_services/{id}: admins only. */
export default async function adminServiceRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ServiceListQuery }>(
    '/admin_services',
    {
      schema: {
        ...adminAccess,
        summary: 'The catalogue: active services, and retired ones with ?with_retired=true',
        querystring: ServiceListQuery,
        response: { 200: DataOf(Type.Array(AdminService)), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const list = await listServices(app.db, {
        withRetired: ['1', 'true'].includes(request.query.with_retired ?? ''),
      });
      return { data: list.map(serviceView) };
    },
  );

  app.post<{ Body: ServiceBody }>(
    '/admin_services',
    {
      schema: {
        ...adminAccess,
        summary: 'Create a service',
        body: ServiceBody,
        response: { 201: ServiceAnswer, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const service = await createService(app.db, request.body, currentActor(request));
      return reply.code(201).send({ data: serviceView(service) });
    },
  );

  app.patch<{ Params: RecordParams; Body: ServicePatchBody }>(
    '/admin_services/:id',
    {
      schema: {
        ...adminAccess,
        summary: 'Change a service',
        params: RecordParams,
        body: ServicePatchBody,
        response: { 200: ServiceAnswer, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const id = recordId(request.params.id, 'Service');
      return {
        data: serviceView(await updateService(app.db, id, request.body, currentActor(request))),
      };
    },
  );

  app.post<{ Params: RecordParams; Body: ServiceRestoreBody | undefined }>(
    '/admin_services/:id/restore',
    {
      schema: {
        ...adminAccess,
        summary: 'Put a retired service back on sale, with its id, routes and customer prices',
        description:
          'Into its own category, or `category_id` when given; a category deleted since is a 422 ' +
          'on `category_id`. A service on sale (or none) is a 404.',
        params: RecordParams,
        body: Type.Optional(ServiceRestoreBody),
        response: { 200: ServiceAnswer, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const id = recordId(request.params.id, 'Service');
      const restored = await restoreService(
        app.db,
        id,
        { categoryId: request.body?.category_id },
        currentActor(request),
      );
      return { data: serviceView(restored) };
    },
  );

  app.delete<{ Params: RecordParams }>(
    '/admin_services/:id',
    {
      schema: {
        ...adminAccess,
        summary: 'Delete a service, or retire it when it has orders',
        params: RecordParams,
        response: { 200: ServiceRemoved, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const id = recordId(request.params.id, 'Service');
      const removal = await removeService(app.db, id, currentActor(request));
      return {
        data: serviceView(removal.service),
        outcome: removal.outcome,
        message: request.translate(
          removal.outcome === 'retired' ? SERVICE_RETIRED : SERVICE_DELETED,
        ),
      };
    },
  );
}
