import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetchMock';
import { dataProvider } from './dataProvider';

const period = {
  orderSuccess: 3,
  orderSuccessClean: 1,
  orderSuccessBase: 1,
  orderSuccessPremium: 1,
  orderRejected: 2,
  gananciaTotal: 12.5,
  gananciaClean: 2.5,
  gananciaBase: 4,
  gananciaPremium: 6,
};

afterEach(() => {
  vi.unstubAllGlobals();
  Cookies.remove('token');
});

describe('the dashboard calls', () => {
  it('reads the four periods from data.data of GET /admin_dashboard, with the bearer token', async () => {
    Cookies.set('token', 'admin-token');
    const summary = {
      totalOrders: period,
      yesterdayOrders: period,
      weekOrders: period,
      monthOrders: period,
    };
    const { requests } = mockFetch({ status: 200, body: { data: summary } });
    await expect(dataProvider.getDashboard()).resolves.toEqual(summary);
    expect(requests[0]?.url).toBe('/api/admin_dashboard');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it('asks GET /admin_dashboard/daily for the number of days and reads the series', async () => {
    const days = [{ date: '2025-03-12', completed: 4, rejected: 1, profit: 20 }];
    const { requests } = mockFetch({ status: 200, body: { data: days } });
    await expect(dataProvider.getDailyFigures(30)).resolves.toEqual(days);
    expect(requests[0]?.url).toBe('/api/admin_dashboard/daily?days=30');
  });

  it('rejects with the server message when the dashboard is refused', async () => {
    mockFetch({ status: 403, body: { message: 'This action is unauthorized.' } });
    await expect(dataProvider.getDashboard()).rejects.toMatchObject({ status: 403 });
  });
});
