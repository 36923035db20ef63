import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = path.resolve(__dirname);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    // Tests never reach the browser: they may check the client against the server's code.
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

describe("the client's payload types", () => {
  it('come from the server schemas as types only, so no TypeBox code reaches the browser', () => {
    const valueImports: string[] = [];
    let typeImports = 0;
    for (const file of sourceFiles(SOURCE)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/(import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)'/g)) {
        const [statement, , typeOnly, source = ''] = match;
        const schemaSource = source.startsWith('@schemas/') || source.includes('server/src');
        if (schemaSource && typeOnly) typeImports += 1;
        if ((schemaSource && !typeOnly) || source.startsWith('@sinclair/typebox')) {
          valueImports.push(`${path.relative(SOURCE, file)}: ${statement}`);
        }
      }
    }
    expect(valueImports).toEqual([]);
    expect(typeImports).toBeGreaterThan(5);
  });
});
