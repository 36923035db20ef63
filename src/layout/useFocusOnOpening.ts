import { useCallback, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { isTypingField } from './typingField';

/** The navigation state of the sidebar's links: the screen they open takes the focus. */
export const OPENED_FROM_THE_MENU = { focusHeading: true } as const;

/**
 * A ref for a screen's heading, which takes the focus when it appears: after a link of the
 * sidebar (a screen reader then reads the new screen's name, and Tab goes on from its top; on a
 * phone the closing drawer had put the focus back on its button), or after a navigation that
 * left the focus nowhere (the link followed went with the old screen). Not at the first page
 * load, not more than once, never out of a field.
 */
export function useFocusOnOpening<T extends HTMLElement>(): (node: T | null) => void {
  const location = useLocation();
  const state = location.state as { focusHeading?: unknown } | null;
  const fromTheMenu = state?.focusHeading === true;
  const afterANavigation = location.key !== 'default';
  const pending = useRef(fromTheMenu || afterANavigation);
  return useCallback(
    (node: T | null) => {
      if (!node || !pending.current) return;
      pending.current = false;
      const focused = document.activeElement;
      if (focused && isTypingField(focused)) return;
      if (fromTheMenu || !focused || focused === document.body) node.focus({ preventScroll: true });
    },
    [fromTheMenu],
  );
}
