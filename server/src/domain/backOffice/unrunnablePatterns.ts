import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { services } from '../../db/schema.js';
import { valuePattern } from './serviceFields.js';

/** A text field whose saved pattern RE2 cannot run, so that its values go unchecked. */
export interface UnrunnablePattern {
  serviceId: number;
  serviceName: string;
  field: string;
  pattern: string;
}

/**
 * The custom-field patterns saved before values were checked by RE2 that use what RE2 lacks
 * (lookarounds, back-references). A service can no longer be saved with one, but one saved
 * earlier stays in the catalogue, and values for it are taken unchecked: running it with
 * JavaScript's backtracking RegExp would let a customer's value keep the server busy. The admin
 * must change it; the server says so when it starts.
 */
export async function unrunnablePatterns(db: Executor): Promise<UnrunnablePattern[]> {
  const withPatterns = await db
    .select({ id: services.id, name: services.name, fields: services.fields })
    .from(services)
    .where(sql`jsonb_path_exists(${services.fields}, '$[*].pattern')`)
    .orderBy(services.id);
  return withPatterns.flatMap((service) =>
    service.fields.flatMap(({ name, pattern }) =>
      pattern !== undefined && valuePattern(pattern) === undefined
        ? [{ serviceId: service.id, serviceName: service.name, field: name, pattern }]
        : [],
    ),
  );
}
