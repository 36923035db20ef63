import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { MIN_PASSWORD_LENGTH } from '../domain/passwords.js';
import { ensureAdmin } from '../domain/users.js';

/**
 * npm run create-admin -- --email boss@shop.com --name Boss
 * The password comes from ADMIN_PASSWORD, or is asked for on the terminal.
 */
async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    throw new ConfigError('Set ADMIN_PASSWORD or run in a terminal to type the password.');
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await rl.question('Password for the new admin: ');
  } finally {
    rl.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' } },
  });
  if (!values.email || !/^[^@\s]+@[^@\s]+$/.test(values.email)) {
    throw new ConfigError(
      'Usage: npm run create-admin -- --email you@shop.com [--name "Your Name"]',
    );
  }
  const password = process.env.ADMIN_PASSWORD || (await askPassword());
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new ConfigError(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const config = loadConfig({ ...process.env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const { user, created } = await ensureAdmin(database.db, {
      email: values.email,
      password,
      name: values.name,
    });
    process.stdout.write(
      `${created ? 'Created' : 'Updated'} admin ${user.email} (id ${user.id}).\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${message}\n`);
  process.exit(error instanceof ConfigError ? 2 : 1);
});
