import { Loading, ResourceContextProvider, useCanAccess } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { HOME_OF_SIGNED_IN } from './paths';
import type { PortalScreen } from './portalScreens';

/** Renders a portal screen to users allowed to see it; others go to the order form. */
export const GuardedScreen = ({ screen }: { screen: PortalScreen }) => {
  const { canAccess, isPending } = useCanAccess({ resource: screen.resource, action: 'list' });
  if (isPending) return <Loading />;
  if (!canAccess) return <Navigate to={HOME_OF_SIGNED_IN} replace />;
  return (
    <ResourceContextProvider value={screen.resource}>
      <screen.Component />
    </ResourceContextProvider>
  );
};
