import { Typography } from '@mui/material';
import type { ServiceRoute } from '@schemas/suppliers';
import { createContext, useContext } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatMoney } from '../shared/formats';
import type { RouteEntry } from './routeList';

/** The routes as the server listed them (with their suppliers' prices) and the service's price. */
export const RoutePrices = createContext<{ listed: readonly ServiceRoute[]; price: number }>({
  listed: [],
  price: 0,
});

/**
 * Under a route: the supplier's price for the service in its list as last fetched, in orange
 * when it is above the service's price (the shop then passes that route over, and an order with
 * no route left waits for a person). Nothing for a route the list does not hold, nor for one
 * added or changed in the form until it is saved.
 */
export const RoutePrice = ({ index }: { index: number }) => {
  const translate = useTranslate();
  const { listed, price } = useContext(RoutePrices);
  const row: Partial<RouteEntry> | undefined = useWatch({ name: `routes.${index}` });
  const route = listed.find(
    (candidate) =>
      candidate.supplier_id === row?.supplier_id &&
      candidate.supplier_service_id === row?.supplier_service_id?.trim(),
  );
  if (route?.credit === null || route?.credit === undefined) return null;
  const above = route.credit > price;
  return (
    <Typography
      variant="caption"
      color={above ? 'warning.dark' : 'text.secondary'}
      sx={{ pl: 4, mt: 0.5 }}
    >
      {translate(above ? 'suppliers.routes.price_above' : 'suppliers.routes.price', {
        price: route.credit.toFixed(2),
        ours: formatMoney(price),
      })}
    </Typography>
  );
};
