import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { LAPTOP_SIZE, PHONE_SIZE, TABLET_SIZE } from '../src/stories/onAPhone';

// findBy…/waitFor wait up to 3 s, not Testing Library's 1 s: a dialog's or a menu group's
// closing transition takes 195–310 ms, about a third of the 1 s with two story workers on a
// loaded 2-CPU machine. A passing story waits no longer.
configure({ asyncUtilTimeout: 3000 });

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: false },
    // The toolbar's sizes, with the phone and the tablet the stories marked `onAPhone` and
    // `onATablet` open at.
    viewport: {
      options: {
        ...MINIMAL_VIEWPORTS,
        phone: {
          name: `Phone (${PHONE_SIZE.width} × ${PHONE_SIZE.height})`,
          styles: { width: `${PHONE_SIZE.width}px`, height: `${PHONE_SIZE.height}px` },
          type: 'mobile',
        },
        tablet: {
          name: `Tablet (${TABLET_SIZE.width} × ${TABLET_SIZE.height})`,
          styles: { width: `${TABLET_SIZE.width}px`, height: `${TABLET_SIZE.height}px` },
          type: 'tablet',
        },
        laptop: {
          name: `Laptop (${LAPTOP_SIZE.width} × ${LAPTOP_SIZE.height})`,
          styles: { width: `${LAPTOP_SIZE.width}px`, height: `${LAPTOP_SIZE.height}px` },
          type: 'desktop',
        },
      },
    },
  },
  // Each story starts as a new tab: nothing kept from the story before (an order form's draft,
  // a session-ended notice).
  beforeEach: () => {
    sessionStorage.clear();
  },
};

export default preview;
