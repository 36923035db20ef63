import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as layoutStories from './Layout.stories';

/** The stories are the fixtures: their play functions run here too, in jsdom. */
const layout = composeStories(layoutStories);

describe('portal layout', () => {
  it('shows both admin groups to an admin', () => layout.AsAdmin.run());
  it('hides the admin groups from a customer', () => layout.AsCustomer.run());
  it('minimizes the sidebar to icons', () => layout.MinimizedSidebar.run());
  it('signs out back to the login', () => layout.SignsOut.run());
});
