import { Autocomplete, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useIsPhone } from '../../resources/shared/useIsPhone';
import { buildServiceIndex, searchServices } from './serviceSearch';
import type { CustomerService } from './types';
import { GroupLabel, optionRowsSx, TwoLineListbox, VirtualListbox } from './VirtualListbox';

/** A price as the spec's option shows it: 8.5 → "8.50". */
export const priceText = (value: number) => Number(value).toFixed(2);

/**
 * The order form's service picker: the services grouped by category, each labelled with this
 * customer's price and its name; typing filters on the service's name and its category ("sam"
 * → the Samsung services). The list renders only the rows in view, so 2,000 services open and
 * filter at once.
 */
export const ServicePicker = ({
  services,
  value,
  onChange,
  helperText,
}: {
  services: readonly CustomerService[];
  value: CustomerService | null;
  onChange: (service: CustomerService | null) => void;
  helperText?: string;
}) => {
  const translate = useTranslate();
  const twoLines = useIsPhone();
  const index = useMemo(() => buildServiceIndex(services), [services]);
  // Each label once: the Autocomplete asks for labels several times per option and render.
  const labels = useMemo(
    () =>
      new Map(
        services.map((entry) => [
          entry.id,
          translate('resources.customer_services.option', {
            price: priceText(entry.price),
            name: entry.service.name,
          }),
        ]),
      ),
    [services, translate],
  );
  const labelOf = (entry: CustomerService) => labels.get(entry.id) ?? entry.service.name;
  return (
    <Autocomplete<CustomerService>
      options={index.services}
      value={value}
      onChange={(_, chosen) => onChange(chosen)}
      groupBy={(entry) => entry.category.name}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterOptions={(_, state) => searchServices(index, state.inputValue)}
      noOptionsText={translate('catalogue.picker.no_match')}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('resources.customer_services.choose')}
          placeholder={translate('catalogue.picker.placeholder')}
          helperText={helperText}
        />
      )}
      renderGroup={(params) => [
        <GroupLabel key={`${params.key}-label`} group={params.group} />,
        params.children,
      ]}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props} className={`${props.className ?? ''} service-option`}>
          {labelOf(option)}
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
