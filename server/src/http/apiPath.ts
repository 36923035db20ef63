/** Whether a request's address (path and query) is one of the API's: `/api`, `/api/…`, `/api?…`. */
export function isApiPath(url: string): boolean {
  if (!url.startsWith('/api')) return false;
  const next = url.charAt(4);
  return next === '' || next === '/' || next === '?';
}
