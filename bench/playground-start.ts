/**
 * The playground's start, as a phone would feel it: chromium with the CPU slowed 4x (Lighthouse's
 * mobile slowdown), a fresh profile each time, against one or more builds in interleaved rounds.
 * - `firstResultMs`: from the navigation's start to the first result drawn on a map (the still
 *   map's picture, or MapLibre's first frame with the features, whichever the build shows first);
 * - `longTasks` / `blockingMs`: main-thread tasks over 50 ms until 5 s after that, and their time
 *   over 50 ms (the sum Lighthouse calls total blocking time, measured rather than simulated);
 * - `liveMs`: from a pointer reaching the map to MapLibre in its place (0 where it was there already).
 *
 * `npx tsx bench/playground-start.ts [rounds] [name=DIR ...]`: without builds named, the site's own
 * build/. `npm run bench` runs it on build/.
 */
import { launchBrowser, startSite, waitForHydration } from '../tests/browser/harness';
import { openMobileCpuPage } from './mobileCpuPage';
import { median } from './stats';

export interface PlaygroundStart {
  readonly firstResultMs: number;
  readonly longTasks: number;
  readonly blockingMs: number;
  readonly liveMs: number;
}

async function startOnce(baseUrl: string): Promise<PlaygroundStart> {
  const browser = await launchBrowser();
  try {
    const { page } = await openMobileCpuPage(browser);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.addInitScript(`
      window.playgroundBenchTasks = [];
      new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.playgroundBenchTasks.push([entry.startTime, entry.duration]); })
        .observe({ type: 'longtask', buffered: true });
    `);
    await page.goto(`${baseUrl}/playground`);
    await waitForHydration(page);
    const drawn = page
      .locator('[data-map-state="still"][data-rendered-features]:not([data-rendered-features="0"]), [data-map-state="rendered"]')
      .first();
    await drawn.waitFor({ timeout: 60_000 });
    const firstResultMs = Number(await drawn.getAttribute('data-rendered-at'));
    await page.waitForTimeout(5000);
    const tasks = (await page.evaluate('window.playgroundBenchTasks')) as Array<[number, number]>;
    const counted = tasks.filter(([start]) => start <= firstResultMs + 5000);
    const map = page.locator('[data-map-state]').first();
    const box = (await map.boundingBox())!;
    const reached = Date.now();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.locator('[data-map-state="rendered"]').waitFor({ timeout: 60_000 });
    await page.locator('[data-map-state="still"]').waitFor({ state: 'detached', timeout: 60_000 });
    return {
      firstResultMs,
      longTasks: counted.length,
      blockingMs: counted.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      liveMs: Date.now() - reached,
    };
  } finally {
    await browser.close();
  }
}

/** Medians over `rounds`, each round visiting every build in turn. */
export async function benchPlaygroundStart(
  builds: Readonly<Record<string, string>>,
  rounds: number,
): Promise<Record<string, PlaygroundStart>> {
  const sites = Object.fromEntries(
    await Promise.all(Object.entries(builds).map(async ([name, dir]) => [name, await startSite(dir)] as const)),
  );
  try {
    const runs: Record<string, PlaygroundStart[]> = Object.fromEntries(Object.keys(builds).map((name) => [name, []]));
    for (let round = 0; round < rounds; round++)
      for (const [name, site] of Object.entries(sites)) runs[name]!.push(await startOnce(site.baseUrl));
    return Object.fromEntries(
      Object.entries(runs).map(([name, all]) => [
        name,
        {
          firstResultMs: median(all.map((run) => run.firstResultMs)),
          longTasks: median(all.map((run) => run.longTasks)),
          blockingMs: median(all.map((run) => run.blockingMs)),
          liveMs: median(all.map((run) => run.liveMs)),
        },
      ]),
    );
  } finally {
    await Promise.all(Object.values(sites).map((site) => site.stop()));
  }
}

export function playgroundStartRows(figures: Record<string, PlaygroundStart>): string[] {
  return Object.entries(figures).map(
    ([name, figure]) =>
      `| ${name} | ${figure.firstResultMs.toFixed(0)} ms | ${figure.longTasks} | ${figure.blockingMs.toFixed(0)} ms | ${figure.liveMs.toFixed(0)} ms |`,
  );
}

async function printPlaygroundStart(): Promise<void> {
  const [roundsArgument, ...named] = process.argv.slice(2);
  const builds = named.length ? Object.fromEntries(named.map((argument) => argument.split('=') as [string, string])) : { build: 'build' };
  const figures = await benchPlaygroundStart(builds, Number(roundsArgument ?? 5));
  console.log('| build | load to first result drawn | long tasks | blocking | pointer on the map to MapLibre in place |');
  console.log('|---|---|---|---|---|');
  for (const row of playgroundStartRows(figures)) console.log(row);
}

if (process.argv[1]?.endsWith('playground-start.ts')) void printPlaygroundStart();
