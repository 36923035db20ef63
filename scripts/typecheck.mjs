// `npm run typecheck`: the client's and the server's TypeScript, checked at the same time (each
// tsc uses one CPU; one after the other they took two minutes of a CI run on 2 CPUs). Each line
// of their output is marked [client] or [server]; fails when either fails.
import { runLabelled } from './run.mjs';

const codes = await Promise.all([
  runLabelled('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'], 'client'),
  runLabelled('npx', ['tsc', '-p', 'server/tsconfig.json', '--noEmit'], 'server'),
]);
process.exit(codes.find((code) => code !== 0) ?? 0);
