import { AppBar, Box, Button, Toolbar, Typography } from '@mui/material';
import { LocalesMenuButton, useTranslate } from 'react-admin';
import { NavLink } from 'react-router-dom';
import { paths } from '../routing/paths';

/** Navigation bar of the signed-out pages: product title, Register and Login links, language. */
export const LandingBar = () => {
  const translate = useTranslate();
  const linkStyle = { '&.active': { textDecoration: 'underline', textUnderlineOffset: 6 } };
  return (
    <AppBar position="static" color="secondary" elevation={0}>
      <Toolbar>
        <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
          {translate('app.title')}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Button color="inherit" component={NavLink} to={paths.register} sx={linkStyle}>
          {translate('auth.landing.register')}
        </Button>
        <Button color="inherit" component={NavLink} to={paths.login} sx={linkStyle}>
          {translate('auth.landing.login')}
        </Button>
        <LocalesMenuButton />
      </Toolbar>
    </AppBar>
  );
};
