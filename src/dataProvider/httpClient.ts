import { HttpError } from 'react-admin';
import type { LaravelValidationBody } from '../types';
import { bearerToken } from './bearerToken';

/** Base address of the REST API; `VITE_API_URL` overrides it at build time. */
export const API_URL: string = import.meta.env.VITE_API_URL ?? '/api';

/** Message of every request that got no response at all (spec section 8). */
export const NETWORK_ERROR_MESSAGE = 'Error Network, try again...';

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`: the server does the request's work once per key (top-ups). */
  idempotencyKey?: string;
}

export interface ApiResponse<Body> {
  status: number;
  headers: Headers;
  json: Body;
}

/**
 * Body of the HttpError of a 422 reply, in the shape react-admin's forms read
 * (server-side validation), plus the reply as the server sent it.
 */
export interface ValidationErrorBody {
  message: string;
  errors: { root: { serverError: string } } & Record<string, string | { serverError: string }>;
  laravel: LaravelValidationBody;
}

export const buildUrl = (path: string, query: ApiRequest['query'] = {}): string => {
  const base = /^https?:\/\//.test(path)
    ? path
    : `${API_URL}${path.startsWith('/') ? '' : '/'}${path}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const queryString = search.toString();
  if (!queryString) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${queryString}`;
};

/**
 * The language on screen (`<html lang>`, kept by layout/DocumentLanguage), sent as
 * `Accept-Language` so that the server's messages come in it, not in the browser's language.
 */
const screenLanguage = (): string => document.documentElement.lang || 'en';

const buildHeaders = (hasBody: boolean, idempotencyKey?: string): Headers => {
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': screenLanguage(),
    'X-Requested-With': 'XMLHttpRequest',
  });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const token = bearerToken.current();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);
  return headers;
};

const parseJson = (text: string): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const firstMessage = (messages: unknown): string | undefined => {
  if (Array.isArray(messages)) return messages.find((item) => typeof item === 'string');
  return typeof messages === 'string' ? messages : undefined;
};

/** Turns Laravel's `{message, errors: {field: [messages]}}` into react-admin's validation body. */
export const toValidationErrorBody = (
  laravel: LaravelValidationBody,
  fallbackMessage: string,
): ValidationErrorBody => {
  const message = laravel.message || fallbackMessage;
  const errors: ValidationErrorBody['errors'] = { root: { serverError: message } };
  for (const [field, messages] of Object.entries(laravel.errors ?? {})) {
    const first = firstMessage(messages);
    if (first !== undefined) errors[field] = first;
  }
  return { message, errors, laravel };
};

const toHttpError = (status: number, statusText: string, body: unknown): HttpError => {
  const serverMessage = isRecord(body) && typeof body.message === 'string' ? body.message : '';
  // A 5xx without the app's JSON (a proxy's 502 page) is the app not answering, as the spec
  // words it: 'Error Network, try again...', not the proxy's 'Bad Gateway'.
  const message =
    serverMessage || (status >= 500 ? NETWORK_ERROR_MESSAGE : statusText || `HTTP ${status}`);
  if (status === 422 && isRecord(body)) {
    return new HttpError(
      message,
      status,
      toValidationErrorBody(body as unknown as LaravelValidationBody, message),
    );
  }
  return new HttpError(message, status, isRecord(body) ? body : { message });
};

const isAbort = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';

/**
 * The one HTTP client of the app: JSON in and out, cookies included, bearer token from the
 * `token` cookie. Rejects with react-admin's HttpError on any non-2xx reply, and with
 * HttpError(NETWORK_ERROR_MESSAGE, 0) when the server cannot be reached. No time-out.
 */
export const httpClient = async <Body = unknown>(
  path: string,
  { method = 'GET', body, query, signal, idempotencyKey }: ApiRequest = {},
): Promise<ApiResponse<Body>> => {
  const hasBody = body !== undefined;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      credentials: 'include',
      headers: buildHeaders(hasBody, idempotencyKey),
      body: hasBody ? JSON.stringify(body) : undefined,
      signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new HttpError(NETWORK_ERROR_MESSAGE, 0, { message: NETWORK_ERROR_MESSAGE });
  }
  const json = parseJson(await response.text());
  if (!response.ok) throw toHttpError(response.status, response.statusText, json);
  return { status: response.status, headers: response.headers, json: json as Body };
};
