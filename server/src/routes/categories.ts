import type { FastifyInstance } from 'fastify';
import {
  createCategory,
  deleteCategory,
  listCategories,
  renameCategory,
} from '../domain/backOffice/categories.js';
import { categoryView } from '../http/backOfficeViews.js';
import { recordId } from '../http/params.js';
import { CategoryBody, RecordParams } from '../schemas/backOffice.js';

/** GET/POST /categories, PATCH/DELETE /categories/{id}: admins only. */
export default async function categoryRoutes(app: FastifyInstance): Promise<void> {
  app.get('/categories', async () => ({
    data: (await listCategories(app.db)).map(categoryView),
  }));

  app.post<{ Body: CategoryBody }>(
    '/categories',
    { schema: { body: CategoryBody } },
    async (request, reply) => {
      const category = await createCategory(app.db, request.body);
      return reply.code(201).send({ data: categoryView(category) });
    },
  );

  app.patch<{ Params: RecordParams; Body: CategoryBody }>(
    '/categories/:id',
    { schema: { params: RecordParams, body: CategoryBody } },
    async (request) => {
      const id = recordId(request.params.id, 'Category');
      return { data: categoryView(await renameCategory(app.db, id, request.body)) };
    },
  );

  app.delete<{ Params: RecordParams }>(
    '/categories/:id',
    { schema: { params: RecordParams } },
    async (request) => {
      const id = recordId(request.params.id, 'Category');
      const category = await deleteCategory(app.db, id);
      return { data: categoryView(category), message: 'The category was deleted.' };
    },
  );
}
