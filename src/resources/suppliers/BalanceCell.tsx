import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatBalance } from './supplierBalance';
import type { Supplier } from './types';

/**
 * The balance with its currency, and a warning when it is below the supplier's threshold: under
 * it when the column is narrow.
 */
export const BalanceCell = ({ supplier }: { supplier: Supplier }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{formatBalance(supplier)}</span>
      {supplier.low_balance_warning && (
        <Chip
          size="small"
          color="warning"
          icon={<WarningAmberIcon />}
          label={translate('suppliers.low_balance')}
        />
      )}
    </Stack>
  );
};
