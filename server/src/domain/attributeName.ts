/** Inputs whose name reads badly in a sentence, and what the messages call them instead. */
const NAMED: Readonly<Record<string, string>> = {
  c_password: 'password confirmation',
};

/**
 * A field as the API's English messages name it: as Laravel does, the input's name with "_" as
 * a space ("category_id" → "category id"), unless it has a name of its own ("c_password" →
 * "password confirmation", the name "The password confirmation does not match." uses).
 */
export const attributeName = (field: string): string => NAMED[field] ?? field.replace(/_/g, ' ');
