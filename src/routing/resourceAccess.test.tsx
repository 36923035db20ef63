import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { portalResources } from '../resources';
import { storyAdmin, storyCustomer } from '../stories/fixtures';
import { StoryWrapper } from '../stories/StoryWrapper';
import { portalPath } from './paths';

/** Every browser path a declaration mounts: its list, its edit view of user 7, its pages. */
const screensOf = (access: 'admin' | 'customer') =>
  portalResources
    .filter((resource) => resource.access === access)
    .flatMap(({ name, list, edit, pages = {} }) => [
      ...(list ? [portalPath(name)] : []),
      ...(edit ? [portalPath(name, 7)] : []),
      ...Object.keys(pages).map((rest) =>
        rest ? `${portalPath(name)}/${rest.replace(':id', '7')}` : portalPath(name),
      ),
    ]);

/** Opens the app at `path` signed in as someone, once the sidebar shows who. */
const open = async (path: string, signedInAs: typeof storyAdmin) => {
  render(<StoryWrapper path={path} auth={{ signedInAs }} />);
  await screen.findByTestId('sidebar-user-name', {}, { timeout: 5000 });
};

/** The path once the app has settled (a refusal navigates right after the canAccess answer). */
const settledLocation = async () => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return screen.getByTestId('story-location').textContent;
};

afterEach(cleanup);

describe('access to the declared screens (authProvider.canAccess)', () => {
  it('declares the admin screens of the spec', () => {
    expect(screensOf('admin').sort()).toEqual([
      '/admin/admin-audit-log',
      '/admin/admin-bills',
      '/admin/admin-categories',
      '/admin/admin-order-history',
      '/admin/admin-orders',
      '/admin/admin-services',
      '/admin/admin-suppliers',
      '/admin/admin-user-bills/7',
      '/admin/admin-user-orders/7',
      '/admin/admin-user-services/7',
      '/admin/admin-user/7',
      '/admin/admin-users',
      '/admin/dashboard',
    ]);
  });

  it.each(screensOf('admin'))('sends a customer from %s to the order form', async (path) => {
    await open(path, storyCustomer);
    await waitFor(
      () => expect(screen.getByTestId('story-location')).toHaveTextContent(/^\/admin\/services$/),
      { timeout: 5000 },
    );
  });

  it.each(screensOf('customer'))('lets a customer open %s', async (path) => {
    await open(path, storyCustomer);
    expect(await settledLocation()).toBe(path);
  });

  it.each(screensOf('admin'))('lets an admin open %s', async (path) => {
    await open(path, storyAdmin);
    expect(await settledLocation()).toBe(path);
  });
});
