import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { Box, Divider } from '@mui/material';
import { useState } from 'react';
import {
  MenuItemLink,
  type MenuProps,
  useCanAccessResources,
  useSidebarState,
  useTranslate,
} from 'react-admin';
import { portalResources } from '../resources';
import { portalPath } from '../routing/paths';
import { PercentBadge } from './PercentBadge';
import { SidebarHeader } from './SidebarHeader';
import { SubMenu } from './SubMenu';
import { type SidebarEntry, sidebarSections } from './sidebarSections';
import { OPENED_FROM_THE_MENU } from './useFocusOnOpening';

type GroupId = 'admin' | 'ordersAdmin';

/** The collapsible groups of spec section 2: their titles and icons. */
const GROUPS: { id: GroupId; label: string; icon: SvgIconComponent }[] = [
  { id: 'admin', label: 'app.menu.admin', icon: AdminPanelSettingsIcon },
  { id: 'ordersAdmin', label: 'app.menu.orders_admin', icon: ListAltIcon },
];

const linkedResources = portalResources.filter((resource) => resource.menu).map(({ name }) => name);

/**
 * The sidebar, built from the resource declarations: user name, My Profile and Dashboard, the
 * Admin and Orders Admin groups, the customer entries and the 86% badge. A link shows when
 * `authProvider.canAccess` lets the user list its resource.
 */
export const Menu = ({ dense = false }: MenuProps) => {
  const translate = useTranslate();
  const [sidebarIsOpen] = useSidebarState();
  const { canAccess = {} } = useCanAccessResources({ action: 'list', resources: linkedResources });
  const sections = sidebarSections(portalResources, (resource) => canAccess[resource] === true);
  const [openGroups, setOpenGroups] = useState<Record<GroupId, boolean>>({
    admin: true,
    ordersAdmin: true,
  });

  const link = ({ name, icon: Icon, menuBadge: IconBadge }: SidebarEntry) => (
    <MenuItemLink
      key={name}
      // A link of the navigation, not an item of a menu widget (no role=menu holds it).
      role="link"
      to={portalPath(name)}
      state={{ _scrollToTop: true, ...OPENED_FROM_THE_MENU }}
      primaryText={translate(`resources.${name}.name`, { smart_count: 2 })}
      leftIcon={
        IconBadge ? (
          <IconBadge>
            <Icon />
          </IconBadge>
        ) : (
          <Icon />
        )
      }
      dense={dense}
    />
  );

  return (
    <Box
      component="nav"
      aria-label={translate('app.menu.navigation')}
      sx={{
        width: (theme) => (sidebarIsOpen ? theme.sidebar.width : theme.sidebar.closedWidth),
        transition: (theme) =>
          theme.transitions.create('width', {
            easing: theme.transitions.easing.sharp,
            duration: theme.transitions.duration.leavingScreen,
          }),
      }}
    >
      <SidebarHeader />
      {sections.top.map(link)}
      {GROUPS.map((group) => {
        const entries = sections[group.id];
        if (entries.length === 0) return null;
        return (
          <SubMenu
            key={group.id}
            label={group.label}
            icon={<group.icon />}
            dense={dense}
            isOpen={openGroups[group.id]}
            onToggle={() => setOpenGroups((open) => ({ ...open, [group.id]: !open[group.id] }))}
          >
            {entries.map(link)}
          </SubMenu>
        );
      })}
      <Divider sx={{ my: 1 }} />
      {sections.customer.map(link)}
      <PercentBadge />
    </Box>
  );
};
