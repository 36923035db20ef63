import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { openLocked } from '../db/openLocked.js';
import { type AdminAccountOutcome, ensureAdmin } from '../domain/adminAccount.js';
import { MIN_PASSWORD_LENGTH } from '../domain/passwords.js';

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

/** What the operator is told; a promotion says what the account's former holder lost. */
const OUTCOME_TEXT: Record<AdminAccountOutcome, string> = {
  created: 'Created admin',
  unchanged: 'Already an admin, password unchanged:',
  'password changed': 'New password set, signed out everywhere:',
  promoted:
    'An account with this email existed and is now an admin; its sessions, reset links, API key and two-factor sign-in were reset:',
};

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
  const database = await openLocked(config, 'create-admin');
  try {
    await database.migrate();
    const { user, outcome } = await ensureAdmin(database.db, {
      email: values.email,
      password,
      name: values.name,
    });
    process.stdout.write(`${OUTCOME_TEXT[outcome]} ${user.email} (id ${user.id}).\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${message}\n`);
  process.exit(error instanceof ConfigError ? 2 : 1);
});
