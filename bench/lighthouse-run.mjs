// @ts-check
/**
 * One Lighthouse run, printed as JSON on stdout: `node bench/lighthouse-run.mjs <url> <mobile|desktop> <chromium> [categories]`.
 * A plain Node script rather than TypeScript under tsx: tsx rewrites functions (adding `__name`
 * calls), and Lighthouse sends its functions' source text to the page, where `__name` does not exist.
 */
import { writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const [url, formFactor, chromePath, only] = process.argv.slice(2);
// An optional fourth argument narrows the categories (`accessibility`), which makes a run shorter.
const categories = only ? only.split(',') : ['performance', 'accessibility', 'best-practices', 'seo'];

const chrome = await launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // LIGHTHOUSE_REPORT=file keeps the whole report, for finding where the time goes.
  if (process.env.LIGHTHOUSE_REPORT) writeFileSync(process.env.LIGHTHOUSE_REPORT, JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  /** @param {string} id */
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  /** @param {string} id */
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  // Audits that count towards a score and did not pass: the to-do list behind a score under 100.
  const failedAudits = Object.values(lhr.categories)
    .flatMap((category) =>
      category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ({ category: category.id, audit: lhr.audits[ref.id] })),
    )
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 0.9)
    .map(({ category, audit }) => `${category}/${audit.id} (${audit.displayValue ?? audit.score})`);
  process.stdout.write(
    JSON.stringify({
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcpMs: audit('first-contentful-paint'),
      // Bytes of script transferred (compressed) while the page loaded.
      scriptBytes:
        /** @type {{ items?: Array<{ resourceType: string, transferSize: number }> } | undefined} */ (
          lhr.audits['resource-summary']?.details
        )?.items?.find((/** @type {any} */ item) => item.resourceType === 'script')?.transferSize ?? null,
      failedAudits,
    }),
  );
} finally {
  chrome.kill();
}
