import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Full-screen 'Loading...' overlay shown while a form is being submitted. */
export const LoadingOverlay = ({ open }: { open: boolean }) => {
  const translate = useTranslate();
  if (!open) return null;
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        color: 'common.white',
        // Dark enough for white text at 4.5:1 over a white page (WCAG 1.4.3).
        bgcolor: 'rgba(0, 0, 0, 0.6)',
      }}
    >
      <CircularProgress color="inherit" aria-hidden />
      <Typography variant="h6" component="p">
        {translate('app.loading')}
      </Typography>
    </Box>
  );
};
