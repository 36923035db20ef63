import { fullFormats } from 'ajv-formats/dist/formats.js';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { users } from '../db/schema.js';
import { InvalidInputError } from './errors.js';
import { hashPassword, MIN_PASSWORD_LENGTH } from './passwords.js';
import { newApiKey } from './secrets.js';
import type { UserRow } from './tokens.js';

export interface NewUser {
  name: string;
  email: string;
  password: string;
  admin?: boolean;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The email column's size; checked on the stored (lower-cased) form, which may be longer. */
export const EMAIL_MAX_LENGTH = 255;

/**
 * An email address as every form of the API checks it: the rule of the schemas' `format:
 * 'email'` (ajv-formats, full mode), so an address an admin types is one the customer can
 * also use to sign up or to ask for a reset link.
 */
const EMAIL_FORMAT = fullFormats.email as RegExp;
export const isEmailAddress = (text: string): boolean => EMAIL_FORMAT.test(text);

/**
 * What is wrong with an email's stored form, if anything: lower-casing can lengthen a string
 * ('İ' becomes 'i̇'), so a typed email within the limit may not fit once normalized.
 */
export function storedEmailProblem(email: string): string | undefined {
  return normalizeEmail(email).length > EMAIL_MAX_LENGTH
    ? `The email field must not be greater than ${EMAIL_MAX_LENGTH} characters.`
    : undefined;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return rows[0];
}

export async function emailTaken(
  db: Executor,
  email: string,
  exceptUserId?: number,
): Promise<boolean> {
  const found = await findUserByEmail(db, email);
  return found !== undefined && found.id !== exceptUserId;
}

/** Checks a password and its confirmation, Laravel-style messages. */
export function passwordErrors(password: string, confirmation: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (password.length < MIN_PASSWORD_LENGTH) {
    errors.password = [`The password field must be at least ${MIN_PASSWORD_LENGTH} characters.`];
  }
  if (password !== confirmation) {
    errors.c_password = ['The password confirmation does not match.'];
  }
  return errors;
}

/** Creates an account; a duplicate email is an invalid `email`, also under a concurrent insert. */
export async function createUser(db: Executor, input: NewUser): Promise<UserRow> {
  const problem = storedEmailProblem(input.email);
  if (problem) throw InvalidInputError.field('email', problem);
  const email = normalizeEmail(input.email);
  if (await emailTaken(db, email)) {
    throw InvalidInputError.field('email', 'The email has already been taken.');
  }
  const passwordHash = await hashPassword(input.password);
  const rows = await db
    .insert(users)
    .values({
      name: input.name.trim(),
      email,
      passwordHash,
      apiKey: newApiKey(),
      admin: input.admin ?? false,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  const created = rows[0];
  if (!created) throw InvalidInputError.field('email', 'The email has already been taken.');
  return created;
}

export async function countUsers(db: Executor): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return rows[0]?.n ?? 0;
}
