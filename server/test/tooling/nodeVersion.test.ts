import { describe, expect, it } from 'vitest';
import { nodeVersionRefusal, requiredNodeRange } from '../../../scripts/node-version.mjs';

const RANGE = '^20.19.0 || >=22.12.0';

describe('the Node.js version check of npm start and npm test', () => {
  it('reads the versions from package.json', () => {
    expect(requiredNodeRange()).toBe(RANGE);
  });

  it('lets through every version of the range', () => {
    for (const version of ['v20.19.0', 'v20.20.2', 'v22.12.0', 'v22.21.1', 'v24.0.0', 'v25.2.1']) {
      expect(nodeVersionRefusal(version, RANGE), version).toBeNull();
    }
  });

  it('refuses an older 20, 21, an older 22 and 18, saying what to install', () => {
    for (const version of ['v18.20.8', 'v20.0.0', 'v20.18.3', 'v21.7.3', 'v22.11.0']) {
      expect(nodeVersionRefusal(version, RANGE), version).toBe(
        `Unlock Portal needs Node.js 20.19 or a later 20.x, or 22.12 or later; this is ${version}. ` +
          'Install a newer Node.js, then run the command again.',
      );
    }
  });

  it('lets the Node that runs the tests through', () => {
    expect(nodeVersionRefusal(process.version, requiredNodeRange())).toBeNull();
  });
});
