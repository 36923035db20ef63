import { AdminUI, CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { Layout } from '../layout/Layout';
import { hasViews, portalResources } from '../resources';
import { accessChecked, PortalPage } from './PortalPage';
import { HOME_OF_SIGNED_IN } from './paths';
import { RedirectToFallback } from './Redirect';

/** Where react-admin sends a user refused a screen: customers go to their order form. */
const AccessDenied = () => <Navigate to={HOME_OF_SIGNED_IN} replace />;

/**
 * The resources' views; an admin resource's are rendered only once access is granted
 * (accessChecked). A customer resource is open to every signed-in user: it is not held back.
 */
const resourcesWithViews = portalResources.filter(hasViews).map((resource) =>
  resource.access === 'customer'
    ? resource
    : {
        ...resource,
        list: resource.list && accessChecked(resource.list, 'list'),
        edit: resource.edit && accessChecked(resource.edit, 'edit'),
        create: resource.create && accessChecked(resource.create, 'create'),
        show: resource.show && accessChecked(resource.show, 'show'),
      },
);

const pageRoutes = portalResources.flatMap(({ name, pages = {} }) =>
  Object.entries(pages).map(([rest, page]) => {
    const path = rest ? `${name}/${rest}` : name;
    return <Route key={path} path={path} element={<PortalPage resource={name} page={page} />} />;
  }),
);

/**
 * Everything under /admin, inside the portal layout: one `<Resource>` per declared resource with
 * views, and the declared pages as custom routes. Only mounted for signed-in users
 * (`RequireSignIn` in AppRoutes).
 */
const PortalRoutes = () => (
  <AdminUI
    layout={Layout}
    dashboard={RedirectToFallback}
    catchAll={RedirectToFallback}
    accessDenied={AccessDenied}
    loginPage={false}
    title="app.title"
    disableTelemetry
  >
    {resourcesWithViews.map(({ name, list, edit, create, show, icon }) => (
      <Resource
        key={name}
        name={name}
        list={list}
        edit={edit}
        create={create}
        show={show}
        icon={icon}
      >
        {/* A detail screen without a list: its bare path leads where unknown paths lead. */}
        {!list && <Route path="*" element={<RedirectToFallback />} />}
      </Resource>
    ))}
    <CustomRoutes>{pageRoutes}</CustomRoutes>
  </AdminUI>
);

export default PortalRoutes;
