import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { portalResources } from '../resources';
import { createFakeDataProvider } from '../stories/fakeDataProvider';
import { storyCustomer } from '../stories/fixtures';
import { StoryWrapper } from '../stories/StoryWrapper';
import { portalPath } from './paths';

/**
 * The admin screens: react-admin views of `<Resource>`s and those mounted as custom routes
 * (PortalPage), at record 7 where they take an id.
 */
const adminPages = portalResources
  .filter((resource) => resource.access === 'admin')
  .flatMap(({ name, list, edit, create, show, pages = {} }) => [
    ...(list ? [portalPath(name)] : []),
    ...(edit ? [`${portalPath(name)}/7`] : []),
    ...(create ? [`${portalPath(name)}/create`] : []),
    ...(show ? [`${portalPath(name)}/7/show`] : []),
    ...Object.keys(pages).map((rest) =>
      rest ? `${portalPath(name)}/${rest.replace(':id', '7')}` : portalPath(name),
    ),
  ]);

/** The fake data provider, plus the dashboard's calls, noting every call it is asked. */
const recordingDataProvider = () => {
  const calls: string[] = [];
  const base = {
    ...createFakeDataProvider(),
    getDashboard: () => new Promise(() => undefined),
    getDailyFigures: () => new Promise(() => undefined),
  } as DataProvider;
  const dataProvider = new Proxy(base, {
    get: (target, method: string) => {
      const call = target[method];
      if (typeof call !== 'function') return call;
      return (...args: unknown[]) => {
        calls.push(`${method} ${typeof args[0] === 'string' ? args[0] : ''}`.trim());
        return call(...args);
      };
    },
  });
  return { calls, dataProvider };
};

const customerResources = new Set(
  portalResources.filter(({ access }) => access === 'customer').map(({ name }) => name),
);

afterEach(cleanup);

describe('an admin page refused to a customer', () => {
  it.each(adminPages)('%s asks the server nothing before sending them away', async (path) => {
    const { calls, dataProvider } = recordingDataProvider();
    render(
      <StoryWrapper path={path} auth={{ signedInAs: storyCustomer }} dataProvider={dataProvider} />,
    );
    await waitFor(
      () => expect(screen.getByTestId('story-location')).toHaveTextContent(/^\/admin\/services$/),
      { timeout: 5000 },
    );
    const adminCalls = calls.filter((call) => {
      const resource = call.split(' ')[1];
      return !resource || !customerResources.has(resource);
    });
    expect(adminCalls).toEqual([]);
  });
});
