/**
 * `npx tsx bench/main-thread.ts <url> [runs]`: main-thread cost of loading a page until React has
 * hydrated it, plus three seconds, in chromium with the CPU slowed 4x as
 * Lighthouse's mobile profile does: script time, all task time and the longest task, as medians.
 * Steadier than Lighthouse's score for comparing two builds; a diagnostic, not part of `npm run bench`.
 */
import { launchBrowser } from '../tests/browser/harness';
import { openMobileCpuPage } from './mobileCpuPage';
import { median } from './stats';

async function measureOnce(url: string) {
  const browser = await launchBrowser();
  try {
    const { page, cdp } = await openMobileCpuPage(browser);
    await cdp.send('Performance.enable');
    await page.addInitScript(() => {
      const longTasks: number[] = [];
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => longTasks.push(entry.duration))).observe({
        type: 'longtask',
        buffered: true,
      });
      (window as unknown as { longTasks: number[] }).longTasks = longTasks;
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const hydratedMs = await page.evaluate(() => performance.now());
    await page.waitForTimeout(3000);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
    const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
    return {
      scriptMs: metric('ScriptDuration'),
      taskMs: metric('TaskDuration'),
      hydratedMs,
      longestTaskMs: Math.max(0, ...longTasks),
      blockingMs: longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
    };
  } finally {
    await browser.close();
  }
}

async function main() {
  const [url, runsArgument] = process.argv.slice(2);
  if (!url) throw new Error('usage: tsx bench/main-thread.ts <url> [runs]');
  const runs = await Array.from({ length: Number(runsArgument ?? 5) }).reduce<Promise<Awaited<ReturnType<typeof measureOnce>>[]>>(
    async (done) => [...(await done), await measureOnce(url)],
    Promise.resolve([]),
  );
  const row = (key: keyof (typeof runs)[number]) => `${key} ${Math.round(median(runs.map((run) => run[key])))}`;
  console.log([row('scriptMs'), row('taskMs'), row('hydratedMs'), row('longestTaskMs'), row('blockingMs')].join('  '));
}

void main();
