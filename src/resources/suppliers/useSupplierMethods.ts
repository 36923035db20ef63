import { type DataProvider, useDataProvider } from 'react-admin';
import type { SupplierMethods } from '../../dataProvider/suppliers';

/** The data provider with the supplier calls (check, services, routes, forwarding). */
export const useSupplierMethods = () => useDataProvider<DataProvider & SupplierMethods>();
