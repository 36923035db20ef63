import { toNumber } from '../../domain/money.js';
import { successPart } from '../envelope.js';
import type { ActionContext, ActionResult } from './context.js';

/** Shop prices are dollars ("Price (with $)"), so the balance is reported in USD. */
const CURRENCY = 'USD';
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY });

/**
 * `accountinfo`: the balance and e-mail. The account goes under both `AccoutInfo` (sic — what
 * DHRU Fusion itself reads) and `AccountInfo`.
 */
export async function accountInfo({ user }: ActionContext): Promise<ActionResult> {
  const account = {
    credit: dollars.format(toNumber(user.credits)),
    creditraw: toNumber(user.credits).toFixed(2),
    mail: user.email,
    currency: CURRENCY,
  };
  return successPart({ message: 'Your Account Info', AccoutInfo: account, AccountInfo: account });
}
