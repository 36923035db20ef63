import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

const CHOICES = ['all', 'held', 'by_hand'] as const;
type Choice = (typeof CHOICES)[number];

/** The pending queue's "all / held / by hand" (`?forwarding=held|by_hand`). */
export const ForwardingFilter = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const current: Choice =
    filterValues.forwarding === 'held' || filterValues.forwarding === 'by_hand'
      ? filterValues.forwarding
      : 'all';
  const choose = (choice: Choice | null) => {
    if (!choice) return;
    const { forwarding: _previous, ...rest } = filterValues as Record<string, unknown>;
    setFilters(choice === 'all' ? rest : { ...rest, forwarding: choice }, {});
  };
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={current}
      onChange={(_, choice: Choice | null) => choose(choice)}
      aria-label={translate('suppliers.forwarding.filter')}
      sx={{ mb: 2 }}
    >
      {CHOICES.map((choice) => (
        <ToggleButton key={choice} value={choice}>
          {translate(`suppliers.forwarding.filters.${choice}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
