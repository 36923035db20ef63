import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/newTab.ts', './src/test/setupTests.tsx'],
          // Some tests render whole stories (the app over fake providers).
          testTimeout: 20_000,
          // A worker's files share their imports and window; each starts as a new tab
          // (src/test/newTab.ts): on 2 CPUs 226 s → 66 s.
          isolate: false,
          // Vitest's default is one file fewer than the CPUs: a single file at a time on 2 CPUs,
          // which left one idle. CLIENT_TEST_WORKERS sets another number.
          maxWorkers: Number(process.env.CLIENT_TEST_WORKERS ?? availableParallelism()),
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/test/**/*.test.ts'],
          // The migrations applied once; each file's database is a copy (helpers/migratedOnce.ts).
          globalSetup: [
            'server/test/helpers/migratedOnce.ts',
            // Answers checked against their response schemas; the mismatches listed at the end.
            'server/test/helpers/responseContractSummary.ts',
          ],
          fileParallelism: true,
          // Each file builds its own app on its own database and closes them, so the files of a
          // worker share the imported modules instead of importing the server again each: on 2
          // CPUs the PGlite stage took 247 s instead of 360, PostgreSQL's 178 s instead of 251.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
