import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldErrors, FieldValues } from './fieldValues';
import type { ServiceField } from './types';

/**
 * The inputs of the chosen service's custom fields: text, number or a choice, the required
 * ones marked, a text's format under it; the server's message for a refused value replaces it.
 */
export const CustomFieldInputs = ({
  fields,
  values,
  errors,
  onChange,
}: {
  fields: readonly ServiceField[];
  values: FieldValues;
  errors: FieldErrors;
  onChange: (name: string, value: string) => void;
}) => {
  const translate = useTranslate();
  if (fields.length === 0) return null;
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography variant="subtitle2" component="legend" sx={{ mb: 1, p: 0 }}>
        {translate('catalogue.order_fields.title')}
      </Typography>
      {fields.map((field) => {
        const error = errors[field.name];
        const hint =
          field.type === 'text' && field.pattern
            ? translate('catalogue.order_fields.pattern_hint', { pattern: field.pattern })
            : undefined;
        return (
          <TextField
            key={field.name}
            label={field.label}
            required={field.required}
            select={field.type === 'select'}
            type={field.type === 'number' ? 'number' : 'text'}
            value={values[field.name] ?? ''}
            onChange={(event) => onChange(field.name, event.target.value)}
            error={error !== undefined}
            helperText={error ?? hint}
            slotProps={{
              htmlInput: field.type === 'number' ? { inputMode: 'decimal', step: 'any' } : {},
            }}
          >
            {field.type === 'select'
              ? [
                  <MenuItem key="" value="">
                    <em>{translate('catalogue.order_fields.choose')}</em>
                  </MenuItem>,
                  ...(field.options ?? []).map((option) => (
                    <MenuItem key={option} value={option}>
                      {option}
                    </MenuItem>
                  )),
                ]
              : null}
          </TextField>
        );
      })}
    </Stack>
  );
};
