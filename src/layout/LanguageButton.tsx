import { Box } from '@mui/material';
import { type SyntheticEvent, useEffect, useRef } from 'react';
import { LocalesMenuButton } from 'react-admin';

/**
 * Set when another language is chosen from the menu. react-admin then mounts the whole app anew
 * (its i18n context is keyed by the locale), which took the focus away to the page's body: a
 * keyboard user had to start again from the top. Kept outside React, it outlives that remount,
 * and the new button takes the focus back.
 */
let languageChosen = false;

/** The event chose a language other than the one shown (an item of the menu, not the selected one). */
const choosesAnotherLanguage = (target: EventTarget) =>
  target instanceof Element && target.closest('[role="menuitem"]:not(.Mui-selected)') !== null;

/** react-admin's language menu, which keeps the focus across the change of language. */
export const LanguageButton = () => {
  const root = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!languageChosen) return;
    languageChosen = false;
    root.current?.querySelector('button')?.focus();
  }, []);
  const note = (event: SyntheticEvent) => {
    if (choosesAnotherLanguage(event.target)) languageChosen = true;
  };
  return (
    <Box
      component="span"
      ref={root}
      // The menu is a portal, but its events reach here through React's tree. MUI's menu items
      // answer Enter on its key down and Space on its key up, without any click.
      onClickCapture={note}
      onKeyDownCapture={(event) => event.key === 'Enter' && note(event)}
      onKeyUpCapture={(event) => event.key === ' ' && note(event)}
    >
      <LocalesMenuButton />
    </Box>
  );
};
