import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { servicesRoutedTo } from '../domain/suppliers/serviceRoutes.js';
import {
  createSupplier,
  deactivateSupplier,
  findSupplier,
  listSuppliers,
  updateSupplier,
} from '../domain/suppliers/supplierAccounts.js';
import { checkSupplier } from '../domain/suppliers/supplierCheck.js';
import {
  importSupplierService,
  supplierServiceList,
} from '../domain/suppliers/supplierServices.js';
import { serviceView } from '../http/backOfficeViews.js';
import { recordId } from '../http/params.js';
import { adminAccess } from '../http/routeAccess.js';
import { supplierServiceView, supplierView } from '../http/supplierViews.js';
import { currentActor } from '../plugins/auth.js';
import { RecordParams } from '../schemas/backOffice.js';
import { AdminService } from '../schemas/catalogue.js';
import { errorResponses } from '../schemas/errors.js';
import { DataOf } from '../schemas/fields.js';
import {
  ImportServiceBody,
  Supplier,
  SupplierBody,
  SupplierPatchBody,
  SupplierService,
  SupplierServiceParams,
  SupplierServicesQuery,
} from '../schemas/suppliers.js';

const SupplierAnswer = DataOf(Supplier);

/**
 * The upstream DHRU suppliers: GET/POST /suppliers, PATCH/DELETE /suppliers/{id},
 * POST /suppliers/{id}/check, GET /suppliers/{id}/services[?refresh=1],
 * POST /suppliers/{id}/services/{serviceId}/import. Admins only.
 */
export default async function supplierRoutes(app: FastifyInstance): Promise<void> {
  const calls = app.config.suppliers;

  app.get(
    '/suppliers',
    {
      schema: {
        ...adminAccess,
        summary: 'The suppliers, with balance, last check, last error and orders with them now',
        response: { 200: DataOf(Type.Array(Supplier)), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const locale = request.answerLocale();
      return { data: (await listSuppliers(app.db)).map((row) => supplierView(row, locale)) };
    },
  );

  app.post<{ Body: SupplierBody }>(
    '/suppliers',
    {
      schema: {
        ...adminAccess,
        summary: 'Add a supplier (its URL, username and API key)',
        body: SupplierBody,
        response: { 201: SupplierAnswer, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: supplierView(
          await createSupplier(app.db, request.body, currentActor(request)),
          request.answerLocale(),
        ),
      }),
  );

  app.patch<{ Params: RecordParams; Body: SupplierPatchBody }>(
    '/suppliers/:id',
    {
      schema: {
        ...adminAccess,
        summary: 'Change a supplier (a new key, activate, the low-balance warning…)',
        params: RecordParams,
        body: SupplierPatchBody,
        response: { 200: SupplierAnswer, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const id = recordId(request.params.id, 'Supplier');
      return {
        data: supplierView(
          await updateSupplier(app.db, id, request.body, currentActor(request)),
          request.answerLocale(),
        ),
      };
    },
  );

  app.delete<{ Params: RecordParams }>(
    '/suppliers/:id',
    {
      schema: {
        ...adminAccess,
        summary: 'Deactivate a supplier: no new orders go to it; its orders keep being polled',
        params: RecordParams,
        response: { 200: SupplierAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const id = recordId(request.params.id, 'Supplier');
      const supplier = await deactivateSupplier(app.db, id, currentActor(request));
      return { data: supplierView(supplier, request.answerLocale()) };
    },
  );

  app.post<{ Params: RecordParams }>(
    '/suppliers/:id/check',
    {
      schema: {
        ...adminAccess,
        summary: 'Check: accountinfo at the supplier; 422 with the supplier’s reason',
        params: RecordParams,
        response: { 200: SupplierAnswer, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const id = recordId(request.params.id, 'Supplier');
      return {
        data: supplierView(await checkSupplier(app.db, id, calls), request.answerLocale()),
      };
    },
  );

  app.get<{ Params: RecordParams; Querystring: SupplierServicesQuery }>(
    '/suppliers/:id/services',
    {
      schema: {
        ...adminAccess,
        summary: 'The supplier’s service list (cached; ?refresh=1 fetches it again)',
        params: RecordParams,
        querystring: SupplierServicesQuery,
        response: {
          200: DataOf(Type.Array(SupplierService)),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      const id = recordId(request.params.id, 'Supplier');
      const refresh = request.query.refresh === '1' || request.query.refresh === 'true';
      const list = await supplierServiceList(app.db, id, { ...calls, refresh });
      const routed = await servicesRoutedTo(app.db, id);
      return {
        data: list.map((entry) => supplierServiceView(entry, routed.get(entry.serviceId) ?? [])),
      };
    },
  );

  app.post<{ Params: SupplierServiceParams; Body: ImportServiceBody }>(
    '/suppliers/:id/services/:serviceId/import',
    {
      schema: {
        ...adminAccess,
        summary:
          'Create our service from the supplier’s: cost = their price, price = cost + markup',
        params: SupplierServiceParams,
        body: ImportServiceBody,
        response: { 201: DataOf(AdminService), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const id = recordId(request.params.id, 'Supplier');
      await findSupplier(app.db, id);
      const service = await importSupplierService(
        app.db,
        id,
        request.params.serviceId,
        request.body,
        currentActor(request),
      );
      return reply.code(201).send({ data: serviceView(service) });
    },
  );
}
