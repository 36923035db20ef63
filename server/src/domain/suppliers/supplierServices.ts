import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import {
  categories,
  serviceRoutes,
  services,
  supplierServices,
  suppliers,
} from '../../db/schema.js';
import { type Actor, recordAudit } from '../audit/index.js';
import {
  type CatalogueService,
  findService,
  INVALID_CATEGORY,
  MAX_SERVICE_AMOUNT,
} from '../backOffice/catalogue.js';
import { holdActiveCategory } from '../backOffice/categories.js';
import { readAmount, readId, throwIfErrors } from '../backOffice/input.js';
import { SERVICE_FIELD_LIMITS } from '../catalogueRules.js';
import { type FieldErrors, InvalidInputError, NotFoundError } from '../errors.js';
import { noteSupplierPrices, routedPrices } from '../mail/supplierPricesAbove.js';
import { fromCents, toCents } from '../money.js';
import { cutText } from '../storableText.js';
import { routeKey } from './serviceRoutes.js';
import { supplierAccount } from './supplierAccounts.js';
import { clientFor, type SupplierCallSettings } from './supplierCheck.js';
import { plainTextOf, serviceFieldsFrom } from './supplierFieldMapping.js';

export type SupplierServiceRow = typeof supplierServices.$inferSelect;

const INSERT_CHUNK = 500;

/**
 * The supplier's imeiservicelist as last fetched; fetched now when asked (`refresh`) or never
 * fetched before. Suppliers often limit this call to one every few minutes, hence the cache. A
 * fetched list that prices routed services above ours is mailed to the admins.
 */
export async function supplierServiceList(
  db: Database,
  supplierId: number,
  options: { refresh: boolean } & SupplierCallSettings,
): Promise<SupplierServiceRow[]> {
  const supplier = await supplierAccount(db, supplierId);
  if (options.refresh || supplier.servicesFetchedAt === null) {
    const answer = await clientFor(supplier, options).serviceList();
    if (answer.kind !== 'ok') {
      await db
        .update(suppliers)
        .set({ lastError: answer.message, updatedAt: sql`now()` })
        .where(eq(suppliers.id, supplierId));
      throw InvalidInputError.quoting('supplier', answer.message);
    }
    await db.transaction(async (tx) => {
      // One list replaced at a time (the clock's and an admin's Refresh list): the second reads
      // what the first wrote, so neither drops the other's rows nor mails the same rise twice.
      await tx
        .select({ id: suppliers.id })
        .from(suppliers)
        .where(eq(suppliers.id, supplierId))
        .for('update');
      const routedBefore = await routedPrices(tx, supplierId);
      await tx.delete(supplierServices).where(eq(supplierServices.supplierId, supplierId));
      const rows = answer.services.map((service, position) => ({
        supplierId,
        serviceId: service.id,
        groupName: service.group,
        name: service.name,
        credit: service.credit,
        time: service.time,
        info: service.info,
        fields: service.fields,
        position,
      }));
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        await tx
          .insert(supplierServices)
          .values(rows.slice(start, start + INSERT_CHUNK))
          .onConflictDoNothing();
      }
      await tx
        .update(suppliers)
        .set({ servicesFetchedAt: sql`now()`, lastError: null, updatedAt: sql`now()` })
        .where(eq(suppliers.id, supplierId));
      await noteSupplierPrices(tx, supplier, routedBefore);
    });
  }
  return db
    .select()
    .from(supplierServices)
    .where(eq(supplierServices.supplierId, supplierId))
    .orderBy(asc(supplierServices.position));
}

export interface ImportInput {
  markup?: unknown;
  category_id?: unknown;
}

/**
 * Our service made from one of the supplier's: its name, its group as the category (found by
 * name, or created), cost = their price, our price = their price + the markup, its INFO (as plain
 * text) as the description, its TIME as the delivery time, its custom fields as ours (named after
 * theirs; their regular expressions are left out: PCRE from an untrusted answer), and the
 * supplier as its only route.
 */
export async function importSupplierService(
  db: Database,
  supplierId: number,
  supplierServiceId: string,
  input: ImportInput,
  actor: Actor | null,
): Promise<CatalogueService> {
  const errors: FieldErrors = {};
  const markup = readAmount(errors, 'markup', input.markup, { max: MAX_SERVICE_AMOUNT });
  const categoryId =
    input.category_id === undefined || input.category_id === null
      ? undefined
      : readId(errors, 'category_id', input.category_id);
  throwIfErrors(errors);
  const id = await db.transaction(async (tx) => {
    // Held (FOR SHARE): a deactivation at the same moment waits for this import, or is seen.
    const [supplier] = await tx
      .select({ active: suppliers.active })
      .from(suppliers)
      .where(eq(suppliers.id, supplierId))
      .for('share');
    if (!supplier) throw new NotFoundError('Supplier');
    if (!supplier.active) throw InvalidInputError.field('supplier', SUPPLIER_DEACTIVATED);
    const [theirs] = await tx
      .select()
      .from(supplierServices)
      .where(
        and(
          eq(supplierServices.supplierId, supplierId),
          eq(supplierServices.serviceId, supplierServiceId),
        ),
      );
    if (!theirs) throw new NotFoundError('Supplier service');
    if (theirs.credit === null) {
      throw InvalidInputError.field('markup', 'The supplier gives no price for this service.');
    }
    const price = fromCents(toCents(theirs.credit) + toCents(markup ?? '0'));
    if (toCents(price) > toCents(MAX_SERVICE_AMOUNT)) {
      throw InvalidInputError.field(
        'markup',
        `The price must not be greater than ${MAX_SERVICE_AMOUNT}.`,
      );
    }
    const category = await categoryFor(tx, categoryId, theirs.groupName || 'Imported');
    const details = {
      description: plainTextOf(theirs.info),
      deliveryTime: cutText(theirs.time ?? '', SERVICE_FIELD_LIMITS.deliveryTime),
      fields: serviceFieldsFrom(theirs.fields),
    };
    const [created] = await tx
      .insert(services)
      .values({ name: theirs.name, price, cost: theirs.credit, categoryId: category, ...details })
      .returning({ id: services.id });
    if (!created) throw new Error('service not created');
    await tx.insert(serviceRoutes).values({
      serviceId: created.id,
      position: 0,
      supplierId,
      supplierServiceId,
    });
    await recordAudit(tx, actor, {
      kind: 'service.imported',
      target: { type: 'service', id: created.id },
      after: {
        name: theirs.name,
        price,
        cost: theirs.credit,
        category_id: category,
        description: details.description,
        delivery_time: details.deliveryTime,
        fields: details.fields,
        routes: [routeKey({ supplierId, supplierServiceId })],
      },
    });
    return created.id;
  });
  const service = await findService(db, id);
  if (!service) throw new NotFoundError('Service');
  return service;
}

export const SUPPLIER_DEACTIVATED =
  'This supplier is deactivated: activate it before creating services from its list (every order of such a service would be held).';

async function categoryFor(
  tx: Transaction,
  categoryId: number | undefined,
  groupName: string,
): Promise<number> {
  if (categoryId !== undefined) {
    if (!(await holdActiveCategory(tx, categoryId)))
      throw InvalidInputError.field('category_id', INVALID_CATEGORY);
    return categoryId;
  }
  // A deleted category that retired services still name is not reused: a new one is made.
  const [named] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(sql`lower(${categories.name}) = lower(${groupName})`, eq(categories.active, true)))
    .limit(1)
    .for('key share');
  if (named) return named.id;
  const [created] = await tx
    .insert(categories)
    .values({ name: groupName })
    .returning({ id: categories.id });
  if (!created) throw new Error('category not created');
  return created.id;
}
