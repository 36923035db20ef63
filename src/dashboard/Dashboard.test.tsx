import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as dashboardStories from './Dashboard.stories';

/** The stories are the fixtures: their play functions run here too, in jsdom. */
const dashboard = composeStories(dashboardStories);

describe('admin dashboard', () => {
  it("shows 'Cargando' for every figure while the summary loads", () => dashboard.Loading.run());
  it('shows each period with totals, profit and the per-tier lines', () => dashboard.Figures.run());
  it('keeps the figures at zero and only logs when the summary fails', () =>
    dashboard.Failure.run());
});
