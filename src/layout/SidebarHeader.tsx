import { Avatar, Box, Typography } from '@mui/material';
import { SidebarToggleButton, useGetIdentity, useSidebarState } from 'react-admin';

/** Top of the sidebar: the signed-in user's name in upper case and the minimize button. */
export const SidebarHeader = () => {
  const { identity } = useGetIdentity();
  const [sidebarIsOpen] = useSidebarState();
  const name = (identity?.fullName ?? '').toUpperCase();

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: sidebarIsOpen ? 2 : 0.5,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        flexDirection: sidebarIsOpen ? 'row' : 'column',
      }}
    >
      <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.main', fontSize: 14 }} aria-hidden>
        {name.charAt(0)}
      </Avatar>
      {sidebarIsOpen && (
        <Typography
          data-testid="sidebar-user-name"
          variant="subtitle2"
          component="p"
          noWrap
          sx={{ flex: 1, fontWeight: 600, letterSpacing: 0.5 }}
        >
          {name}
        </Typography>
      )}
      <SidebarToggleButton />
    </Box>
  );
};
