import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export interface LoadedFile {
  file: string;
  bytes: number;
  gzipped: number;
}

export interface SignInWeight {
  files: LoadedFile[];
  gzipped: number;
  /** Every JS and CSS file of the build, gzipped, for comparison. */
  wholeBuildGzipped: number;
}

const CLIENT_DIR = 'dist/client';

function gzippedSize(file: string): number {
  return gzipSync(fs.readFileSync(file)).length;
}

function assetFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return assetFiles(full);
    return /\.(js|css)$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Opens /auth/login in headless Chromium against the running server and adds up the JS and CSS
 * it downloads (each file gzipped, as a server or CDN would send it).
 */
export async function signInWeight(serverUrl: string): Promise<SignInWeight | undefined> {
  if (!fs.existsSync(path.join(CLIENT_DIR, 'index.html'))) return undefined;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage();
    const requested = new Set<string>();
    page.on('request', (request) => {
      const type = request.resourceType();
      if (type === 'script' || type === 'stylesheet')
        requested.add(new URL(request.url()).pathname);
    });
    await page.goto(`${serverUrl}/auth/login`, { waitUntil: 'networkidle' });
    const files = [...requested].sort().map((pathname) => {
      const file = path.join(CLIENT_DIR, pathname);
      return { file: pathname, bytes: fs.statSync(file).size, gzipped: gzippedSize(file) };
    });
    return {
      files,
      gzipped: files.reduce((total, f) => total + f.gzipped, 0),
      wholeBuildGzipped: assetFiles(CLIENT_DIR).reduce((total, f) => total + gzippedSize(f), 0),
    };
  } finally {
    await browser.close();
  }
}
