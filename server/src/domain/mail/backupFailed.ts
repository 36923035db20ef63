import type { Database } from '../../db/client.js';
import { queueToAdmins } from './adminMails.js';
import type { MailPayloads } from './kinds.js';
import { mailIsOn } from './mailSwitch.js';

/**
 * Tells each active admin (one mail each, in their language) that a scheduled backup failed.
 * Answers how many mails were queued (none while mail is off).
 */
export async function tellAdminsOfFailedBackup(
  db: Database,
  payload: MailPayloads['backup_failed'],
): Promise<number> {
  return db.transaction(async (tx) => {
    if (!(await mailIsOn(tx))) return 0;
    return queueToAdmins(tx, { kind: 'backup_failed', payload });
  });
}
