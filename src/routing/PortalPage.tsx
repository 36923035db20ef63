import type { ComponentType } from 'react';
import { Loading, ResourceContextProvider, useCanAccess, useRequireAccess } from 'react-admin';

interface PortalPageProps {
  resource: string;
  page: ComponentType;
}

/**
 * A resource's page mounted as a custom route. react-admin's views ask `authProvider.canAccess`
 * through their controllers; a custom route has none, so it asks here with react-admin's
 * `useRequireAccess` (a refusal goes to the access-denied route of the portal). A refused page is
 * never rendered, not even for the moment before that navigation: it would ask the server for
 * what it shows (a customer at /admin/dashboard got two 403s in the console).
 */
const AccessCheckedPage = ({
  page: Page,
  action = 'list',
}: Pick<PortalPageProps, 'page'> & { action?: ViewAction }) => {
  const { isPending } = useRequireAccess({ action });
  // The same query as useRequireAccess's (same key): read from the cache, not asked twice.
  const { canAccess } = useCanAccess({ action });
  if (isPending || canAccess !== true) return <Loading />;
  return <Page />;
};

type ViewAction = 'list' | 'edit' | 'create' | 'show';

/**
 * A `<Resource>` view rendered only once access to it is granted. react-admin's controllers
 * wait for `canAccess` before fetching, but fetch even when it says no, while they send the user
 * away: a customer at /admin/admin-users got a 403 in the console.
 */
export const accessChecked = (View: ComponentType, action: ViewAction): ComponentType => {
  const Checked = () => <AccessCheckedPage page={View} action={action} />;
  Checked.displayName = `AccessChecked(${View.displayName ?? View.name ?? 'view'})`;
  return Checked;
};

export const PortalPage = ({ resource, page }: PortalPageProps) => (
  <ResourceContextProvider value={resource}>
    <AccessCheckedPage page={page} />
  </ResourceContextProvider>
);
