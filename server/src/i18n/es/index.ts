import type { Translation } from '../messageCatalogue.js';
import { ACCOUNT_MESSAGES } from './accounts.js';
import { CATALOGUE_MESSAGES } from './catalogue.js';
import { ORDER_MESSAGES } from './orders.js';
import { REQUEST_MESSAGES } from './requests.js';
import { SUPPLIER_MESSAGES } from './suppliers.js';

/** The Spanish of every message the server writes, by area. */
export const SPANISH_MESSAGES: readonly Translation[] = [
  ...REQUEST_MESSAGES,
  ...ORDER_MESSAGES,
  ...CATALOGUE_MESSAGES,
  ...SUPPLIER_MESSAGES,
  ...ACCOUNT_MESSAGES,
];
