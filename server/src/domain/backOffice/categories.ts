import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { categories, services } from '../../db/schema.js';
import { InvalidInputError, NotFoundError } from '../errors.js';
import { readText, throwIfErrors } from './input.js';

export type CategoryRow = typeof categories.$inferSelect;

function readName(value: unknown): string {
  const errors = {};
  const name = readText(errors, 'name', value);
  throwIfErrors(errors);
  return name as string;
}

export async function listCategories(db: Executor): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.name), asc(categories.id));
}

export async function createCategory(db: Executor, input: { name: unknown }): Promise<CategoryRow> {
  const [created] = await db
    .insert(categories)
    .values({ name: readName(input.name) })
    .returning();
  if (!created) throw new Error('category not created');
  return created;
}

export async function renameCategory(
  db: Executor,
  id: number,
  input: { name: unknown },
): Promise<CategoryRow> {
  const name = readName(input.name);
  const [updated] = await db
    .update(categories)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(categories.id, id))
    .returning();
  if (!updated) throw new NotFoundError('Category');
  return updated;
}

export const CATEGORY_IN_USE =
  'This category still has services. Move or delete its services before deleting the category.';

/**
 * Deletes a category without services. Services keep their category (the foreign key restricts
 * it), so a category that still has any, retired ones included, is refused as an invalid input.
 */
export async function deleteCategory(db: Executor, id: number): Promise<CategoryRow> {
  return db.transaction(async (tx) => {
    const [category] = await tx
      .select()
      .from(categories)
      .where(eq(categories.id, id))
      .for('update');
    if (!category) throw new NotFoundError('Category');
    const [inUse] = await tx
      .select({ id: services.id })
      .from(services)
      .where(eq(services.categoryId, id))
      .limit(1);
    if (inUse) throw InvalidInputError.field('category', CATEGORY_IN_USE);
    await tx.delete(categories).where(eq(categories.id, id));
    return category;
  });
}
