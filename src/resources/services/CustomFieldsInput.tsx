import { Typography } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  FormDataConsumer,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ChoicesInput } from './ChoicesInput';
import { SERVICE_FIELD_TYPES, type ServiceField, serviceFieldLimits } from './types';

/**
 * The service modal's editor of custom fields: rows to add, remove and reorder, each with its
 * key, label, type and required flag, the choices of a select and the pattern of a text. The
 * server's 422 (`fields.<index>.<property>`) lands beneath the input concerned, as the rows are
 * sent as they are, in order.
 */
export const CustomFieldsInput = () => {
  const translate = useTranslate();
  const rows = useWatch<{ fields?: ServiceField[] }, 'fields'>({ name: 'fields' }) ?? [];
  return (
    <>
      <ArrayInput
        source="fields"
        label="catalogue.service_fields.title"
        helperText="catalogue.service_fields.help"
      >
        <SimpleFormIterator
          inline
          disableClear
          disableAdd={rows.length >= serviceFieldLimits.fields}
          getItemLabel={(index) => `${index + 1}.`}
          sx={{
            '& .RaSimpleFormIterator-form': { flexWrap: 'wrap', rowGap: 0 },
            '& .RaSimpleFormIterator-line': { alignItems: 'flex-start', py: 1 },
            // Move and remove stay in sight (react-admin shows them on hover only: out of reach of
            // the keyboard).
            '& .RaSimpleFormIterator-action': { visibility: 'visible' },
          }}
        >
          <TextInput
            source="name"
            helperText="catalogue.service_fields.name_help"
            sx={{ width: 170 }}
          />
          <TextInput source="label" helperText={false} sx={{ width: 200 }} />
          <SelectInput
            source="type"
            choices={SERVICE_FIELD_TYPES.map((type) => ({
              id: type,
              name: translate(`catalogue.service_fields.types.${type}`),
            }))}
            defaultValue="text"
            emptyText={false}
            helperText={false}
            sx={{ width: 130 }}
          />
          <BooleanInput source="required" defaultValue={false} helperText={false} />
          <FormDataConsumer<{ fields: ServiceField[] }>>
            {({ scopedFormData }) => {
              const row = scopedFormData as Partial<ServiceField> | undefined;
              if (row?.type === 'select') return <ChoicesInput source="options" />;
              if (row?.type === 'text') {
                return (
                  <TextInput
                    source="pattern"
                    helperText="catalogue.service_fields.pattern_help"
                    sx={{ width: 320 }}
                    slotProps={{ htmlInput: { spellCheck: false } }}
                  />
                );
              }
              return null;
            }}
          </FormDataConsumer>
        </SimpleFormIterator>
      </ArrayInput>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('catalogue.service_fields.none')}
        </Typography>
      ) : null}
    </>
  );
};
