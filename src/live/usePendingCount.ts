import { useCallback, useSyncExternalStore } from 'react';
import { useLiveSource } from './LiveContext';

/** How many orders are pending, as the live stream last said (admins); null until it has. */
export const usePendingCount = (): number | null => {
  const source = useLiveSource();
  const subscribe = useCallback(
    (changed: () => void) =>
      source.subscribe((message) => {
        if (message.type === 'pending' || message.type === 'resync') changed();
      }),
    [source],
  );
  return useSyncExternalStore(subscribe, source.pendingCount, () => null);
};
