import { Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Service } from './types';

/** A service's name, marked Retired when it is, and how many custom fields its orders fill in. */
export const ServiceName = ({ service }: { service: Service }) => {
  const translate = useTranslate();
  return (
    <>
      {service.name}
      {service.active ? null : (
        <Chip
          size="small"
          variant="outlined"
          sx={{ ml: 1 }}
          label={translate('back_office.services.retired_chip')}
        />
      )}
      {service.fields?.length ? (
        <Typography variant="caption" color="text.secondary" component="div">
          {translate('catalogue.service_fields.count', { smart_count: service.fields.length })}
        </Typography>
      ) : null}
    </>
  );
};
