import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { userProfile } from '../customer/profile';
import { portalPath } from '../routing/paths';

/** 'My Profile' in the user menu of the top bar. */
export const ProfileMenuItem = forwardRef<HTMLAnchorElement>((props, ref) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      {...props}
      ref={ref}
      component={Link}
      to={portalPath(userProfile.name)}
      onClick={userMenu?.onClose}
    >
      <ListItemIcon>
        <userProfile.icon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate(`resources.${userProfile.name}.name`)}</ListItemText>
    </MenuItem>
  );
});
ProfileMenuItem.displayName = 'ProfileMenuItem';
