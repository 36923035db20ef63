import { useState } from 'react';
import { useRefresh, useTranslate } from 'react-admin';

import { useErrorText } from '../../i18n/useErrorText';
import { formatBalance } from './supplierBalance';
import type { Supplier } from './types';
import { useSupplierMethods } from './useSupplierMethods';

export interface CheckResult {
  severity: 'success' | 'error';
  text: string;
}

/**
 * Check (POST /suppliers/{id}/check): the fresh balance, or why the check failed, kept in
 * `result` for the screen to show; the list is read again either way. A 422 carries the
 * supplier's refusal or the shop's account of a call that got no answer ("Could not reach the
 * supplier: ECONNREFUSED"), alike: the text says the check failed, never that the supplier
 * answered.
 */
export const useSupplierCheck = () => {
  const dataProvider = useSupplierMethods();
  const translate = useTranslate();
  const errorText = useErrorText();
  const refresh = useRefresh();
  const [result, setResult] = useState<CheckResult | null>(null);
  const [checking, setChecking] = useState<number | null>(null);

  const check = async (supplier: Supplier) => {
    setChecking(supplier.id);
    setResult(null);
    try {
      const fresh = await dataProvider.checkSupplier(supplier.id);
      setResult({
        severity: 'success',
        text: translate('suppliers.checked', {
          name: fresh.name,
          balance: formatBalance(fresh),
        }),
      });
    } catch (error) {
      setResult({
        severity: 'error',
        text: translate('suppliers.check_failed', {
          name: supplier.name,
          reason: errorText(error),
        }),
      });
    } finally {
      setChecking(null);
      refresh();
    }
  };

  return { check, checking, result, clearResult: () => setResult(null) };
};
