import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: false },
  },
  // Each story starts as a new tab: nothing kept from the story before (an order form's draft,
  // a session-ended notice).
  beforeEach: () => {
    sessionStorage.clear();
  },
};

export default preview;
