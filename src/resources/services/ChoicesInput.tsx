import { Autocomplete, Chip, TextField } from '@mui/material';
import { useState } from 'react';
import { InputHelperText, useInput, useTranslate, useTranslateLabel } from 'react-admin';
import { choicesFromText, withChoices } from './serviceFieldList';
import { serviceFieldLimits } from './types';

/**
 * The choices of a select field as chips: typed and confirmed with Enter (or a comma), pasted
 * as a comma list, removed with their chip's cross. The server's message shows beneath.
 */
export const ChoicesInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const { field, fieldState, id } = useInput<string[]>({ source, defaultValue: [] });
  const [typed, setTyped] = useState('');
  const choices = Array.isArray(field.value) ? field.value : [];
  const error = fieldState.error?.message;
  const commit = (text: string) => {
    const added = withChoices(choices, choicesFromText(text), serviceFieldLimits.options);
    if (added.length !== choices.length) field.onChange(added);
    setTyped('');
  };
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={[]}
      value={choices}
      inputValue={typed}
      onInputChange={(_, value, reason) => {
        if (reason === 'reset') return;
        if (value.includes(',')) commit(value);
        else setTyped(value);
      }}
      onChange={(_, value) => field.onChange(withChoices([], value, serviceFieldLimits.options))}
      onBlur={() => {
        if (typed.trim() !== '') commit(typed);
        field.onBlur();
      }}
      renderValue={(values, getItemProps) =>
        values.map((value, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={value} {...itemProps} />;
        })
      }
      sx={{ minWidth: 320, flex: 1 }}
      renderInput={(params) => (
        <TextField
          {...params}
          id={id}
          name={field.name}
          inputRef={field.ref}
          label={translateLabel({ source: 'options' })}
          error={error !== undefined}
          helperText={
            <InputHelperText
              error={error}
              helperText={translate('catalogue.service_fields.options_help')}
            />
          }
        />
      )}
    />
  );
};
