export { dataProvider } from './dataProvider';
export type { ResourceName } from './endpoints';
export { endpointOf, resourceEndpoints } from './endpoints';
export type { ApiRequest, ApiResponse, ValidationErrorBody } from './httpClient';
export { API_URL, httpClient, NETWORK_ERROR_MESSAGE, TOKEN_COOKIE } from './httpClient';
export type { PagedListResult, PageLink } from './laravelPage';
export { fromLaravelPage, pageFromUrl } from './laravelPage';
export type { ValidationFailure } from './validationError';
export { validationFailureOf } from './validationError';
