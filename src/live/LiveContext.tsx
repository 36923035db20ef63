import { createContext, type ReactNode, useContext } from 'react';
import { API_URL } from '../dataProvider/httpClient';
import { createLiveSource, type LiveSource } from './liveSource';

/**
 * The tab's one connection to GET /api/events. The token travels in the `token` cookie (an
 * EventSource sends no headers); it opens once a signed-in screen listens, and closes when the
 * last one is gone (signing out leaves the portal's layout).
 */
export const browserLiveSource: LiveSource = createLiveSource(`${API_URL}/events`);

const LiveSourceContext = createContext<LiveSource>(browserLiveSource);

/** Gives the screens another live source (stories, tests). */
export const LiveSourceProvider = ({
  source,
  children,
}: {
  source: LiveSource;
  children: ReactNode;
}) => <LiveSourceContext.Provider value={source}>{children}</LiveSourceContext.Provider>;

export const useLiveSource = (): LiveSource => useContext(LiveSourceContext);
