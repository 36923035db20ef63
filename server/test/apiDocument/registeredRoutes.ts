import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** OpenAPI style: `/api/categories/{id}`. */
  path: string;
}

const TREE_PREFIX = /^[│├└─\s]*/u;

/**
 * Every route the app answers, read from Fastify's own route tree (`printRoutes`): each line is
 * a path segment below its parent's, indented four columns per level, with its methods.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const lines = app.printRoutes({ commonPrefix: false }).split('\n').filter(Boolean);
  const parents: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of lines) {
    const depth = (TREE_PREFIX.exec(line)?.[0].length ?? 0) / 4 - 1;
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.replace(TREE_PREFIX, ''));
    const segment = match?.[1] ?? '';
    const path = `${depth > 0 ? (parents[depth - 1] ?? '') : ''}${segment}`;
    parents[depth] = path;
    for (const method of match?.[2]?.split(', ') ?? []) {
      routes.push({ method, path: path.replace(/:(\w+)/g, '{$1}') });
    }
  }
  return routes;
}
