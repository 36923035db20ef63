/** What a person types in (an input, a text area, a select, a combobox, an editable text). */
const TYPING_FIELD = 'input, textarea, select, [role="combobox"], [contenteditable="true"]';

/** The element is one a person types in: the app never takes the focus away from it. */
export const isTypingField = (element: Element): boolean => element.matches(TYPING_FIELD);
