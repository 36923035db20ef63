import { Box, Card, CardContent, CssBaseline, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { DocumentLanguage } from '../layout/DocumentLanguage';
import { Footer } from '../layout/Footer';
import { useDocumentTitle } from '../layout/ScreenTitle';
import { LandingBar } from './LandingBar';

/** Frame of the signed-out pages: landing bar, one centred card, footer. */
export const AuthLayout = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  useDocumentTitle(translate(title));
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <CssBaseline />
      <DocumentLanguage />
      <LandingBar />
      <Box component="main" sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 2 }}>
        <Card sx={{ width: '100%', maxWidth: 420 }} elevation={3}>
          <CardContent sx={{ p: 4 }}>
            <Typography variant="h5" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
              {translate(title)}
            </Typography>
            {children}
          </CardContent>
        </Card>
      </Box>
      <Footer />
    </Box>
  );
};
