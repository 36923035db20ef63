import type { Theme } from '@mui/material';
import { useMediaQuery } from '@mui/material';
import { Sidebar as RaSidebar, type SidebarProps, useTranslate } from 'react-admin';

/**
 * react-admin's sidebar. Where it is a drawer over the page (below 993 px) it is a modal dialog,
 * and a dialog needs a name (axe: aria-dialog-name): it takes the menu's. The fixed sidebar of a
 * wide screen is no dialog, and a name there would be on an element that cannot carry one.
 */
export const Sidebar = (props: SidebarProps) => {
  const translate = useTranslate();
  const isDrawer = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <RaSidebar
      {...props}
      {...(isDrawer
        ? { slotProps: { paper: { 'aria-label': translate('app.menu.navigation') } } }
        : {})}
    />
  );
};
