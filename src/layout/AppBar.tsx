import { Box, type Theme, Typography, useMediaQuery } from '@mui/material';
import {
  LoadingIndicator,
  Logout,
  AppBar as RaAppBar,
  TitlePortal,
  UserMenu,
  useGetIdentity,
  useTranslate,
} from 'react-admin';
import { LanguageButton } from './LanguageButton';
import { ProfileMenuItem } from './ProfileMenuItem';

/**
 * On a wide screen its button shows the user's name, and its accessible name now starts with it
 * (WCAG 2.5.3, label in name: it was "Profile"). react-admin translates `label` with the label
 * itself as the default, so the text given goes through as it is. On a narrow screen the button
 * is an icon, which react-admin names with `label` translated or else "Profile": there it keeps
 * its own key, named "Perfil" in Spanish.
 */
const PortalUserMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const showsName = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  return (
    <UserMenu
      label={
        showsName && identity?.fullName
          ? translate('app.menu.user_menu', { name: identity.fullName })
          : 'ra.auth.user_menu'
      }
    >
      <ProfileMenuItem />
      <Logout />
    </UserMenu>
  );
};

const PortalToolbar = () => {
  const translate = useTranslate();
  return (
    <>
      <LanguageButton />
      <LoadingIndicator aria-label={translate('ra.page.loading')} />
    </>
  );
};

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
          heading says it. It repeats that h1, so it is no heading of its own (react-admin makes
          it an h6, which came before the h1), and it is hidden on a screen without a title. */}
      <TitlePortal
        variant="subtitle1"
        component="p"
        sx={{
          opacity: 0.8,
          '@media (max-width: 599px)': { display: 'none' },
          '&:empty': { display: 'none' },
        }}
      />
      <Box component="span" sx={{ flex: 1 }} />
    </RaAppBar>
  );
};
