import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import type { DayFigures } from '@schemas/dashboard';
import { formatCount, formatDay, formatMoney } from '../resources/shared/formats';

export interface DailyChartProps {
  days: DayFigures[];
  locale: string;
  labels: { completed: string; profit: string };
}

/**
 * Completed orders (bars, left axis) and profit (line, right axis) per day. Loaded on its own
 * (React.lazy) so the charting library only reaches the browser with the dashboard.
 */
const DailyChart = ({ days, locale, labels }: DailyChartProps) => (
  <ChartsDataProvider
    height={300}
    series={[
      {
        type: 'bar',
        id: 'completed',
        label: labels.completed,
        data: days.map((day) => day.completed),
        yAxisId: 'orders',
        color: '#1d6fa5',
        valueFormatter: (value) => (value === null ? '' : formatCount(value)),
      },
      {
        type: 'line',
        id: 'profit',
        label: labels.profit,
        data: days.map((day) => day.profit),
        yAxisId: 'money',
        color: '#2e7d32',
        valueFormatter: (value) => (value === null ? '' : formatMoney(value)),
      },
    ]}
    xAxis={[
      {
        id: 'days',
        scaleType: 'band',
        data: days.map((day) => day.date),
        valueFormatter: (date: string) => formatDay(date, locale),
      },
    ]}
    yAxis={[
      { id: 'orders', position: 'left', tickMinStep: 1, width: 48 },
      {
        id: 'money',
        position: 'right',
        width: 72,
        valueFormatter: (value: number) => formatMoney(value),
      },
    ]}
  >
    <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
      <ChartsLegend />
      <ChartsSurface aria-label={`${labels.completed}, ${labels.profit}`}>
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis axisId="days" />
        <ChartsYAxis axisId="orders" />
        <ChartsYAxis axisId="money" />
        <ChartsAxisHighlight x="band" />
      </ChartsSurface>
      <ChartsTooltip trigger="axis" />
    </ChartsWrapper>
  </ChartsDataProvider>
);

export default DailyChart;
