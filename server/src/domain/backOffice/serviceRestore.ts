import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { services } from '../../db/schema.js';
import { type Actor, recordAudit } from '../audit/index.js';
import { InvalidInputError, NotFoundError } from '../errors.js';
import { type CatalogueService, findService, INVALID_CATEGORY } from './catalogue.js';
import { holdActiveCategory } from './categories.js';

export const CATEGORY_GONE =
  "This service's category was deleted: choose the category it goes back into.";

/**
 * Puts a retired service back on sale, as it was: its id (which resellers' DHRU clients know),
 * price, custom fields, routes and customers' own prices were kept while it was retired. Into
 * its own category, or `categoryId` when given; a category deleted since is a 422 on
 * `category_id` asking for another. A service on sale, or none, is not found.
 */
export async function restoreService(
  db: Executor,
  id: number,
  input: { categoryId?: number },
  actor: Actor,
): Promise<CatalogueService> {
  return db.transaction(async (tx) => {
    const [retired] = await tx
      .select({ categoryId: services.categoryId })
      .from(services)
      .where(and(eq(services.id, id), eq(services.active, false)))
      .for('update');
    if (!retired) throw new NotFoundError('Service');
    const categoryId = input.categoryId ?? retired.categoryId;
    if (!(await holdActiveCategory(tx, categoryId))) {
      throw InvalidInputError.field(
        'category_id',
        input.categoryId === undefined ? CATEGORY_GONE : INVALID_CATEGORY,
      );
    }
    await tx
      .update(services)
      .set({ active: true, categoryId, updatedAt: sql`now()` })
      .where(eq(services.id, id));
    await recordAudit(tx, actor, {
      kind: 'service.restored',
      target: { type: 'service', id },
      before: { active: false, category_id: retired.categoryId },
      after: { active: true, category_id: categoryId },
    });
    const restored = await findService(tx, id);
    if (!restored) throw new NotFoundError('Service');
    return restored;
  });
}
