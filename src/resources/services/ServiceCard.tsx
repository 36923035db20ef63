import { Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { CardField } from '../shared/CardField';
import { CardHeading } from '../shared/CardHeading';
import { formatMoney } from '../shared/formats';
import { ServiceName } from './ServiceName';
import type { Service } from './types';

/**
 * A service of the catalogue on a phone: its name (Retired, custom fields) and price, then the
 * category, cost and tier under the columns' labels, and its buttons (`actions`).
 */
export const ServiceCard = ({ service, actions }: { service: Service; actions: ReactNode }) => {
  const translate = useTranslate();
  return (
    <>
      <CardHeading
        start={
          <Typography variant="body1" component="div">
            <ServiceName service={service} />
          </Typography>
        }
        end={
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {formatMoney(service.price)}
          </Typography>
        }
      />
      <CardField source="category_id">{service.category?.name}</CardField>
      <CardField source="cost">{formatMoney(service.cost)}</CardField>
      <CardField source="tier">
        {service.tier === 'none' ? null : (
          <Chip size="small" label={translate(`back_office.services.tiers.${service.tier}`)} />
        )}
      </CardField>
      {actions}
    </>
  );
};
