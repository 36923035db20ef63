import { useState } from 'react';
import { type DataProvider, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createI18nProvider } from '../i18n/i18nProvider';
import { PortalApp } from '../PortalApp';
import { createFakeAuthProvider, type FakeAuthOptions } from './fakeAuthProvider';
import { createFakeDataProvider } from './fakeDataProvider';
import { LocationProbe } from './LocationProbe';

export interface StoryWrapperProps {
  /** The browser path the story opens at, e.g. '/auth/login'. */
  path: string;
  auth?: FakeAuthOptions;
  dataProvider?: DataProvider;
}

/**
 * The real app (routes, layout, screens, i18n, theme) at a given path, over a fake auth
 * provider, an in-memory data provider, a memory store and a memory router; all of them
 * made anew for each story.
 */
export const StoryWrapper = ({ path, auth, dataProvider }: StoryWrapperProps) => {
  const [providers] = useState(() => ({
    authProvider: createFakeAuthProvider(auth),
    dataProvider: dataProvider ?? createFakeDataProvider(),
    i18nProvider: createI18nProvider(),
    store: memoryStore(),
  }));
  return (
    <MemoryRouter initialEntries={[path]}>
      <PortalApp {...providers} />
      <LocationProbe />
    </MemoryRouter>
  );
};
