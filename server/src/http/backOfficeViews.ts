import type { BillRow, BillWithUser } from '../domain/backOffice/bills.js';
import type { CatalogueService } from '../domain/backOffice/catalogue.js';
import type { CategoryRow } from '../domain/backOffice/categories.js';
import type { CustomerPriceRow } from '../domain/backOffice/customerPrices.js';
import type { UserActivity } from '../domain/backOffice/customers.js';
import { toNumber } from '../domain/money.js';
import type { UserRow } from '../domain/tokens.js';
import { accountView } from './serializers.js';
import { serviceDetailsView } from './serviceDetailsView.js';

/** The admin screens' JSON shapes (spec section 3), snake_case, money as numbers. */

export const categoryView = (category: CategoryRow) => ({
  id: category.id,
  name: category.name,
  created_at: category.createdAt.toISOString(),
  updated_at: category.updatedAt.toISOString(),
});

export const serviceView = (service: CatalogueService) => ({
  id: service.id,
  name: service.name,
  price: toNumber(service.price),
  cost: toNumber(service.cost),
  tier: service.tier,
  active: service.active,
  category: { id: service.categoryId, name: service.categoryName },
  category_id: service.categoryId,
  ...serviceDetailsView(service),
});

/** The user detail: the account with its api key, plus counts and the latest orders and bills. */
export const userDetailView = (user: UserRow, activity: UserActivity) => ({
  ...accountView(user),
  orders_count: activity.ordersCount,
  bills_count: activity.billsCount,
  orders: activity.recentOrders.map((order) => ({
    id: order.id,
    status: order.status,
    price: toNumber(order.price),
    imei: order.imei,
    service: { name: order.serviceName },
    created_at: order.createdAt.toISOString(),
  })),
  bills: activity.recentBills.map((bill) => ({
    id: bill.id,
    amount: toNumber(bill.amount),
    status: bill.status,
    created_at: bill.createdAt.toISOString(),
  })),
});

export const billView = (
  bill: Omit<BillRow, 'requestKey'>,
  user?: { email: string; name: string },
) => ({
  id: bill.id,
  amount: toNumber(bill.amount),
  status: bill.status,
  user_id: bill.userId,
  created_by: bill.createdBy,
  created_at: bill.createdAt.toISOString(),
  updated_at: bill.updatedAt.toISOString(),
  ...(user ? { user: { id: bill.userId, email: user.email, name: user.name } } : {}),
});

export const billListView = (bill: BillWithUser) =>
  billView(bill, { email: bill.userEmail, name: bill.userName });

export const customerPriceView = (row: CustomerPriceRow) => ({
  id: row.id,
  price: toNumber(row.price),
  list_price: toNumber(row.listPrice),
  custom: row.custom,
  user_id: row.userId,
  service_id: row.serviceId,
  service: { id: row.serviceId, name: row.serviceName, category: { name: row.categoryName } },
});
