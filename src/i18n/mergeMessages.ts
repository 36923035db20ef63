type MessageTree = { [key: string]: unknown };

const isTree = (value: unknown): value is MessageTree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Merges message trees key by key (e.g. each resource's name from one file and its fields
 * from another), later trees winning on the same text.
 */
export const mergeMessages = <First extends object, Second extends object>(
  first: First,
  second: Second,
): First & Second => {
  const merged: MessageTree = { ...(first as MessageTree) };
  for (const [key, value] of Object.entries(second)) {
    const existing = merged[key];
    merged[key] = isTree(existing) && isTree(value) ? mergeMessages(existing, value) : value;
  }
  return merged as First & Second;
};
