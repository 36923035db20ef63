import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
const DOMAIN = join(SRC, 'domain');
/**
 * The layers that speak HTTP, and the API's schemas (what a request and an answer look like);
 * the domain must not reach into them: the schemas import the domain's rules, not the reverse.
 */
const HTTP_LAYERS = ['http', 'routes', 'plugins', 'schemas'].map((folder) => join(SRC, folder));
/** Packages that are HTTP too. */
const HTTP_PACKAGES = /^(fastify|@fastify\/|fastify-plugin)/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** What one file imports (static, re-exports, dynamic) that belongs to HTTP. */
function httpImportsOf(file: string, source: string): string[] {
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.map((imported) => imported.fileName)
    .filter((specifier) => {
      if (HTTP_PACKAGES.test(specifier)) return true;
      if (!specifier.startsWith('.')) return false;
      const target = resolve(dirname(file), specifier);
      return HTTP_LAYERS.some((layer) => target === layer || target.startsWith(`${layer}/`));
    });
}

describe('the domain knows nothing of HTTP', () => {
  it('no file under domain/ imports from http/, routes/, plugins/, schemas/ or Fastify', () => {
    const files = sourceFiles(DOMAIN);
    expect(files.length).toBeGreaterThan(10);
    const offences = files.flatMap((file) =>
      httpImportsOf(file, readFileSync(file, 'utf8')).map(
        (specifier) => `${relative(SRC, file)} imports ${specifier}`,
      ),
    );
    expect(offences).toEqual([]);
  });

  it('the check sees every kind of import into those layers', () => {
    const file = join(DOMAIN, 'orders', 'example.ts');
    const source = [
      "import { notFound } from '../../http/errors.js';",
      "import type { PageQuery } from '../../http/pagination.js';",
      "export { currentUser } from '../../plugins/auth.js';",
      "const routes = await import('../../routes/index.js');",
      "import { SERVICE_FIELD_LIMITS } from '../../schemas/catalogue.js';",
      "import type { FastifyRequest } from 'fastify';",
      "import { moveCredits } from '../credits.js';",
      "import { sql } from 'drizzle-orm';",
      "import { httpish } from './http/local.js';",
    ].join('\n');
    expect(httpImportsOf(file, source)).toEqual([
      '../../http/errors.js',
      '../../http/pagination.js',
      '../../plugins/auth.js',
      '../../routes/index.js',
      '../../schemas/catalogue.js',
      'fastify',
    ]);
  });
});
