import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema.js';
import { removeTempFolders, tempFolder } from '../helpers/tempFolders.js';
import type { TestUser } from '../helpers/testApp.js';
import {
  adminsInBothLanguages,
  createMailTestApp,
  eventually,
  firstMailsTo,
  type MailTestApp,
  mailsTo,
  sleep,
} from '../mail/mailFixtures.js';

/**
 * An owner who never reads the log must still learn that the backups stopped: the first failed
 * scheduled backup is mailed to the admins, not the ones after it, until a backup is written.
 * The data folder's copy is the one thing played here (the test database lives in memory): it
 * fails with the disk's words, or copies a folder that the backup then really packs and writes.
 */
let m: MailTestApp;
let admin: TestUser;
let spanishAdmin: TestUser;
let diskFull = true;
const directory = tempFolder('backups');

const backupMails = () =>
  m.t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'backup_failed'));

async function scheduledBackup() {
  await m.t.app.backups?.scheduledBackup();
}

beforeAll(async () => {
  m = await createMailTestApp(
    {},
    { backups: { dir: directory, everyHours: 24, keep: 7 } },
    {
      copyDataFolder: async (to) => {
        if (diskFull) throw new Error('ENOSPC: no space left on device, write');
        mkdirSync(to, { recursive: true });
        writeFileSync(path.join(to, 'PG_VERSION'), '17\n');
      },
    },
  );
  ({ admin, spanishAdmin } = await adminsInBothLanguages(m.t));
  await m.t.createUser({ name: 'customer' });
});
afterAll(async () => {
  await m.close();
  await removeTempFolders();
});

describe('a scheduled backup that fails', () => {
  it('is mailed to each active admin the first time, with the folder and the reason', async () => {
    await scheduledBackup();

    await firstMailsTo(m.smtp, [admin, spanishAdmin]);
    const [english] = mailsTo(m.smtp, admin.email);
    expect(english?.subject).toBe('A backup of the shop’s database failed');
    expect(english?.text).toContain(
      `The scheduled backup into ${directory} failed: ENOSPC: no space left on device, write`,
    );
    expect(english?.text).toContain('the next backup is tried in 24 h');
    const [spanish] = mailsTo(m.smtp, spanishAdmin.email);
    expect(spanish?.subject).toBe('Falló una copia de seguridad de la base de datos de la tienda');
    expect(spanish?.text).toContain('la próxima copia se intentará en 24 h');
  });

  it('is not mailed again while backups keep failing; again once one was written', async () => {
    const before = (await backupMails()).length;
    await scheduledBackup();
    await scheduledBackup();
    await sleep(500);
    expect(await backupMails()).toHaveLength(before);

    diskFull = false;
    await scheduledBackup();
    diskFull = true;
    await scheduledBackup();

    await eventually(() => mailsTo(m.smtp, admin.email).length === 2, 'the second mail');
    expect(await backupMails()).toHaveLength(before + 2);
  });
});
