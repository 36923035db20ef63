// Bundles the server for production (Node 20 cannot run .ts) and copies the SQL migrations.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'server/src/main.ts',
    'create-admin': 'server/src/cli/create-admin.ts',
    'restore-backup': 'server/src/cli/restore-backup.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('server/src/db/migrations', 'dist/server/migrations', { recursive: true });
console.log('server built: dist/server/main.js');
