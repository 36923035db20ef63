import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { storyAdmin } from '../stories/fixtures';
import { StoryWrapper } from '../stories/StoryWrapper';
import { dashboardDataProvider, neverAnswers } from './dashboardStoryData';

const meta = {
  title: 'Admin/Dashboard',
  component: StoryWrapper,
  args: { path: '/admin/dashboard', auth: { signedInAs: storyAdmin } },
} satisfies Meta<typeof StoryWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

const PERIODS = ['Hoy', 'Ayer', 'Esta Semana', 'Este Mes'];
const FIGURES = [
  'total-orders',
  'completed-orders',
  'rejected-orders',
  'profit',
  'clean-orders',
  'clean-profit',
  'base-orders',
  'base-profit',
  'premium-orders',
  'premium-profit',
];

const section = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }, { timeout: 15_000 }));

export const Loading: Story = {
  args: {
    dataProvider: dashboardDataProvider({
      getDashboard: neverAnswers,
      getDailyFigures: neverAnswers,
    }),
  },
  play: async ({ canvasElement }) => {
    for (const period of PERIODS) {
      const card = await section(canvasElement, period);
      await expect(card.getByText('Ordenes Totales')).toBeVisible();
      for (const figure of FIGURES)
        await expect(card.getByTestId(figure)).toHaveTextContent('Cargando');
    }
    const chart = await section(canvasElement, 'Last 30 days');
    await expect(chart.getByLabelText('Cargando')).toBeVisible();
  },
};

export const Figures: Story = {
  args: { dataProvider: dashboardDataProvider() },
  play: async ({ canvasElement }) => {
    const today = await section(canvasElement, 'Hoy');
    await waitFor(() => expect(today.getByTestId('total-orders')).toHaveTextContent('15'));
    await expect(today.getByTestId('completed-orders')).toHaveTextContent('12');
    await expect(today.getByTestId('rejected-orders')).toHaveTextContent('3');
    await expect(today.getByTestId('profit')).toHaveTextContent('$1,234.50');
    // The spec's Spanish words are marked Spanish on the English page (a screen reader's voice).
    await expect(today.getByRole('heading', { name: 'Hoy' })).toHaveAttribute('lang', 'es');
    await expect(today.getByText('Ordenes Totales')).toHaveAttribute('lang', 'es');
    await expect(today.getByTestId('total-orders')).not.toHaveAttribute('lang');
    await expect(today.getByText('Clean')).toBeVisible();
    await expect(today.getByTestId('clean-orders')).toHaveTextContent('5');
    await expect(today.getByTestId('base-profit')).toHaveTextContent('$520.25');
    await expect(today.getByTestId('premium-orders')).toHaveTextContent('2');
    const month = await section(canvasElement, 'Este Mes');
    await expect(month.getByTestId('total-orders')).toHaveTextContent('447');
    await expect(month.getByTestId('profit')).toHaveTextContent('$38,125.00');
    const week = await section(canvasElement, 'Esta Semana');
    await expect(week.getByTestId('premium-profit')).toHaveTextContent('$2,600.00');
    const chart = await section(canvasElement, 'Last 30 days');
    await expect(await chart.findByText('Completed orders', {}, { timeout: 5000 })).toBeVisible();
    await expect(chart.getByText('Profit')).toBeVisible();
    await expect(chart.getByLabelText('Completed orders, Profit')).toBeInTheDocument();
  },
};

export const Failure: Story = {
  args: {
    dataProvider: dashboardDataProvider({
      getDashboard: () => Promise.reject(new Error('Server Error')),
      getDailyFigures: () => Promise.reject(new Error('Server Error')),
    }),
  },
  beforeEach: () => {
    const consoleError = spyOn(console, 'error').mockImplementation(() => undefined);
    return () => consoleError.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        'Dashboard figures could not be loaded',
        expect.any(Error),
      ),
    );
    for (const period of PERIODS) {
      const card = await section(canvasElement, period);
      await waitFor(() => expect(card.getByTestId('total-orders')).toHaveTextContent('0'));
      await expect(card.getByTestId('profit')).toHaveTextContent('$0.00');
      await expect(card.getByTestId('clean-profit')).toHaveTextContent('$0.00');
      await expect(card.queryByText('Cargando')).toBeNull();
    }
    await expect(within(canvasElement).queryByText('Server Error')).toBeNull();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
