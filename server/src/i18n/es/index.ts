import type { Translation } from '../messageCatalogue.js';
import { ORDER_MESSAGES } from './orders.js';
import { REQUEST_MESSAGES } from './requests.js';

/** The Spanish of every message the server writes, by area. */
export const SPANISH_MESSAGES: readonly Translation[] = [...REQUEST_MESSAGES, ...ORDER_MESSAGES];
