import type { DataProvider } from 'react-admin';
import type { SupplierMethods } from '../../dataProvider/suppliers';
import { useDataProviderCalls } from '../../dataProvider/useDataProviderCalls';

/** The data provider with the supplier calls (check, services, routes, forwarding). */
export const useSupplierMethods = () => useDataProviderCalls<DataProvider & SupplierMethods>();
