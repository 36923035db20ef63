/**
 * The order form's service picker at trade size (not a test: it prints figures).
 *
 *   npx tsx bench/catalogue-picker.ts [--rounds 200]           # the search alone, in Node
 *   npm run build && npx tsx bench/catalogue-picker.ts --browser [--browser-rounds 10] [--screenshot f.png]
 *
 * 1. The client's search (`src/customer/services/serviceSearch.ts`) over the demo seed's
 *    realistic catalogue (`server/src/seed/largeCatalogue.ts`) of 2,000 and 20,000 services:
 *    building the index once, then each query's median time over `--rounds` runs.
 * 2. `--browser`: the built server on a free port with a fresh embedded database and
 *    DEMO_SEED_SERVICES=`--services` (2,000 unless given; 0 for the demo's few), the demo customer signed in on the order form in headless Chromium:
 *    opening the picker, then typing "samsung" a key at a time; for each step the time from the
 *    input event to the DOM updated (React's work) and to the next frame, and how many options
 *    are in the page.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { largeCatalogue } from '../server/src/seed/largeCatalogue.js';
import { buildServiceIndex, searchServices } from '../src/customer/services/serviceSearch.js';
import { parseFlags, wholeNumber } from './lib/args.js';

const QUERIES = ['s', 'sa', 'sam', 'samsung', 'samsung t-mob', 'iphone usa premium', 'zzz'];

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** The customer's list as GET /services sends it, from the seed's catalogue. */
function customerList(count: number) {
  let id = 0;
  return largeCatalogue(count).flatMap((group, g) =>
    group.services.map((service) => {
      id += 1;
      return {
        id,
        price: Number(service.price),
        service: { id, name: service.name },
        category: { id: g + 1, name: group.category },
      };
    }),
  );
}

function searchFigures(count: number, rounds: number): void {
  const services = customerList(count);
  const buildTimes: number[] = [];
  let index = buildServiceIndex(services);
  for (let round = 0; round < 20; round += 1) {
    const started = performance.now();
    index = buildServiceIndex(services);
    buildTimes.push(performance.now() - started);
  }
  console.log(`\n${count} services: index built in ${median(buildTimes).toFixed(2)} ms (median)`);
  console.log('query                  matches   median ms');
  for (const query of QUERIES) {
    const times: number[] = [];
    let matches = 0;
    for (let round = 0; round < rounds; round += 1) {
      const started = performance.now();
      matches = searchServices(index, query).length;
      times.push(performance.now() - started);
    }
    console.log(
      `${JSON.stringify(query).padEnd(22)} ${String(matches).padStart(7)}   ${median(times).toFixed(3).padStart(9)}`,
    );
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

async function startShop(extraServices: number): Promise<{ url: string; child: ChildProcess }> {
  if (!fs.existsSync('dist/server/main.js')) throw new Error('Run `npm run build` first.');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('node', ['dist/server/main.js'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'unlock-picker-bench-')),
      DEMO_SEED: 'true',
      DEMO_SEED_SERVICES: String(extraServices),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      SUPPLIER_WORKERS: 'false',
    },
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/profile`)).status === 401) return { url, child };
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('The server did not start within a minute.');
}

interface Step {
  /** From the input event to the DOM updated (React's work). */
  dom: number;
  /** From the input event to the next frame. */
  frame: number;
  /** Options in the page. */
  options: number;
}

/**
 * Runs in the page (as text: the server's compiler options have no DOM types). `action` is
 * `open` (a mouse-down on the closed picker), one character to type into it, or `clear` (empty
 * it and close it, not timed).
 */
const IN_PAGE = `async (action) => {
  const input = document.querySelector('input[role="combobox"]');
  if (!input) throw new Error('no picker');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  if (action === 'clear') {
    setValue.call(input, '');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.blur();
    await new Promise((resolve) => setTimeout(resolve, 50));
    return { dom: 0, frame: 0, options: 0 };
  }
  const started = performance.now();
  if (action === 'open') {
    input.focus();
    input.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  } else {
    setValue.call(input, input.value + action);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  await Promise.resolve();
  const dom = performance.now() - started;
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const frame = performance.now() - started;
  return { dom, frame, options: document.querySelectorAll('[role="option"]').length };
}`;

const inPage = (page: Page, action: string): Promise<Step> =>
  page.evaluate<Step>(`(${IN_PAGE})(${JSON.stringify(action)})`);

/** The signed-in page's bearer token (the `token` cookie). */
async function sessionToken(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'token')?.value ?? '';
}

/** The demo customer on the order form of a shop with `extraServices` more services. */
async function orderForm(browser: Browser, extraServices: number) {
  const shop = await startShop(extraServices);
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${shop.url}/auth/login`);
  await page.getByLabel('Email').fill('customer@example.com');
  await page.getByLabel('Password').fill('customer123');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.waitForURL(/\/admin\//);
  await page.goto(`${shop.url}/admin/services`);
  await page.getByRole('combobox', { name: 'Choose a service' }).waitFor();
  const listed = (await (
    await page.request.get(`${shop.url}/api/services`, {
      headers: { authorization: `Bearer ${await sessionToken(page)}` },
    })
  ).json()) as { data: unknown[] };
  return { ...shop, page, services: listed.data.length };
}

const STEPS = ['open', ...'samsung'];

/**
 * The demo's few services against 2,000 more, in the same browser, rounds alternating which
 * goes first: opening the picker, then each key of "samsung".
 */
async function browserFigures(rounds: number, screenshot: string | undefined): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const shops = [await orderForm(browser, 0), await orderForm(browser, 2000)];
  try {
    const times = shops.map(() => STEPS.map(() => [] as Step[]));
    for (let round = 0; round < rounds; round += 1) {
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      for (const which of order) {
        const shop = shops[which];
        if (!shop) continue;
        for (const [index, action] of STEPS.entries()) {
          times[which]?.[index]?.push(await inPage(shop.page, action));
        }
        await inPage(shop.page, 'clear');
      }
    }
    const [few, many] = shops.map((shop) => shop.services);
    console.log(
      `\nChromium, ${rounds} rounds, medians: the demo's ${few} services | ${many} services`,
    );
    console.log('step        to DOM ms       to frame ms     options in the page');
    let typed = '';
    for (const [index, action] of STEPS.entries()) {
      typed = action === 'open' ? '(open)' : `${typed === '(open)' ? '' : typed}${action}`;
      const column = (pick: (step: Step) => number) =>
        times
          .map((steps) =>
            median((steps[index] ?? []).map(pick))
              .toFixed(1)
              .padStart(6),
          )
          .join(' |');
      console.log(
        `${typed.padEnd(10)} ${column((step) => step.dom)}   ${column((step) => step.frame)}   ${column((step) => step.options)}`,
      );
    }
    const last = shops[1];
    if (screenshot && last) {
      for (const action of ['open', ...'sam']) await inPage(last.page, action);
      await last.page.screenshot({ path: screenshot });
      console.log(`screenshot: ${screenshot}`);
    }
  } finally {
    await browser.close();
    for (const shop of shops) shop.child.kill();
  }
}

const flags = parseFlags(process.argv.slice(2));
const rounds = wholeNumber(flags, 'rounds', 200);
searchFigures(2000, rounds);
searchFigures(20_000, Math.max(10, Math.floor(rounds / 10)));
if (flags.has('browser')) {
  await browserFigures(wholeNumber(flags, 'browser-rounds', 10), flags.get('screenshot'));
}
