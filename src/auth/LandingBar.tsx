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
      {/* Where the title and the links do not fit on one line (a phone, in Spanish), the links
          go to a second one: the whole title stays (it was cut to "Unlo…"). */}
      <Toolbar sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, py: { xs: 1, sm: 0 } }}>
        <Typography variant="h6" component="span" noWrap sx={{ fontWeight: 700, flexShrink: 0 }}>
          {translate('app.title')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', ml: 'auto' }}>
          <Button color="inherit" component={NavLink} to={paths.register} sx={linkSx}>
            {translate('auth.landing.register')}
          </Button>
          <Button color="inherit" component={NavLink} to={paths.login} sx={linkSx}>
            {translate('auth.landing.login')}
          </Button>
          <LanguageButton />
        </Box>
      </Toolbar>
    </AppBar>
  );
};
