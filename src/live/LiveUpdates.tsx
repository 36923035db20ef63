import { useLiveRefresh } from './useLiveRefresh';

/** Mounted once in the signed-in layout: the screens follow the live events. */
export const LiveUpdates = () => {
  useLiveRefresh();
  return null;
};
