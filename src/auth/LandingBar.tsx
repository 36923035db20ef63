import { AppBar, Box, Button, Toolbar, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { NavLink } from 'react-router-dom';
import { LanguageButton } from '../layout/LanguageButton';
import { paths } from '../routing/paths';

/** Navigation bar of the signed-out pages: product title, Register and Login links, language. */
export const LandingBar = () => {
  const translate = useTranslate();
  const linkSx = {
    flexShrink: 0,
    '&.active': { textDecoration: 'underline', textUnderlineOffset: 6 },
  };
  return (
    <AppBar position="static" color="secondary" elevation={0}>
      <Toolbar>
        {/* On a phone the title gives way (ellipsis), never the links, which keep apart. */}
        <Typography variant="h6" component="span" noWrap sx={{ fontWeight: 700, minWidth: 0 }}>
          {translate('app.title')}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Button color="inherit" component={NavLink} to={paths.register} sx={linkSx}>
          {translate('auth.landing.register')}
        </Button>
        <Button color="inherit" component={NavLink} to={paths.login} sx={linkSx}>
          {translate('auth.landing.login')}
        </Button>
        <LanguageButton />
      </Toolbar>
    </AppBar>
  );
};
