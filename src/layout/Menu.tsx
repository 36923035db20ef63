import { Box, Divider } from '@mui/material';
import { useState } from 'react';
import {
  MenuItemLink,
  type MenuProps,
  usePermissions,
  useSidebarState,
  useTranslate,
} from 'react-admin';
import { canAccess } from '../authProvider/canAccess';
import type { Role } from '../types';
import {
  adminGroups,
  customerEntries,
  dashboardEntry,
  type MenuEntry,
  profileEntry,
} from './menuEntries';
import { PercentBadge } from './PercentBadge';
import { SidebarHeader } from './SidebarHeader';
import { SubMenu } from './SubMenu';

type GroupId = (typeof adminGroups)[number]['id'];

/**
 * The sidebar: user name, My Profile, the admin-only entries (Dashboard and the Admin and
 * Orders Admin groups), the customer entries and the 86% badge. An entry shows when
 * `canAccess` grants its resource to the user's role.
 */
export const Menu = ({ dense = false }: MenuProps) => {
  const translate = useTranslate();
  const [sidebarIsOpen] = useSidebarState();
  const { permissions: role } = usePermissions<Role>();
  const [openGroups, setOpenGroups] = useState<Record<GroupId, boolean>>({
    admin: true,
    ordersAdmin: true,
  });

  const allowed = (entry: MenuEntry) =>
    canAccess(role, { resource: entry.resource, action: 'list' });
  const link = (entry: MenuEntry) => (
    <MenuItemLink
      key={entry.path}
      to={entry.path}
      state={{ _scrollToTop: true }}
      primaryText={translate(entry.label)}
      leftIcon={entry.icon}
      dense={dense}
    />
  );

  return (
    <Box
      component="nav"
      aria-label={translate('app.title')}
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
      {link(profileEntry)}
      {allowed(dashboardEntry) && link(dashboardEntry)}
      {adminGroups.map((group) => {
        const entries = group.entries.filter(allowed);
        if (entries.length === 0) return null;
        return (
          <SubMenu
            key={group.id}
            label={group.label}
            icon={group.icon}
            dense={dense}
            isOpen={openGroups[group.id]}
            onToggle={() => setOpenGroups((open) => ({ ...open, [group.id]: !open[group.id] }))}
          >
            {entries.map(link)}
          </SubMenu>
        );
      })}
      <Divider sx={{ my: 1 }} />
      {customerEntries.filter(allowed).map(link)}
      <PercentBadge />
    </Box>
  );
};
