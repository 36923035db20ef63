import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  createCategory,
  deleteCategory,
  listCategories,
  renameCategory,
} from '../domain/backOffice/categories.js';
import { categoryView } from '../http/backOfficeViews.js';
import { recordId } from '../http/params.js';
import { adminAccess } from '../http/routeAccess.js';
import { currentActor } from '../plugins/auth.js';
import { CategoryBody, RecordParams } from '../schemas/backOffice.js';
import { Category } from '../schemas/catalogue.js';
import { errorResponses } from '../schemas/errors.js';
import { DataOf } from '../schemas/fields.js';

const CategoryAnswer = DataOf(Category);
const CategoryDeleted = Type.Object({ data: Category, message: Type.String() });

/** GET/POST /categories, PATCH/DELETE /categories/{id}: admins only. */
export default async function categoryRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/categories',
    {
      schema: {
        ...adminAccess,
        summary: 'Every category',
        response: { 200: DataOf(Type.Array(Category)), ...errorResponses(401, 403) },
      },
    },
    async () => ({
      data: (await listCategories(app.db)).map(categoryView),
    }),
  );

  app.post<{ Body: CategoryBody }>(
    '/categories',
    {
      schema: {
        ...adminAccess,
        summary: 'Create a category',
        body: CategoryBody,
        response: { 201: CategoryAnswer, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const category = await createCategory(app.db, request.body, currentActor(request));
      return reply.code(201).send({ data: categoryView(category) });
    },
  );

  app.patch<{ Params: RecordParams; Body: CategoryBody }>(
    '/categories/:id',
    {
      schema: {
        ...adminAccess,
        summary: 'Rename a category',
        params: RecordParams,
        body: CategoryBody,
        response: { 200: CategoryAnswer, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const id = recordId(request.params.id, 'Category');
      return {
        data: categoryView(await renameCategory(app.db, id, request.body, currentActor(request))),
      };
    },
  );

  app.delete<{ Params: RecordParams }>(
    '/categories/:id',
    {
      schema: {
        ...adminAccess,
        summary: 'Delete a category that no service uses',
        params: RecordParams,
        response: { 200: CategoryDeleted, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const id = recordId(request.params.id, 'Category');
      const category = await deleteCategory(app.db, id, currentActor(request));
      return {
        data: categoryView(category),
        message: request.translate('The category was deleted.'),
      };
    },
  );
}
