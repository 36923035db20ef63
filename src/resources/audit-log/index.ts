import ManageHistoryIcon from '@mui/icons-material/ManageHistory';
import { lazyView } from '../lazyView';
import type { PortalResource } from '../PortalResource';

/** The audit log (/admin/admin-audit-log): every change an admin made, newest first. */
export const adminAuditLog: PortalResource = {
  name: 'admin-audit-log',
  endpoint: { path: '/audit_log' },
  list: lazyView(() => import('./AuditLogList').then((module) => module.AuditLogList)),
  icon: ManageHistoryIcon,
  access: 'admin',
  menu: { section: 'admin', order: 5 },
};
