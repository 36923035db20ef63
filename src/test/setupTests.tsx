import '@testing-library/jest-dom/vitest';
import { composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, beforeAll } from 'vitest';
import * as previewAnnotations from '../../.storybook/preview';

const annotations = setProjectAnnotations([previewAnnotations]);
beforeAll(annotations.beforeAll);

/**
 * A composed story's `run()` unmounts the previous story only when the next one starts, so the
 * last story of a file would stay mounted while the test environment is torn down, and React's
 * scheduled work would then meet a missing `window`. Running an empty story after each test
 * unmounts the one before it.
 */
const emptyStory = composeStory({ render: () => <></> }, { title: 'test/cleanup' });
afterEach(async () => {
  await emptyStory.run();
});
