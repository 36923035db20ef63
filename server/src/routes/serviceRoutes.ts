import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { replaceServiceRoutes, serviceRoutesOf } from '../domain/suppliers/serviceRoutes.js';
import { recordId } from '../http/params.js';
import { adminAccess } from '../http/routeAccess.js';
import { serviceRouteView } from '../http/supplierViews.js';
import { currentActor } from '../plugins/auth.js';
import { RecordParams } from '../schemas/backOffice.js';
import { errorResponses } from '../schemas/errors.js';
import { DataOf } from '../schemas/fields.js';
import { ServiceRoute, ServiceRoutesBody } from '../schemas/suppliers.js';

const RoutesAnswer = DataOf(Type.Array(ServiceRoute));

/** GET/PUT /admin_services/{id}/routes: the suppliers a service's orders go to, by priority. */
export default async function serviceRouteRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: RecordParams }>(
    '/admin_services/:id/routes',
    {
      schema: {
        ...adminAccess,
        summary: 'A service’s routes by priority ([] : answered by hand)',
        params: RecordParams,
        response: { 200: RoutesAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const id = recordId(request.params.id, 'Service');
      return { data: (await serviceRoutesOf(app.db, id)).map(serviceRouteView) };
    },
  );

  app.put<{ Params: RecordParams; Body: ServiceRoutesBody }>(
    '/admin_services/:id/routes',
    {
      schema: {
        ...adminAccess,
        summary:
          'Replace a service’s routes; the order is the priority, [] answers by hand; 409 when `replacing` is no longer what the service has',
        params: RecordParams,
        body: ServiceRoutesBody,
        response: { 200: RoutesAnswer, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const id = recordId(request.params.id, 'Service');
      const routes = await replaceServiceRoutes(
        app.db,
        id,
        request.body.routes,
        currentActor(request),
        request.body.replacing,
      );
      return { data: routes.map(serviceRouteView) };
    },
  );
}
