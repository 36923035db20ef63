import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The box that searches services by part of their name or category ('Search services'), above
 * the admin services list and a customer's price list.
 */
export const ServiceSearchField = ({
  value,
  onChange,
}: {
  value: string;
  onChange: (text: string) => void;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      type="search"
      size="small"
      label={translate('back_office.services.search')}
      placeholder={translate('catalogue.picker.placeholder')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ mb: 2, width: { xs: '100%', sm: 420 } }}
    />
  );
};
