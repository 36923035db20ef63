import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import CategoryIcon from '@mui/icons-material/Category';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HistoryIcon from '@mui/icons-material/History';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import ListAltIcon from '@mui/icons-material/ListAlt';
import PeopleIcon from '@mui/icons-material/People';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import ReceiptIcon from '@mui/icons-material/Receipt';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { ReactElement } from 'react';
import { paths } from '../routing/paths';

/** One link of the sidebar. `resource` is what `canAccess` is asked about. */
export interface MenuEntry {
  path: string;
  /** i18n key of the link text. */
  label: string;
  icon: ReactElement;
  resource: string;
}

export interface MenuGroup {
  id: 'admin' | 'ordersAdmin';
  label: string;
  icon: ReactElement;
  entries: MenuEntry[];
}

export const profileEntry: MenuEntry = {
  path: paths.profile,
  label: 'app.menu.my_profile',
  icon: <AccountCircleIcon />,
  resource: 'profile',
};

export const dashboardEntry: MenuEntry = {
  path: paths.dashboard,
  label: 'app.menu.dashboard',
  icon: <DashboardIcon />,
  resource: 'dashboard',
};

/** The admin-flagged groups of spec section 2. */
export const adminGroups: MenuGroup[] = [
  {
    id: 'admin',
    label: 'app.menu.admin',
    icon: <AdminPanelSettingsIcon />,
    entries: [
      {
        path: paths.categories,
        label: 'app.menu.categories',
        icon: <CategoryIcon />,
        resource: 'categories',
      },
      {
        path: paths.services,
        label: 'app.menu.services',
        icon: <StorefrontIcon />,
        resource: 'services',
      },
      { path: paths.users, label: 'app.menu.users', icon: <PeopleIcon />, resource: 'users' },
      { path: paths.bills, label: 'app.menu.bills', icon: <ReceiptLongIcon />, resource: 'bills' },
    ],
  },
  {
    id: 'ordersAdmin',
    label: 'app.menu.orders_admin',
    icon: <ListAltIcon />,
    entries: [
      {
        path: paths.pendingOrders,
        label: 'app.menu.pending_orders',
        icon: <HourglassTopIcon />,
        resource: 'pending_orders',
      },
      {
        path: paths.orderHistory,
        label: 'app.menu.order_history',
        icon: <HistoryIcon />,
        resource: 'orders',
      },
    ],
  },
];

/** The customer portal's entries. */
export const customerEntries: MenuEntry[] = [
  {
    path: paths.customerServices,
    label: 'app.menu.customer_services',
    icon: <PhonelinkLockIcon />,
    resource: 'customer_services',
  },
  {
    path: paths.myOrders,
    label: 'app.menu.my_orders',
    icon: <ShoppingCartIcon />,
    resource: 'my_orders',
  },
  { path: paths.myBills, label: 'app.menu.my_bills', icon: <ReceiptIcon />, resource: 'my_bills' },
];
