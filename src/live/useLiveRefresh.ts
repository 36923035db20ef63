import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLiveSource } from './LiveContext';
import { changedByOrders, changedWhileAway } from './liveQueries';

/** Events of one burst (a bulk reply of hundreds) reload the lists once. */
export const LIVE_REFRESH_DELAY_MS = 250;

/**
 * Keeps the live lists (the pending queue, the order history's first page, the customer's
 * orders) up to date: order events reload the ones on screen (the others are marked stale), a
 * burst of them once, and so does the stream's first opening (what changed before it came with
 * no event); after a lost connection every page of them is reloaded.
 */
export const useLiveRefresh = (): void => {
  const source = useLiveSource();
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let everyPage = false;
    const flush = () => {
      timer = undefined;
      const predicate = everyPage ? changedWhileAway : changedByOrders;
      everyPage = false;
      void queryClient.invalidateQueries({ predicate });
    };
    const unsubscribe = source.subscribe((message) => {
      if (message.type === 'pending') return;
      if (message.type === 'resync') everyPage = true;
      timer ??= setTimeout(flush, LIVE_REFRESH_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [source, queryClient]);
};
