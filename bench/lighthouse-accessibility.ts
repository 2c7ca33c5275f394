/**
 * Lighthouse's accessibility score of one page of every kind the build made (the page kinds of
 * plugins/quality/page-kinds, the same the axe tests check), on mobile and desktop. A score is
 * not a speed: one run per page and form factor, printed with the audits that failed.
 *
 *   npm run build && npx tsx bench/lighthouse-accessibility.ts
 */
import { readPageKinds } from '../plugins/quality/page-kinds/file';
import { startSite } from '../tests/browser/harness';
import { runOnce, type FormFactor } from './lighthouse';

(async () => {
  const kinds = readPageKinds();
  const site = await startSite();
  const below: string[] = [];
  try {
    for (const kind of kinds) {
      const scores: string[] = [];
      // Lighthouse refuses a page answered with 404: a not-found page is scored at its own file
      // (`/404.html`, `/docs/404.html`), which renders the same not-found content.
      const path = kind.sample.replace(/\/no-such-page$/, '/404.html');
      for (const formFactor of ['mobile', 'desktop'] as FormFactor[]) {
        const run = await runOnce(new URL(path, site.baseUrl).href, formFactor, ['accessibility']);
        scores.push(`${formFactor} ${run.accessibility}`);
        if (run.accessibility < 100) below.push(`${kind.kind} (${kind.sample}) ${formFactor}: ${run.failedAudits.join(', ')}`);
      }
      console.log(`${kind.kind.padEnd(62)} ${path.padEnd(42)} ${scores.join('  ')}`);
    }
  } finally {
    await site.stop();
  }
  console.log(`\n${kinds.length} page kinds, ${kinds.length * 2 - below.length} of ${kinds.length * 2} runs scored 100.`);
  for (const line of below) console.log(`below 100: ${line}`);
  process.exitCode = below.length > 0 ? 1 : 0;
})();
