import { useState } from 'react';
import { type DataProvider, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createI18nProvider } from '../i18n/i18nProvider';
import type { LiveSource } from '../live';
import { PortalApp } from '../PortalApp';
import { createFakeAuthProvider, type FakeAuthOptions } from './fakeAuthProvider';
import { createFakeDataProvider } from './fakeDataProvider';
import { createFakeLiveSource } from './fakeLiveSource';
import { LocationProbe } from './LocationProbe';

export interface StoryWrapperProps {
  /** The browser path the story opens at, e.g. '/auth/login'. */
  path: string;
  auth?: FakeAuthOptions;
  dataProvider?: DataProvider;
  /** The live events the story hears; none by default. */
  live?: LiveSource;
}

/**
 * The real app (routes, layout, screens, i18n, theme) at a given path, over a fake auth
 * provider, an in-memory data provider, a memory store, a memory router and a live source
 * without a server; all of them made anew for each story.
 */
export const StoryWrapper = ({ path, auth, dataProvider, live }: StoryWrapperProps) => {
  const [providers] = useState(() => ({
    authProvider: createFakeAuthProvider(auth),
    dataProvider: dataProvider ?? createFakeDataProvider(),
    i18nProvider: createI18nProvider(),
    store: memoryStore(),
    live: live ?? createFakeLiveSource(),
  }));
  return (
    <MemoryRouter initialEntries={[path]}>
      <PortalApp {...providers} />
      <LocationProbe />
    </MemoryRouter>
  );
};
