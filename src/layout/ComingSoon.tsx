import ConstructionIcon from '@mui/icons-material/Construction';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** Stand-in for a screen that a later issue delivers. */
export const ComingSoon = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Card>
      <Title title={translate(title, { smart_count: 2 })} />
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <ConstructionIcon color="action" />
          <div>
            <Typography variant="h6" component="h1">
              {translate(title, { smart_count: 2 })}
            </Typography>
            <Typography color="text.secondary">{translate('app.coming_soon')}</Typography>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
};
