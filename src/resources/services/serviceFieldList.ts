import type { ServiceField } from './types';

/** Choices typed or pasted as a comma list: trimmed, empty ones dropped. */
export const choicesFromText = (text: string): string[] =>
  text
    .split(',')
    .map((choice) => choice.trim())
    .filter((choice) => choice !== '');

/** The choices with the new ones added at the end: each once, trimmed, at most `limit`. */
export const withChoices = (
  choices: readonly string[],
  added: readonly string[],
  limit: number,
): string[] => {
  const result: string[] = [];
  for (const choice of [...choices, ...added].map((entry) => entry.trim())) {
    if (choice !== '' && !result.includes(choice) && result.length < limit) result.push(choice);
  }
  return result;
};

/** A field row as the form holds it: any property may be missing while it is being filled. */
export type FieldRow = Partial<ServiceField> | null | undefined;

/**
 * The `fields` the server is sent: every row in the form's order (so a 422's
 * `fields.<index>.<property>` points at the row shown), trimmed; `options` only for a select and
 * `pattern` only for a text (an empty pattern left out).
 */
export const fieldsToSave = (rows: readonly FieldRow[] | null | undefined): ServiceField[] =>
  (rows ?? []).map((row) => {
    const type = row?.type ?? 'text';
    const field: ServiceField = {
      name: (row?.name ?? '').trim(),
      label: (row?.label ?? '').trim(),
      type,
      required: row?.required === true,
    };
    if (type === 'select')
      field.options = withChoices([], row?.options ?? [], Number.MAX_SAFE_INTEGER);
    const pattern = (row?.pattern ?? '').trim();
    if (type === 'text' && pattern !== '') field.pattern = pattern;
    return field;
  });
