type Tree = { [key: string]: unknown };

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Two message trees as one, merged key by key at every depth (so `resources.<name>.name` from
 * one file and `resources.<name>.fields` from another end up side by side); on a clash of two
 * texts, the second wins.
 */
export const mergeMessages = <First extends Tree, Second extends Tree>(
  first: First,
  second: Second,
): First & Second => {
  const merged: Tree = { ...first };
  for (const [key, value] of Object.entries(second)) {
    const existing = merged[key];
    merged[key] = isTree(existing) && isTree(value) ? mergeMessages(existing, value) : value;
  }
  return merged as First & Second;
};
