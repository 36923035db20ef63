import type { Database } from '../../db/client.js';
import type { UserRow } from '../../domain/tokens.js';
import type { DecodedParameters } from '../parameters.js';

/** What every action gets: the database, the authenticated account and its decoded parameters. */
export interface ActionContext {
  db: Database;
  user: UserRow;
  parameters: DecodedParameters;
}

/**
 * The body of an answer without `apiversion`: one outcome (`SUCCESS` or `ERROR`, sometimes with
 * echoed fields), or for bulk actions one outcome per caller reference.
 */
export type ActionResult = Record<string, unknown>;

export type DhruAction = (context: ActionContext) => Promise<ActionResult>;
