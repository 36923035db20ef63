import { Box, Typography } from '@mui/material';
import {
  LoadingIndicator,
  LocalesMenuButton,
  Logout,
  AppBar as RaAppBar,
  TitlePortal,
  UserMenu,
  useTranslate,
} from 'react-admin';
import { ProfileMenuItem } from './ProfileMenuItem';

const PortalUserMenu = () => (
  <UserMenu>
    <ProfileMenuItem />
    <Logout />
  </UserMenu>
);

const PortalToolbar = () => (
  <>
    <LocalesMenuButton />
    <LoadingIndicator />
  </>
);

/** Top bar: product title, page title, locale switch, user menu with sign out. */
export const AppBar = () => {
  const translate = useTranslate();
  return (
    <RaAppBar
      color="secondary"
      toolbar={<PortalToolbar />}
      userMenu={<PortalUserMenu />}
      sx={{
        // On wide screens the sidebar carries its own minimize button.
        '& .RaAppBar-menuButton': { display: { xs: 'inline-flex', sm: 'none' } },
        '& .RaAppBar-toolbar': { px: { xs: 0, sm: 2 } },
      }}
    >
      <Typography variant="h6" component="span" noWrap sx={{ fontWeight: 700, mr: 2 }}>
        {translate('app.title')}
      </Typography>
      {/* On a phone there is no room for the page's title (it was cut to 'Ord'): the page's own
          heading says it. */}
      <TitlePortal
        variant="subtitle1"
        sx={{ opacity: 0.8, '@media (max-width: 599px)': { display: 'none' } }}
      />
      <Box component="span" sx={{ flex: 1 }} />
    </RaAppBar>
  );
};
