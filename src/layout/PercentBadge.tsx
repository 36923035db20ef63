import { Box, Chip } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';

/** The fixed '86%' badge at the foot of the sidebar (spec section 9: it never changes). */
export const PercentBadge = () => {
  const translate = useTranslate();
  const [sidebarIsOpen] = useSidebarState();
  return (
    <Box
      sx={{ px: sidebarIsOpen ? 2 : 0.5, py: 1.5, textAlign: sidebarIsOpen ? 'left' : 'center' }}
    >
      <Chip
        data-testid="percent-badge"
        label={translate('app.menu.percent_badge')}
        color="success"
        size="small"
        sx={{
          fontWeight: 700,
          ...(sidebarIsOpen ? {} : { fontSize: 10, '& .MuiChip-label': { px: 0.5 } }),
        }}
      />
    </Box>
  );
};
