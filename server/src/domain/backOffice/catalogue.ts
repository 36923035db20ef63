import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { isForeignKeyViolation } from '../../db/pgErrors.js';
import { preparedSqlFamily } from '../../db/prepared.js';
import { categories, orders, type ServiceFieldDefinition, services } from '../../db/schema.js';
import { type Actor, type AuditValues, recordAudit, recordUpdate } from '../audit/index.js';
import { SERVICE_FIELD_LIMITS, SERVICE_TIERS, type ServiceTier } from '../catalogueRules.js';
import { type FieldErrors, InvalidInputError, NotFoundError } from '../errors.js';
import { activeCategory, holdActiveCategory } from './categories.js';
import {
  addError,
  readAmount,
  readId,
  readOptionalText,
  readText,
  throwIfErrors,
} from './input.js';
import { recordWhatGoesWithService } from './serviceDeletionAudit.js';
import { readServiceFields } from './serviceFields.js';

export interface CatalogueService {
  id: number;
  name: string;
  price: string;
  cost: string;
  tier: ServiceTier;
  active: boolean;
  categoryId: number;
  categoryName: string;
  description: string;
  deliveryTime: string;
  fields: ServiceFieldDefinition[];
}

export interface ServiceInput {
  name?: unknown;
  price?: unknown;
  cost?: unknown;
  tier?: unknown;
  category_id?: unknown;
  description?: unknown;
  delivery_time?: unknown;
  fields?: unknown;
}

type ServiceValues = Partial<
  Pick<
    typeof services.$inferInsert,
    'name' | 'price' | 'cost' | 'tier' | 'categoryId' | 'description' | 'deliveryTime' | 'fields'
  >
>;

/** Largest price or cost a service may have (numeric(14,2) holds far more; this catches typos). */
export const MAX_SERVICE_AMOUNT = 1_000_000;

const isTier = (value: unknown): value is ServiceTier =>
  typeof value === 'string' && (SERVICE_TIERS as readonly string[]).includes(value);

/** A category on the lists (a deleted one that retired services still name is not). */
async function categoryExists(db: Executor, id: number): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).where(activeCategory(id));
  return rows.length > 0;
}

export const INVALID_CATEGORY = 'The selected category id is invalid.';

/** Holds the category a service is written into; one deleted since it was checked is a 422. */
async function holdCategoryOf(tx: Transaction, values: ServiceValues): Promise<void> {
  if (values.categoryId === undefined) return;
  if (!(await holdActiveCategory(tx, values.categoryId))) {
    throw InvalidInputError.field('category_id', INVALID_CATEGORY);
  }
}

/**
 * Checks a service payload. `partial` (PATCH) checks only the fields sent; a create needs name,
 * price and category_id, and takes cost 0 and tier 'none' when they are left out.
 */
async function readService(
  db: Executor,
  input: ServiceInput,
  partial: boolean,
): Promise<ServiceValues> {
  const errors: FieldErrors = {};
  const values: ServiceValues = {};
  const wants = (field: keyof ServiceInput) => !partial || input[field] !== undefined;
  if (wants('name')) values.name = readText(errors, 'name', input.name);
  if (wants('price'))
    values.price = readAmount(errors, 'price', input.price, { max: MAX_SERVICE_AMOUNT });
  if (input.cost !== undefined && input.cost !== null && input.cost !== '') {
    values.cost = readAmount(errors, 'cost', input.cost, { max: MAX_SERVICE_AMOUNT });
  } else if (!partial) {
    values.cost = '0';
  }
  if (input.tier !== undefined) {
    if (isTier(input.tier)) values.tier = input.tier;
    else addError(errors, 'tier', 'The selected tier is invalid.');
  } else if (!partial) {
    values.tier = 'none';
  }
  if (input.description !== undefined) {
    values.description = readOptionalText(
      errors,
      'description',
      input.description,
      SERVICE_FIELD_LIMITS.description,
    );
  }
  if (input.delivery_time !== undefined) {
    values.deliveryTime = readOptionalText(
      errors,
      'delivery_time',
      input.delivery_time,
      SERVICE_FIELD_LIMITS.deliveryTime,
    );
  }
  if (input.fields !== undefined) values.fields = readServiceFields(errors, input.fields);
  if (wants('category_id')) {
    const categoryId = readId(errors, 'category_id', input.category_id);
    if (categoryId !== undefined && !(await categoryExists(db, categoryId))) {
      addError(errors, 'category_id', INVALID_CATEGORY);
    } else {
      values.categoryId = categoryId;
    }
  }
  throwIfErrors(errors);
  return values;
}

/** Which services a catalogue read takes: all, the active ones, or the one whose id is `id`. */
type CatalogueRead = 'all' | 'active' | 'one';

/**
 * The catalogue as raw rows in CatalogueService's shape, in display order (db/prepared.ts: 500
 * services mapped by drizzle value by value cost more than reading them).
 */
const catalogueRows = preparedSqlFamily<CatalogueRead, CatalogueService>(
  (read) => read,
  (read) => sql`
    SELECT ${services.id} AS "id", ${services.name} AS "name", ${services.price}::text AS "price",
           ${services.cost}::text AS "cost", ${services.tier}::text AS "tier",
           ${services.active} AS "active", ${services.categoryId} AS "categoryId",
           ${categories.name} AS "categoryName", ${services.description} AS "description",
           ${services.deliveryTime} AS "deliveryTime", ${services.fields} AS "fields"
    FROM ${services} JOIN ${categories} ON ${categories.id} = ${services.categoryId}
    ${read === 'active' ? sql`WHERE ${services.active}` : sql``}
    ${read === 'one' ? sql`WHERE ${services.id} = ${sql.placeholder('id')}` : sql``}
    ORDER BY ${categories.name}, ${services.name}, ${services.id}`,
);

/** The catalogue in display order; retired services only when asked for. */
export async function listServices(
  db: Executor,
  options: { withRetired?: boolean } = {},
): Promise<CatalogueService[]> {
  return catalogueRows(db, options.withRetired === true ? 'all' : 'active').execute();
}

export async function findService(db: Executor, id: number): Promise<CatalogueService | undefined> {
  const rows = await catalogueRows(db, 'one').execute({ id });
  return rows[0];
}

async function mustFind(db: Executor, id: number): Promise<CatalogueService> {
  const found = await findService(db, id);
  if (!found) throw new NotFoundError('Service');
  return found;
}

/** A write that names a category deleted between the check and the write is an invalid input. */
async function writeGuarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      const errors: FieldErrors = {};
      addError(errors, 'category_id', INVALID_CATEGORY);
      throwIfErrors(errors);
    }
    throw error;
  }
}

/** A service as the audit log records it. */
const auditedService = (service: CatalogueService): AuditValues => ({
  name: service.name,
  price: service.price,
  cost: service.cost,
  tier: service.tier,
  category_id: service.categoryId,
  active: service.active,
  description: service.description,
  delivery_time: service.deliveryTime,
  fields: service.fields,
});

const serviceTarget = (id: number) => ({ type: 'service', id }) as const;

export async function createService(
  db: Executor,
  input: ServiceInput,
  actor: Actor,
): Promise<CatalogueService> {
  const values = await readService(db, input, false);
  return db.transaction(async (tx) => {
    await holdCategoryOf(tx, values);
    const [created] = await writeGuarded(() =>
      tx
        .insert(services)
        .values(values as typeof services.$inferInsert)
        .returning({ id: services.id }),
    );
    if (!created) throw new Error('service not created');
    const service = await mustFind(tx, created.id);
    await recordAudit(tx, actor, {
      kind: 'service.created',
      target: serviceTarget(service.id),
      after: auditedService(service),
    });
    return service;
  });
}

/** Changes a service that is still on sale; a retired one is not found. */
export async function updateService(
  db: Executor,
  id: number,
  input: ServiceInput,
  actor: Actor,
): Promise<CatalogueService> {
  const values = await readService(db, input, true);
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.id, id), eq(services.active, true)))
      .for('update');
    if (!locked) throw new NotFoundError('Service');
    await holdCategoryOf(tx, values);
    const before = await mustFind(tx, id);
    await writeGuarded(() =>
      tx
        .update(services)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(services.id, id)),
    );
    const after = await mustFind(tx, id);
    await recordUpdate(tx, actor, {
      kind: 'service.updated',
      target: serviceTarget(id),
      before: auditedService(before),
      after: auditedService(after),
    });
    return after;
  });
}

export type ServiceRemoval =
  | { outcome: 'deleted'; service: CatalogueService }
  | { outcome: 'retired'; service: CatalogueService };

/**
 * Removes a service from sale. Without orders it is deleted (its per-customer prices and routes
 * go with it, each written to the audit log); with orders it is retired: it leaves the customers' list and the catalogue, and its
 * orders keep their history. The service row is locked so an order placed meanwhile (which
 * locks it as a foreign key) is seen.
 */
export async function removeService(
  db: Executor,
  id: number,
  actor: Actor,
): Promise<ServiceRemoval> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.id, id), eq(services.active, true)))
      .for('update');
    if (!locked) throw new NotFoundError('Service');
    const service = await mustFind(tx, id);
    const [ordered] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.serviceId, id))
      .limit(1);
    if (ordered) {
      await tx
        .update(services)
        .set({ active: false, updatedAt: sql`now()` })
        .where(eq(services.id, id));
      await recordAudit(tx, actor, {
        kind: 'service.retired',
        target: serviceTarget(id),
        before: { active: true },
        after: { active: false },
      });
      return { outcome: 'retired', service: { ...service, active: false } };
    }
    await recordWhatGoesWithService(tx, actor, id);
    await tx.delete(services).where(eq(services.id, id));
    await recordAudit(tx, actor, {
      kind: 'service.deleted',
      target: serviceTarget(id),
      before: auditedService(service),
    });
    return { outcome: 'deleted', service };
  });
}
