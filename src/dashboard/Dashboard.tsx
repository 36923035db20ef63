import { Box, Stack } from '@mui/material';
import type { DashboardSummary } from '@schemas/dashboard';
import { useTranslate } from 'react-admin';
import { ScreenHeading } from '../resources/shared/ScreenHeading';
import { DailyChartCard } from './DailyChartCard';
import { PeriodCard } from './PeriodCard';
import { useDashboardSummary } from './useDashboardData';

const PERIODS: { key: keyof DashboardSummary; title: string }[] = [
  { key: 'totalOrders', title: 'dashboard.periods.today' },
  { key: 'yesterdayOrders', title: 'dashboard.periods.yesterday' },
  { key: 'weekOrders', title: 'dashboard.periods.this_week' },
  { key: 'monthOrders', title: 'dashboard.periods.this_month' },
];

/**
 * The admin dashboard (/admin/dashboard): orders and profit for Hoy, Ayer, Esta Semana and Este
 * Mes, and the last 30 days as a chart.
 */
export const Dashboard = () => {
  const translate = useTranslate();
  const { summary, loading } = useDashboardSummary();
  return (
    <Stack spacing={2} sx={{ pb: 2 }}>
      <ScreenHeading title={translate('dashboard.title')} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {PERIODS.map((period) => (
          <PeriodCard
            key={period.key}
            titleKey={period.title}
            summary={summary[period.key]}
            loading={loading}
          />
        ))}
      </Box>
      <DailyChartCard />
    </Stack>
  );
};
