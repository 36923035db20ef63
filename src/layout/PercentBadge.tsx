import { Box, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The fixed '86%' badge at the foot of the sidebar (spec section 9: it never changes). */
export const PercentBadge = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ px: 2, py: 1.5 }}>
      <Chip
        data-testid="percent-badge"
        label={translate('app.menu.percent_badge')}
        color="success"
        size="small"
        sx={{ fontWeight: 700 }}
      />
    </Box>
  );
};
