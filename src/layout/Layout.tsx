import { Box } from '@mui/material';
import { type ReactNode, Suspense } from 'react';
import { Loading, Layout as RaLayout } from 'react-admin';
import { LiveUpdates } from '../live';
import { AccountLocale } from './AccountLocale';
import { AppBar } from './AppBar';
import { DocumentLanguage } from './DocumentLanguage';
import { Footer } from './Footer';
import { Menu } from './Menu';
import { Sidebar } from './Sidebar';

/**
 * react-admin's layout with the portal's top bar, sidebar menu and footer; while it is shown (a
 * user is signed in) the lists follow the live events.
 */
export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={AppBar} menu={Menu} sidebar={Sidebar}>
    <LiveUpdates />
    <AccountLocale />
    <DocumentLanguage />
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%', pt: 1 }}>
      <Box sx={{ flex: 1 }}>
        {/* Screens load lazily; the footer stays while they do. */}
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </Box>
      <Footer />
    </Box>
  </RaLayout>
);
