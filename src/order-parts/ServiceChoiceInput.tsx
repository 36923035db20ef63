import { Autocomplete, type SxProps, TextField, type Theme } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { fold, searchWords } from '../customer/services/serviceSearch';
import { optionRowsSx, TwoLineListbox, VirtualListbox } from '../customer/services/VirtualListbox';
import { useIsPhone } from '../resources/shared/useIsPhone';

/** A service to choose: its id, the name shown and its category's name (searched too). */
export interface ServiceChoice {
  id: number | string;
  name: string;
  category?: string;
}

/**
 * One service out of the whole catalogue (the order lists' service filter, the bulk reply's
 * service): a box to type part of its name in, whose list renders only the rows in view, so
 * 2,000 services open and filter at once (on the name and the category: "iphone usa") (a select put all 2,000 in the page and could only be
 * scrolled). `value` is the chosen id as text, '' for none, which shows `emptyText`.
 */
export const ServiceChoiceInput = ({
  services,
  value,
  onChange,
  label,
  emptyText,
  helperText,
  disabled,
  size,
  sx,
}: {
  services: readonly ServiceChoice[];
  value: string;
  onChange: (id: string) => void;
  label: string;
  /** What the box says while no service is chosen ('All services'). */
  emptyText: string;
  helperText?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}) => {
  const translate = useTranslate();
  const twoLines = useIsPhone();
  const keys = useMemo(
    () =>
      new Map(
        services.map((service) => [service.id, fold(`${service.name} ${service.category ?? ''}`)]),
      ),
    [services],
  );
  const chosen = services.find((service) => String(service.id) === value) ?? null;
  return (
    <Autocomplete<ServiceChoice>
      options={services as ServiceChoice[]}
      value={chosen}
      onChange={(_, next) => onChange(next ? String(next.id) : '')}
      getOptionLabel={(service) => service.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      filterOptions={(options, state) => {
        const words = searchWords(state.inputValue);
        if (words.length === 0) return options;
        return options.filter((option) => {
          const key = keys.get(option.id) ?? '';
          return words.every((word) => key.includes(word));
        });
      }}
      noOptionsText={translate('catalogue.picker.no_match')}
      disabled={disabled}
      size={size}
      sx={sx}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={emptyText}
          helperText={helperText}
          // Shrunk, so that the empty box shows what no choice means ('All services').
          InputLabelProps={{ ...params.InputLabelProps, shrink: true }}
        />
      )}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props} className={`${props.className ?? ''} service-option`}>
          {option.name}
        </li>
      )}
      slotProps={{
        listbox: {
          component: twoLines ? TwoLineListbox : VirtualListbox,
          sx: optionRowsSx(twoLines),
        },
      }}
    />
  );
};
