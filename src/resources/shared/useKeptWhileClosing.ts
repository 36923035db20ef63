import { useState } from 'react';

interface Kept<T> {
  value: T | null;
  open: boolean;
  opening: number;
}

/**
 * What a modal shows, kept while it fades out: a modal whose content went with its `open` showed
 * an empty box for the length of its closing, without the title it is named by (a screen reader,
 * and axe, found a dialog without a name). `shown` is the value, or the last one while closing;
 * `opening` changes at each opening (a key that starts the content anew, even when it opens
 * again before the fade is over); `onExited` goes to the dialog's transition. The value is
 * compared by identity: pass one kept in state (a record chosen, an id, a text), not an object
 * made anew at each render.
 */
export function useKeptWhileClosing<T>(value: T | null | undefined): {
  shown: T | null;
  opening: number;
  onExited: () => void;
} {
  const open = value != null;
  const [kept, setKept] = useState<Kept<T>>({ value: value ?? null, open, opening: 0 });
  if (open !== kept.open || (open && !Object.is(value, kept.value))) {
    // Stored during render (React's "information from previous renders"): no effect, no flash.
    setKept({
      value: value ?? kept.value,
      open,
      opening: open && !kept.open ? kept.opening + 1 : kept.opening,
    });
  }
  return {
    shown: value ?? kept.value,
    opening: kept.opening,
    onExited: () => setKept((current) => (current.open ? current : { ...current, value: null })),
  };
}
