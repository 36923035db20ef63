import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { categories, services } from '../../db/schema.js';
import { type Actor, recordAudit, recordUpdate } from '../audit/index.js';
import { InvalidInputError, NotFoundError } from '../errors.js';
import { readText, throwIfErrors } from './input.js';

export type CategoryRow = typeof categories.$inferSelect;

function readName(value: unknown): string {
  const errors = {};
  const name = readText(errors, 'name', value);
  throwIfErrors(errors);
  return name as string;
}

/** This category, if it is on the lists (a deleted one that retired services still name is not). */
export const activeCategory = (id: number) =>
  and(eq(categories.id, id), eq(categories.active, true));

export async function listCategories(db: Executor): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(eq(categories.active, true))
    .orderBy(asc(categories.name), asc(categories.id));
}

/**
 * Whether this category can take a service, holding it (FOR KEY SHARE, as the service's foreign
 * key will) until the transaction ends: a deletion under way finishes first and is seen, and one
 * asked for later waits and then finds the service.
 */
export async function holdActiveCategory(tx: Transaction, id: number): Promise<boolean> {
  const [held] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(activeCategory(id))
    .for('key share');
  return held !== undefined;
}

const categoryTarget = (id: number) => ({ type: 'category', id }) as const;

export async function createCategory(
  db: Executor,
  input: { name: unknown },
  actor: Actor,
): Promise<CategoryRow> {
  const name = readName(input.name);
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(categories).values({ name }).returning();
    if (!created) throw new Error('category not created');
    await recordAudit(tx, actor, {
      kind: 'category.created',
      target: categoryTarget(created.id),
      after: { name: created.name },
    });
    return created;
  });
}

export async function renameCategory(
  db: Executor,
  id: number,
  input: { name: unknown },
  actor: Actor,
): Promise<CategoryRow> {
  const name = readName(input.name);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(categories).where(activeCategory(id)).for('update');
    if (!current) throw new NotFoundError('Category');
    const [updated] = await tx
      .update(categories)
      .set({ name, updatedAt: sql`now()` })
      .where(eq(categories.id, id))
      .returning();
    if (!updated) throw new NotFoundError('Category');
    await recordUpdate(tx, actor, {
      kind: 'category.renamed',
      target: categoryTarget(id),
      before: { name: current.name },
      after: { name: updated.name },
    });
    return updated;
  });
}

export const CATEGORY_IN_USE =
  'This category still has services. Move or delete its services before deleting the category.';

/**
 * Deletes a category without services on sale. Retired services keep their category (the foreign
 * key restricts it, and their orders' history names it), so a category that only they still
 * name is retired instead: gone from every list, and no service can be put in it.
 */
export async function deleteCategory(db: Executor, id: number, actor: Actor): Promise<CategoryRow> {
  return db.transaction(async (tx) => {
    const [category] = await tx.select().from(categories).where(activeCategory(id)).for('update');
    if (!category) throw new NotFoundError('Category');
    const [named] = await tx
      .select({ id: services.id, active: services.active })
      .from(services)
      .where(eq(services.categoryId, id))
      .orderBy(sql`${services.active} DESC`)
      .limit(1);
    if (named?.active) throw InvalidInputError.field('category', CATEGORY_IN_USE);
    if (named) {
      await tx
        .update(categories)
        .set({ active: false, updatedAt: sql`now()` })
        .where(eq(categories.id, id));
    } else {
      await tx.delete(categories).where(eq(categories.id, id));
    }
    await recordAudit(tx, actor, {
      kind: 'category.deleted',
      target: categoryTarget(id),
      before: { name: category.name },
    });
    return category;
  });
}
