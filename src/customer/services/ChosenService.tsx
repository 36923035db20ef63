import ScheduleIcon from '@mui/icons-material/Schedule';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { priceText } from './ServicePicker';
import type { CustomerService } from './types';

/** The chosen service: its name and price (the spec's), its delivery time and description. */
export const ChosenService = ({ service }: { service: CustomerService }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5}>
      <Typography variant="h6" component="h2">
        {service.service.name}
      </Typography>
      <Typography color="text.secondary">
        {translate('order_screens.form.price', { price: priceText(service.price) })}
      </Typography>
      {service.delivery_time.trim() !== '' ? (
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <ScheduleIcon fontSize="small" color="action" aria-hidden />
          <Typography>
            {translate('catalogue.details.delivery_time', { time: service.delivery_time })}
          </Typography>
        </Stack>
      ) : null}
      {service.description.trim() !== '' ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', pt: 0.5 }}>
          {service.description}
        </Typography>
      ) : null}
    </Stack>
  );
};
