import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { portalPath } from '../../routing/paths';

/** Back to the user detail, from the screens that hang off it (orders, prices). */
export const BackToUserButton = ({ userId }: { userId: number }) => {
  const translate = useTranslate();
  return (
    <Button component={Link} to={portalPath('admin-user', userId)} startIcon={<ArrowBackIcon />}>
      {translate('resources.admin-user.name', { smart_count: 1 })}
    </Button>
  );
};
