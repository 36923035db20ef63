import { Badge } from '@mui/material';
import type { ReactNode } from 'react';
import { usePendingCount } from '../../live';

/**
 * The number of pending orders on the sidebar's Pending Orders icon, as the live stream says it
 * (on connecting and on every change); nothing while it is unknown or zero.
 */
export const PendingCountBadge = ({ children }: { children: ReactNode }) => {
  const count = usePendingCount();
  if (!count) return children;
  return (
    <Badge data-testid="pending-count" badgeContent={count} max={999} color="error">
      {children}
    </Badge>
  );
};
