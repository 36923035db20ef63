import { useCallback } from 'react';

/**
 * A ref for a react-admin `<DataTable>` (it forwards it to its `<table>`). Where the table is
 * wider than the screen it scrolls sideways inside react-admin's wrapper, which holds nothing a
 * keyboard can reach when no cell has a button or a link (a customer's bills on a phone): the
 * wrapper then becomes a focusable region named `label`, scrolled with the arrow keys (WCAG
 * 2.1.1; axe: scrollable-region-focusable). A table that fits is left out of the tab order.
 * react-admin takes no attribute for its wrapper, hence the ref.
 */
export function useScrollableTable(label: string): (table: HTMLTableElement | null) => void {
  return useCallback(
    (table: HTMLTableElement | null) => {
      const wrapper = table?.parentElement;
      if (!table || !wrapper) return;
      const update = () => {
        if (wrapper.scrollWidth > wrapper.clientWidth) {
          wrapper.tabIndex = 0;
          wrapper.setAttribute('role', 'region');
          wrapper.setAttribute('aria-label', label);
        } else {
          wrapper.removeAttribute('tabindex');
          wrapper.removeAttribute('role');
          wrapper.removeAttribute('aria-label');
        }
      };
      update();
      if (typeof ResizeObserver === 'undefined') return;
      const observer = new ResizeObserver(update);
      observer.observe(wrapper);
      observer.observe(table);
      return () => observer.disconnect();
    },
    [label],
  );
}
