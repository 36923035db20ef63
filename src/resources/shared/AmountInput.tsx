import { TextInput, type TextInputProps } from 'react-admin';

/**
 * An amount as the server is sent it: a decimal comma ("10,5", "10,50": how Spanish writes it)
 * becomes a point; anything else goes as typed, and the server names what is wrong with it
 * ("1,000": thousands or a decimal? not guessed). An empty box is no amount (the server says
 * whether one is required). Read when the form is sent, not while typing: "1,0" on the way to
 * "1,000" would have become "1.0".
 */
export const amountToSend = (value: unknown): string | number | null => {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  return /^-?\d+,\d{1,2}$/.test(text) ? text.replace(',', '.') : text;
};

/**
 * A money box (credits, prices, costs): text with the phone's decimal keypad, not the browser's
 * number box, which dropped a decimal comma without a word ("10,5" became 105 credits, "9,99" a
 * $999 price). The form's payload reads it with `amountToSend`.
 */
export const AmountInput = (props: TextInputProps) => (
  <TextInput
    {...props}
    format={(value: unknown) => (value === null || value === undefined ? '' : String(value))}
    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
  />
);
