/** A phone's screen, an iPhone's 390 × 844: where the lists show cards (`useIsPhone`). */
export const PHONE_SIZE = { width: 390, height: 844 } as const;

/**
 * What makes a story show its screen on a phone: `.storybook/test-runner.ts` sizes the page to
 * `PHONE_SIZE` before the story renders, and Storybook's toolbar opens it at the same size (the
 * viewport `phone` of `.storybook/preview.tsx`) for a person looking.
 */
export const onAPhone = {
  parameters: { phone: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
} as const;

/** A tablet's screen on its side, 1024 × 768: where the widest tables show cards too. */
export const TABLET_SIZE = { width: 1024, height: 768 } as const;

/** What makes a story show its screen on a tablet (`.storybook/test-runner.ts`, `tablet`). */
export const onATablet = {
  parameters: { tablet: true },
  globals: { viewport: { value: 'tablet', isRotated: false } },
} as const;

/** A laptop's screen, 1366 × 768: the widest tables must show every action without a sideways scroll. */
export const LAPTOP_SIZE = { width: 1366, height: 768 } as const;

/** What makes a story show its screen on a laptop (`.storybook/test-runner.ts`, `laptop`). */
export const onALaptop = {
  parameters: { laptop: true },
  globals: { viewport: { value: 'laptop', isRotated: false } },
} as const;
