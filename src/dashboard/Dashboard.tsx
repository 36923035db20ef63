import { ComingSoon } from '../layout/ComingSoon';

/** Admin dashboard: order statistics for Hoy, Ayer, Esta Semana, Este Mes. Delivered by a later issue. */
export const Dashboard = () => <ComingSoon title="dashboard.title" />;
