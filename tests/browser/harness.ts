/**
 * Shared set-up for the browser tests: the production build served by `npm run serve`, and
 * Debian's chromium driven by playwright-core. Each test file starts one of each.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Site {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

/** Starts `npm run serve` of `buildDir` on a free loopback port and resolves once it prints its address. */
export async function startSite(buildDir = process.env.SITE_BUILD_DIR ?? 'build'): Promise<Site> {
  // SITE_BUILD_DIR serves another copy of a build (a snapshot kept while build/ is being rebuilt).
  if (!existsSync(`${buildDir}/404.html`)) {
    throw new Error(`${buildDir}/ is missing: the browser tests need \`npm run build\` first.`);
  }
  const child: ChildProcess = spawn('npm', ['run', '--silent', 'serve', '--', '--port', '0', '--dir', buildDir], {
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`npm run serve printed no address: ${output}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/[\d.]+:\d+/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[0]);
      }
    });
    child.on('exit', (code) => reject(new Error(`npm run serve exited with ${code}: ${output}`)));
  });
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        await exited;
      }
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      // The machines have no network but the package registries: keep chromium from phoning home.
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * Runs `body` with the served site and chromium, and stops both however it ends: a chromium that fails
 * to launch would otherwise leave the server running, holding the caller's output pipe open.
 */
export async function withSiteAndBrowser<T>(body: (site: Site, browser: Browser) => Promise<T>): Promise<T> {
  const site = await startSite();
  try {
    const browser = await launchBrowser();
    try {
      return await body(site, browser);
    } finally {
      await browser.close();
    }
  } finally {
    await site.stop();
  }
}

/** What a page reported while a test used it. */
export interface PageReport {
  readonly consoleErrors: string[];
  /** Requests to any host other than the site's own. */
  readonly foreignRequests: string[];
}

/**
 * Opens a page in a fresh context (no shared storage) and records console errors, uncaught
 * exceptions and requests leaving the site. `expectedErrors` lists console messages and uncaught errors a test
 * provokes on purpose (the 404 of an unknown URL, a script the policy refuses).
 */
export async function openPage(
  browser: Browser,
  site: Site,
  options: BrowserContextOptions = {},
  expectedErrors: RegExp[] = [],
): Promise<{ page: Page; report: PageReport; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: site.baseUrl, ...options });
  const page = await context.newPage();
  const report: PageReport = { consoleErrors: [], foreignRequests: [] };
  const origin = new URL(site.baseUrl).origin;
  page.on('console', (message) => {
    if (message.type() === 'error' && !expectedErrors.some((pattern) => pattern.test(message.text()))) {
      report.consoleErrors.push(`${page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => {
    if (!expectedErrors.some((pattern) => pattern.test(error.message)))
      report.consoleErrors.push(`${page.url()}: uncaught ${error.message}`);
  });
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) {
      report.foreignRequests.push(url);
    }
  });
  // A request the browser refused under the site's Content-Security-Policy never left it.
  page.on('requestfailed', (request) => {
    // chromium names the reason "csp" (net::ERR_BLOCKED_BY_CSP in some versions).
    if (!/^csp$|BLOCKED_BY_CSP/.test(request.failure()?.errorText ?? '')) return;
    const index = report.foreignRequests.indexOf(request.url());
    if (index !== -1) report.foreignRequests.splice(index, 1);
  });
  return { page, report, close: () => context.close() };
}

/** Waits until React has hydrated the page, so that clicks reach their handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

export interface SiteUnderTest {
  /** Opens `path` in a fresh context, waits for hydration, runs `body`, then asserts that the page
   * logged no console errors and requested nothing from another host. */
  withPage(path: string, body: (page: Page) => Promise<void>, options?: BrowserContextOptions, expectedErrors?: RegExp[]): Promise<void>;
  readonly site: () => Site;
  readonly browser: () => Browser;
}

/**
 * Starts the served site and chromium before the calling test file's tests and stops both after.
 * Call it at the top of a `describe`.
 */
export function useSiteUnderTest(hooks: {
  before: (fn: () => Promise<void>) => void;
  after: (fn: () => Promise<void>) => void;
}): SiteUnderTest {
  let site: Site | undefined;
  let browser: Browser | undefined;
  hooks.before(async () => {
    site = await startSite();
    browser = await launchBrowser();
  });
  hooks.after(async () => {
    await browser?.close();
    await site?.stop();
  });
  const need = <T>(value: T | undefined, what: string): T => {
    if (!value) throw new Error(`${what} is not started: call withPage inside a test`);
    return value;
  };
  return {
    site: () => need(site, 'the site'),
    browser: () => need(browser, 'the browser'),
    async withPage(path, body, options = {}, expectedErrors = []) {
      const { page, report, close } = await openPage(need(browser, 'the browser'), need(site, 'the site'), options, expectedErrors);
      try {
        await page.goto(path);
        await waitForHydration(page);
        await body(page);
        if (report.consoleErrors.length || report.foreignRequests.length) {
          throw new Error(
            `${path}: console errors ${JSON.stringify(report.consoleErrors)}, foreign requests ${JSON.stringify(report.foreignRequests)}`,
          );
        }
      } finally {
        await close();
      }
    },
  };
}
