import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { mailSwitch, orderMailNotices } from '../../db/schema.js';

/**
 * Records whether this shop sends mail (every server process at start, from its SMTP_URL). Turned
 * off, the answered orders still waiting for a digest are forgotten: mail that is off says nothing
 * later about what happened meanwhile.
 */
export async function setMailSwitch(db: Executor, enabled: boolean): Promise<void> {
  await db
    .insert(mailSwitch)
    .values({ id: 1, enabled })
    .onConflictDoUpdate({ target: mailSwitch.id, set: { enabled, updatedAt: sql`now()` } });
  if (!enabled) await db.delete(orderMailNotices);
}

/** Whether mail is on, as the server processes last recorded it. */
export async function mailIsOn(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ enabled: mailSwitch.enabled })
    .from(mailSwitch)
    .where(eq(mailSwitch.id, 1));
  return row?.enabled === true;
}
