import type { ComponentType } from 'react';
import { Loading, ResourceContextProvider, useRequireAccess } from 'react-admin';

interface PortalPageProps {
  resource: string;
  page: ComponentType;
}

/**
 * A resource's page mounted as a custom route. react-admin's views ask `authProvider.canAccess`
 * through their controllers; a custom route has none, so it asks here with react-admin's
 * `useRequireAccess` (a refusal goes to the access-denied route of the portal).
 */
const AccessCheckedPage = ({ page: Page }: Pick<PortalPageProps, 'page'>) => {
  const { isPending } = useRequireAccess({ action: 'list' });
  if (isPending) return <Loading />;
  return <Page />;
};

export const PortalPage = ({ resource, page }: PortalPageProps) => (
  <ResourceContextProvider value={resource}>
    <AccessCheckedPage page={page} />
  </ResourceContextProvider>
);
