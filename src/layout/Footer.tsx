import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The credit line; its year is the current one. */
export const Footer = () => {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ py: 2, px: 2, textAlign: 'center' }}>
      <Typography variant="caption" color="text.secondary" data-testid="footer-credit">
        {translate('app.footer', { year: new Date().getFullYear() })}
      </Typography>
    </Box>
  );
};
