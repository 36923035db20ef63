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
