/**
 * The path of a request's address (`request.url`) as the router matches it (find-my-way, with
 * `ignoreDuplicateSlashes` and `ignoreTrailingSlash`, app.ts): the path of an absolute-form
 * target (`http://host/api/…`), without its query or fragment, percent-decoded as `decodeURI`
 * does, repeated slashes made one, and no trailing slash. A decision about the route a request
 * reaches must read this, not the raw address: DHRU clients really send `//api/index.php`.
 */
export function routedPath(url: string): string {
  let path = url;
  if (!path.startsWith('/')) {
    const origin = /^https?:\/\/[^/?#]*/i.exec(path);
    if (origin) path = `/${path.slice(origin[0].length)}`;
  }
  const end = path.search(/[?#]/);
  if (end !== -1) path = path.slice(0, end);
  if (path.includes('%')) {
    try {
      path = decodeURI(path);
    } catch {
      // Malformed: the router answers 400 without reaching a route.
    }
  }
  path = path.replace(/\/{2,}/g, '/');
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Whether a path (of `routedPath`) is `/api` or under it. */
export const isUnderApi = (path: string): boolean => path === '/api' || path.startsWith('/api/');

/**
 * Whether a request's address reaches the API: `/api`, `/api/…`, `/api?…`, as the router reads
 * it (`//api/profile` too; a query that names `/api` does not count).
 */
export function isApiPath(url: string): boolean {
  return isUnderApi(routedPath(url));
}
