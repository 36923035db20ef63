import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as routeStories from './AppRoutes.stories';

const routes = composeStories(routeStories);

describe('route rules', () => {
  it('brings a signed-out visitor back after the login', () =>
    routes.SignedOutVisitorLogsInAndComesBack.run());
  it('sends a signed-in visitor of /auth to the portal', () =>
    routes.SignedInVisitorSkipsTheLogin.run());
  it('sends a customer from an admin screen to the order form', () =>
    routes.CustomerOpeningAnAdminScreen.run());
  it('lets an admin open an admin screen', () => routes.AdminOpeningAnAdminScreen.run());
  it('sends unknown paths to the dashboard', () => routes.UnknownPathLeadsToTheDashboard.run());
  it('sends the bare /admin to the dashboard', () => routes.BarePortalLeadsToTheDashboard.run());
});
