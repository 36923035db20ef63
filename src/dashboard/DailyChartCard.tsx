import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense, useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useSpanishOfTheSpec } from '../i18n/useSpanishOfTheSpec';
import { useDailyFigures } from './useDashboardData';

const DailyChart = lazy(() => import('./DailyChart'));

export const CHART_DAYS = 30;

/** Below the cards: the last 30 days' completed orders and profit. */
export const DailyChartCard = () => {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const spanish = useSpanishOfTheSpec();
  const headingId = useId();
  const { figures, loading, failed } = useDailyFigures(CHART_DAYS);
  const placeholder = (
    <Skeleton
      variant="rounded"
      height={300}
      role="progressbar"
      aria-label={translate('dashboard.loading')}
      lang={spanish}
    />
  );
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('dashboard.chart.title')}
        </Typography>
        {loading && placeholder}
        {!loading && failed && (
          <Box sx={{ height: 300, display: 'grid', placeItems: 'center' }}>
            <Typography color="text.secondary">{translate('dashboard.chart.empty')}</Typography>
          </Box>
        )}
        {!loading && !failed && (
          <Suspense fallback={placeholder}>
            <DailyChart
              days={figures}
              locale={locale}
              labels={{
                completed: translate('dashboard.chart.completed'),
                profit: translate('dashboard.chart.profit'),
              }}
            />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
};
