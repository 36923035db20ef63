// The Chromium that ships inside the npm package @sparticuz/chromium (Linux x64 only): its
// brotli-compressed headless shell, the NSS/expat libraries it links (built for Amazon Linux
// 2023, they load on Debian's glibc too) and a font. Unpacked once into .cache/chromium/<version>/
// of this checkout; a machine with nothing but Node can then run the browser tests.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { tarFiles } from './untar.mjs';

const PACKAGE = '@sparticuz/chromium';
const CACHE = fileURLToPath(new URL('../.cache/chromium/', import.meta.url));

/**
 * @typedef {object} PackagedChromium
 * @property {string} executablePath the unpacked headless shell
 * @property {Record<string, string>} env what its process needs added to the environment
 * @property {string} version the package's version
 */

/** Where the package's compressed files are, and its version; null when it is not installed. */
function locatePackage() {
  let entry;
  try {
    entry = createRequire(import.meta.url).resolve(PACKAGE);
  } catch {
    return null;
  }
  const root = path.resolve(path.dirname(entry), '..', '..');
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return { bin: path.join(root, 'bin'), version };
}

/** The environment the unpacked browser runs with: its own libraries first, its fonts. */
function browserEnv(dir) {
  const libraries = [path.join(dir, 'lib'), process.env.LD_LIBRARY_PATH].filter(Boolean);
  return { LD_LIBRARY_PATH: libraries.join(':'), FONTCONFIG_PATH: dir };
}

/** fontconfig's settings: the packaged font, then the machine's own fonts when it has any. */
function fontsConf(dir) {
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${path.join(dir, 'fonts')}</dir>
  <dir>/usr/share/fonts</dir>
  <dir>/usr/local/share/fonts</dir>
  <cachedir>${path.join(dir, 'fontconfig-cache')}</cachedir>
</fontconfig>
`;
}

/** Writes fontconfig's settings for this folder, again when the checkout has moved. */
function keepFontsConf(dir) {
  const file = path.join(dir, 'fonts.conf');
  const wanted = fontsConf(dir);
  if (!existsSync(file) || readFileSync(file, 'utf8') !== wanted) writeFileSync(file, wanted);
}

/** Writes the files of a .tar.br archive whose names start with `under/` into dir/under/. */
function unpackTar(archivePath, under, dir) {
  for (const file of tarFiles(brotliDecompressSync(readFileSync(archivePath)))) {
    if (!file.name.startsWith(`${under}/`)) continue;
    const target = path.join(dir, file.name);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.data, { mode: file.mode });
  }
}

/** Starts the unpacked browser once (`--version`): proves the machine can load it. */
function checkStarts(executablePath, env) {
  const result = spawnSync(executablePath, ['--version'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 15_000,
  });
  if (result.status === 0) return;
  const why = (result.stderr || result.error?.message || `exit ${result.status}`).trim();
  throw new Error(`it does not start here: ${why.split('\n')[0]}`);
}

/** Earlier versions' copies are no longer needed (copies being unpacked are left alone). */
function removeOtherVersions(version) {
  mkdirSync(CACHE, { recursive: true });
  for (const name of readdirSync(CACHE)) {
    if (name !== version && !name.includes('.partial-')) {
      rmSync(path.join(CACHE, name), { recursive: true, force: true });
    }
  }
}

/** Unpacks the package's browser into a fresh folder, checks it starts, then moves it in place. */
function unpack(bin, dir) {
  const partial = `${dir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  try {
    const executablePath = path.join(partial, 'chromium');
    const binary = brotliDecompressSync(readFileSync(path.join(bin, 'chromium.br')));
    writeFileSync(executablePath, binary, { mode: 0o755 });
    unpackTar(path.join(bin, 'al2023.tar.br'), 'lib', partial);
    unpackTar(path.join(bin, 'fonts.tar.br'), 'fonts', partial);
    checkStarts(executablePath, browserEnv(partial));
    try {
      renameSync(partial, dir);
    } catch (error) {
      // Another process may have finished first: its copy is as good as ours.
      if (!existsSync(dir)) throw error;
    }
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}

/**
 * The packaged Chromium, unpacked on first use (a few seconds).
 *
 * @returns {PackagedChromium}
 * @throws {Error} saying why it cannot be used here (message starts with the package name)
 */
export function packagedChromium() {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`${PACKAGE} ships a Chromium for Linux x64 only`);
  }
  const found = locatePackage();
  if (!found) throw new Error(`${PACKAGE} is not installed (npm install, with dev dependencies)`);
  const dir = path.join(CACHE, found.version);
  if (!existsSync(dir)) {
    removeOtherVersions(found.version);
    try {
      unpack(found.bin, dir);
    } catch (error) {
      throw new Error(
        `${PACKAGE} ${found.version}: ${error instanceof Error ? error.message : error}`,
      );
    }
  }
  keepFontsConf(dir);
  return {
    executablePath: path.join(dir, 'chromium'),
    env: browserEnv(dir),
    version: found.version,
  };
}
