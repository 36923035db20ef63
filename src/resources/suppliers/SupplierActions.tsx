import BlockIcon from '@mui/icons-material/Block';
import EditIcon from '@mui/icons-material/Edit';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { Button, IconButton, Stack, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { Supplier } from './types';

export type SupplierAction = 'services' | 'edit' | 'deactivate';

/**
 * A row's action as an icon: its name (`aria-label`) and tooltip are the card's button text.
 * The tooltip hangs on a span, so that it also shows over a disabled button (Deactivate of an
 * inactive supplier) and the button keeps its own name.
 */
const ActionIcon = ({
  label,
  icon,
  color,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  color?: 'error';
  disabled?: boolean;
  onClick: () => void;
}) => (
  <Tooltip title={label} describeChild>
    <span>
      <IconButton
        size="small"
        aria-label={label}
        color={color}
        disabled={disabled}
        onClick={onClick}
      >
        {icon}
      </IconButton>
    </span>
  </Tooltip>
);

/**
 * Check, Services, Edit and Deactivate of a supplier. In the table (`compact`) Check keeps its
 * word and the other three are icon buttons with tooltips, so every action fits beside the nine
 * columns on a laptop's 1366 px without a sideways scroll; on a phone's card they are worded
 * buttons, on more lines when they must.
 */
export const SupplierActions = ({
  supplier,
  checking,
  compact = false,
  onCheck,
  onOpen,
}: {
  supplier: Supplier;
  checking: boolean;
  compact?: boolean;
  onCheck: () => void;
  onOpen: (action: SupplierAction) => void;
}) => {
  const translate = useTranslate();
  const check = (
    <Button size="small" variant="contained" disabled={checking} onClick={onCheck}>
      {translate('suppliers.check')}
    </Button>
  );
  if (compact) {
    return (
      <Stack
        direction="row"
        spacing={0.5}
        useFlexGap
        sx={{ justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'nowrap' }}
      >
        {check}
        <ActionIcon
          label={translate('suppliers.services')}
          icon={<ListAltIcon fontSize="small" />}
          onClick={() => onOpen('services')}
        />
        <ActionIcon
          label={translate('suppliers.edit')}
          icon={<EditIcon fontSize="small" />}
          onClick={() => onOpen('edit')}
        />
        <ActionIcon
          label={translate('suppliers.deactivate')}
          icon={<BlockIcon fontSize="small" />}
          color="error"
          disabled={!supplier.active}
          onClick={() => onOpen('deactivate')}
        />
      </Stack>
    );
  }
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}
    >
      {check}
      <Button size="small" onClick={() => onOpen('services')}>
        {translate('suppliers.services')}
      </Button>
      <Button size="small" onClick={() => onOpen('edit')}>
        {translate('suppliers.edit')}
      </Button>
      <Button
        size="small"
        color="error"
        disabled={!supplier.active}
        onClick={() => onOpen('deactivate')}
      >
        {translate('suppliers.deactivate')}
      </Button>
    </Stack>
  );
};
