/**
 * `npx tsx bench/trusted-types-survey.ts` (after `npm run build`): what would break if pages
 * enforced Trusted Types (`require-trusted-types-for 'script'`). Each page type is loaded with that
 * policy in report-only mode (added to the served headers in the test browser) and used as a
 * reader would (a map drawn, an example run, a search typed); every sink that received a plain
 * string is listed with the script that assigned it.
 */
import type { Page } from 'playwright-core';

import { waitForHydration, withSiteAndBrowser } from '../tests/browser/harness';
import { editAndRun, example, renderedFeatures } from '../tests/browser/live-example-helpers';

interface Visit {
  readonly name: string;
  readonly path: string;
  readonly use?: (page: Page) => Promise<void>;
}

const visits: Visit[] = [
  { name: 'home (demo map)', path: '/', use: async (page) => void (await renderedFeatures(page.getByRole('region', { name: /Try it/ }))) },
  { name: 'guide', path: '/docs/getting-started' },
  {
    name: 'API page, map and a run',
    path: '/docs/api/along',
    use: async (page) => {
      await renderedFeatures(example(page));
      await editAndRun(page, example(page), 'var d = turf.distance([0, 0], [0, 1]);');
      await example(page).getByText('Result: d').waitFor();
    },
  },
  { name: 'API index', path: '/docs/api', use: async (page) => page.getByRole('searchbox').first().fill('point') },
  { name: 'type page', path: '/docs/api/types/Units' },
  { name: '6.5.0 API page', path: '/docs/6.5.0/api/along', use: async (page) => void (await renderedFeatures(example(page))) },
  {
    name: 'search modal',
    path: '/docs/intro',
    use: async (page) => {
      await page.keyboard.press('ControlOrMeta+k');
      await page.keyboard.type('<b>buffer</b> 🌍 along');
      await page.waitForTimeout(800);
    },
  },
  { name: 'playground', path: '/playground', use: async (page) => page.waitForTimeout(2000) },
  { name: 'blog post list', path: '/blog' },
  { name: 'version list', path: '/versions' },
  { name: 'not found', path: '/no/such/page' },
];

void (async () => {
  const rows: string[] = [];
  await withSiteAndBrowser(async (site, browser) => {
    for (const visit of visits) {
      const context = await browser.newContext();
      // Report-only: nothing is blocked, every would-be violation is reported to the page.
      await context.route('**/*', async (route) => {
        // Pages only: the sandbox frame has no DOM sinks (its script starts workers, nothing more).
        if (route.request().resourceType() !== 'document' || route.request().url().includes('/example-runner/')) return route.fallback();
        const response = await route.fetch();
        return route.fulfill({
          response,
          headers: { ...response.headers(), 'content-security-policy-report-only': "require-trusted-types-for 'script'" },
        });
      });
      await context.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { trustedTypesViolations: string[] }).trustedTypesViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) => {
          seen.push(`${event.sample.split('|')[0]} <- ${event.sourceFile.replace(/^https?:\/\/[^/]+/, '')}:${event.lineNumber}`);
        });
      });
      const page = await context.newPage();
      await page.goto(`${site.baseUrl}${visit.path}`);
      await waitForHydration(page).catch(() => {});
      await visit.use?.(page);
      await page.waitForTimeout(500);
      const violations = await page.evaluate(() => (window as unknown as { trustedTypesViolations: string[] }).trustedTypesViolations);
      const counted = new Map<string, number>();
      for (const violation of violations) counted.set(violation, (counted.get(violation) ?? 0) + 1);
      rows.push(`${visit.name} (${visit.path}): ${violations.length ? '' : 'none'}`);
      for (const [violation, count] of counted) rows.push(`    ${count} x ${violation}`);
      await context.close();
    }
  });
  console.log("Trusted Types (require-trusted-types-for 'script'), report-only: sinks given plain strings");
  for (const row of rows) console.log(row);
})();
