/**
 * The one masking rule of the customer's order list, for IMEIs and unlock codes alike:
 * the last `visible` characters stay readable (enough to recognise an order: the IMEI's last
 * five digits, the code's last four characters), everything before them becomes '•' — at most
 * eight of them, so long codes do not stretch the column. A value no longer than `visible`
 * characters shows only bullets: the shortest codes stay hidden too. Empty stays empty.
 * The screen reveals (and copies) the full value on a click: `MaskedValue`.
 */
export const maskTail = (value: string | null | undefined, visible: number): string => {
  if (!value) return '';
  const shown = value.length > visible ? value.slice(-visible) : '';
  const hidden = value.length - shown.length;
  return `${'•'.repeat(Math.min(hidden, 8))}${shown}`;
};

/** How many trailing characters each masked field keeps. */
export const MASK_VISIBLE = { imei: 5, code: 4 } as const;
