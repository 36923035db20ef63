import { Box, Card, CardContent, Divider, Typography } from '@mui/material';
import type { PeriodSummary } from '@schemas/dashboard';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { useSpanishOfTheSpec } from '../i18n/useSpanishOfTheSpec';
import { formatCount, formatMoney } from '../resources/shared/formats';

interface PeriodCardProps {
  /** i18n key of the section title: Hoy, Ayer, Esta Semana, Este Mes. */
  titleKey: string;
  summary: PeriodSummary;
  loading: boolean;
}

const TIERS = [
  { key: 'clean', count: 'orderSuccessClean', profit: 'gananciaClean' },
  { key: 'base', count: 'orderSuccessBase', profit: 'gananciaBase' },
  { key: 'premium', count: 'orderSuccessPremium', profit: 'gananciaPremium' },
] as const;

/**
 * One label and its figure; the figure reads 'Cargando' while the summary loads. `lang` is that
 * of the spec's Spanish words (`useSpanishOfTheSpec`): the label's, and the figure's while it
 * reads 'Cargando'.
 */
const Figure = ({
  label,
  value,
  testId,
  lang,
  loading,
  strong = false,
}: {
  label: string;
  value: string;
  testId: string;
  lang: string | undefined;
  loading: boolean;
  strong?: boolean;
}) => (
  <>
    <Typography component="dt" color="text.secondary" variant="body2" lang={lang}>
      {label}
    </Typography>
    <Typography
      component="dd"
      lang={loading ? lang : undefined}
      data-testid={testId}
      variant={strong ? 'h6' : 'body1'}
      sx={{ m: 0, textAlign: 'right', fontWeight: strong ? 700 : 500 }}
    >
      {value}
    </Typography>
  </>
);

/** One period of the dashboard: totals, completed, rejected, profit, and the per-tier lines. */
export const PeriodCard = ({ titleKey, summary, loading }: PeriodCardProps) => {
  const translate = useTranslate();
  const spanish = useSpanishOfTheSpec();
  const headingId = useId();
  const shown = (format: () => string) => (loading ? translate('dashboard.loading') : format());
  const count = (value: number) => shown(() => formatCount(value));
  const money = (value: number) => shown(() => formatMoney(value));
  const list = {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'baseline',
    columnGap: 2,
    rowGap: 0.5,
    m: 0,
  };
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" lang={spanish} sx={{ mb: 1.5 }}>
          {translate(titleKey)}
        </Typography>
        <Box component="dl" sx={list}>
          <Figure
            label={translate('dashboard.total_orders')}
            value={count(summary.orderSuccess + summary.orderRejected)}
            testId="total-orders"
            lang={spanish}
            loading={loading}
            strong
          />
          <Figure
            label={translate('dashboard.completed_orders')}
            value={count(summary.orderSuccess)}
            testId="completed-orders"
            lang={spanish}
            loading={loading}
          />
          <Figure
            label={translate('dashboard.rejected_orders')}
            value={count(summary.orderRejected)}
            testId="rejected-orders"
            lang={spanish}
            loading={loading}
          />
          <Figure
            label={translate('dashboard.profit')}
            value={money(summary.gananciaTotal)}
            testId="profit"
            lang={spanish}
            loading={loading}
            strong
          />
        </Box>
        <Divider sx={{ my: 1.5 }} />
        <Box component="dl" sx={{ ...list, gridTemplateColumns: '1fr auto auto' }}>
          {TIERS.map((tier) => (
            <Box key={tier.key} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate(`dashboard.tiers.${tier.key}`)}
              </Typography>
              <Typography
                component="dd"
                lang={loading ? spanish : undefined}
                data-testid={`${tier.key}-orders`}
                sx={{ m: 0, textAlign: 'right' }}
              >
                {count(summary[tier.count])}
              </Typography>
              <Typography
                component="dd"
                lang={loading ? spanish : undefined}
                data-testid={`${tier.key}-profit`}
                sx={{ m: 0, textAlign: 'right' }}
              >
                {money(summary[tier.profit])}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
};
