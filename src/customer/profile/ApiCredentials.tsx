import KeyIcon from '@mui/icons-material/VpnKey';
import { Box, Card, CardContent, CardHeader, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { NewApiKeyButton } from './NewApiKeyButton';

export interface ApiCredentialsProps {
  apiKey: string;
  serviceUrl: string;
  username: string;
}

const Row = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Box sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { border: 0 } }}>
    <Typography variant="caption" color="text.secondary" component="dt">
      {label}
    </Typography>
    <Typography
      component="dd"
      data-testid={testId}
      sx={{ m: 0, fontFamily: 'monospace', wordBreak: 'break-all' }}
    >
      {value}
    </Typography>
  </Box>
);

/**
 * The 'API credentials' block: what a reseller tool needs to call the shop's API, and a new key
 * when the old one leaked.
 */
export const ApiCredentials = ({ apiKey, serviceUrl, username }: ApiCredentialsProps) => {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby="api-credentials-title">
      <CardHeader
        avatar={<KeyIcon color="primary" />}
        title={translate('profile.api_credentials')}
        slotProps={{ title: { id: 'api-credentials-title', variant: 'h6', component: 'h2' } }}
        action={<NewApiKeyButton />}
      />
      <CardContent sx={{ pt: 0 }}>
        <Box component="dl" sx={{ m: 0 }}>
          <Row label={translate('profile.api_key')} value={apiKey} testId="api-key" />
          <Row label={translate('profile.service_url')} value={serviceUrl} testId="service-url" />
          <Row label={translate('profile.username')} value={username} testId="api-username" />
        </Box>
      </CardContent>
    </Card>
  );
};
