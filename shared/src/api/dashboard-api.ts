import { dashboardSchema } from '../schemas/dashboard.ts';
import { apiRoute } from './route.ts';

/** The dashboard: every KPI and chart dataset in one answer. */
export const DASHBOARD_API = {
  load: apiRoute({ method: 'GET', path: '/dashboard', response: dashboardSchema }),
};
