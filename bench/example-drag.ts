/**
 * Dragging an example's input, in chromium against the production build: the time from a pointer
 * move to the example's result drawn on the map, and the main thread while a drag goes on.
 * - `settledMs`: one pointer move, then nothing until the map has drawn the result of the move
 *   (the map's `data-rendered-at`, set by the map after MapLibre drew the new data): the latency a
 *   reader feels each time the pointer stops.
 * - during a continuous drag at 60 moves a second: the longest main-thread task and how many went
 *   over 50 ms (PerformanceObserver 'longtask'), and how many results were drawn for how many moves
 *   (runs that fall behind are dropped, so fewer are drawn than moved, and none queue).
 * Desktop figures: no CPU throttling. `npx tsx bench/example-drag.ts` runs it alone on build/;
 * `npx tsx bench/example-drag.ts 3 before=DIR after=DIR` compares builds, interleaved, over 3 rounds.
 */
import type { Page } from 'playwright-core';

import { launchBrowser, startSite, waitForHydration } from '../tests/browser/harness';
import { median } from './stats';

interface DragCase {
  readonly name: string;
  readonly path: string;
  readonly handle: string;
}

/** booleanPointInPolygon's example draws nothing: the playground runs it with its inputs on the map. */
const pointInPolygonCode = `var pt = turf.point([-77, 44]);
var poly = turf.polygon([[
  [-81, 41],
  [-81, 47],
  [-72, 47],
  [-72, 41],
  [-81, 41]
]]);

var inside = turf.booleanPointInPolygon(pt, poly);

//addToMap
var addToMap = [pt, poly];`;

export const dragCases: readonly DragCase[] = [
  { name: 'along', path: '/docs/api/along', handle: 'line, vertex 2 of 3' },
  { name: 'buffer', path: '/docs/api/buffer', handle: 'point, point' },
  {
    name: 'booleanPointInPolygon',
    path: `/playground?code=${encodeURIComponent(pointInPolygonCode)}`,
    handle: 'pt, point',
  },
  { name: 'union', path: '/docs/api/union', handle: 'poly2, vertex 2 of 4' },
];

export interface DragFigures {
  readonly name: string;
  readonly settledMs: readonly number[];
  readonly toMapMs: readonly number[];
  readonly p50: number;
  readonly p95: number;
  /** Of the settled moves: from the pointer event to the result handed to the map (the example's run, in its sandbox)... */
  readonly toMapP50: number;
  readonly toMapP95: number;
  /** ...and from there to the map drawn (MapLibre's worker and a frame: software GL on the machines these figures come from). */
  readonly mapP50: number;
  readonly mapP95: number;
  readonly longTasks: number;
  readonly longestTaskMs: number;
  readonly moves: number;
  readonly drawn: number;
}

const percentile = (values: readonly number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
};

/** Medians and 95th percentiles of the settled moves: whole, up to the map's data, and the map's share. */
function latencies(settledMs: readonly number[], toMapMs: readonly number[]) {
  const mapMs = settledMs.map((total, index) => total - toMapMs[index]!);
  return {
    settledMs,
    toMapMs,
    p50: median(settledMs),
    p95: percentile(settledMs, 0.95),
    toMapP50: median(toMapMs),
    toMapP95: percentile(toMapMs, 0.95),
    mapP50: median(mapMs),
    mapP95: percentile(mapMs, 0.95),
  };
}

const mapSelector = '[data-map-state]';

async function handleCentre(page: Page, label: string): Promise<{ x: number; y: number }> {
  // Maps are made as they near the viewport.
  await page.locator('[data-live-example], [data-map-state]').first().scrollIntoViewIfNeeded();
  const map = page.locator(mapSelector).first();
  await map.waitFor({ timeout: 20_000 });
  // A pointer on the map loads the editing code, and brings the playground's live map in place of its still one.
  const box = (await map.boundingBox())!;
  await page.mouse.move(box.x + 5, box.y + 5);
  await page.locator('[data-map-state="rendered"]').first().waitFor({ timeout: 20_000 });
  await page.locator('[data-map-state="still"]').waitFor({ state: 'detached', timeout: 20_000 });
  const handle = page.getByRole('button', { name: label, exact: true }).first();
  await handle.waitFor({ timeout: 10_000 });
  const at = (await handle.boundingBox())!;
  return { x: at.x + at.width / 2, y: at.y + at.height / 2 };
}

/**
 * Moves by (dx, dy) and waits until the map has drawn again: milliseconds from the pointer event
 * as the page received it (its timeStamp), so the test driver's own delay is not counted.
 */
async function settledMove(page: Page, from: { x: number; y: number }, dx: number, dy: number): Promise<{ total: number; toMap: number }> {
  const before = await page.locator(mapSelector).first().getAttribute('data-rendered-at');
  await page.evaluate(
    `addEventListener('pointermove', (event) => { window.dragBenchMovedAt = event.timeStamp; }, { once: true, capture: true })`,
  );
  await page.mouse.move(from.x + dx, from.y + dy);
  const drawnAt = await page.waitForFunction(
    ([selector, previous]) => {
      const map = document.querySelector<HTMLElement>(selector!);
      return map?.dataset.mapState === 'rendered' && map.dataset.renderedAt !== previous ? Number(map.dataset.renderedAt) : false;
    },
    [mapSelector, before] as const,
    { timeout: 5000, polling: 'raf' },
  );
  const movedAt = Number(await page.evaluate('window.dragBenchMovedAt'));
  const dataSetAt = Number(await page.evaluate(`performance.getEntriesByName('example-map:data-set').at(-1)?.startTime ?? NaN`));
  return { total: Number(await drawnAt.jsonValue()) - movedAt, toMap: dataSetAt - movedAt };
}

async function benchCase(page: Page, baseUrl: string, { name, path, handle }: DragCase, moves: number): Promise<DragFigures> {
  await page.goto(baseUrl + path);
  await waitForHydration(page);
  const start = await handleCentre(page, handle);
  await page.evaluate(() => {
    const state = { longTasks: [] as number[], drawn: 0 };
    (window as unknown as { dragBench: typeof state }).dragBench = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
    const map = document.querySelector<HTMLElement>('[data-map-state]')!;
    new MutationObserver(() => {
      if (map.dataset.mapState === 'rendered') state.drawn++;
    }).observe(map, { attributeFilter: ['data-rendered-at'] });
  });
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  // Settled moves: back and forth, so the vertex stays near where it was.
  const settledMs: number[] = [];
  const toMapMs: number[] = [];
  for (let step = 1; step <= moves; step++) {
    const offset = 4 * ((step % 10) - 5);
    const { total, toMap } = await settledMove(page, start, offset, -offset / 2).catch(async (error: Error) => {
      const state = await page
        .locator(mapSelector)
        .first()
        .evaluate((map: HTMLElement) => JSON.stringify(map.dataset));
      throw new Error(`${name}, move ${step}: the map did not draw again (${state}): ${error.message}`);
    });
    settledMs.push(total);
    toMapMs.push(toMap);
  }
  // A continuous drag: a move every 16 ms, not waiting for results.
  await page.evaluate(() => {
    const state = (window as unknown as { dragBench: { longTasks: number[]; drawn: number } }).dragBench;
    state.longTasks.length = 0;
    state.drawn = 0;
  });
  const continuous = 120;
  for (let step = 0; step < continuous; step++) {
    await page.mouse.move(start.x + 30 * Math.sin(step / 10), start.y + 20 * Math.cos(step / 10));
    await page.waitForTimeout(16);
  }
  await page.mouse.up();
  await page.waitForTimeout(500);
  const { longTasks, drawn } = await page.evaluate(
    () => (window as unknown as { dragBench: { longTasks: number[]; drawn: number } }).dragBench,
  );
  return {
    name,
    ...latencies(settledMs, toMapMs),
    longTasks: longTasks.filter((duration) => duration > 50).length,
    longestTaskMs: Math.max(0, ...longTasks),
    moves: continuous,
    drawn,
  };
}

export async function benchExampleDrag(moves = 40, buildDir?: string): Promise<DragFigures[]> {
  const site = await startSite(buildDir);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const figures: DragFigures[] = [];
    for (const dragCase of dragCases) figures.push(await benchCase(page, site.baseUrl, dragCase, moves));
    return figures;
  } finally {
    await browser.close();
    await site.stop();
  }
}

/** One case's figures over several rounds: the moves of all rounds pooled. */
function pooled(rounds: readonly DragFigures[]): DragFigures {
  return {
    name: rounds[0]!.name,
    ...latencies(
      rounds.flatMap((round) => round.settledMs),
      rounds.flatMap((round) => round.toMapMs),
    ),
    longTasks: rounds.reduce((sum, round) => sum + round.longTasks, 0),
    longestTaskMs: Math.max(...rounds.map((round) => round.longestTaskMs)),
    moves: rounds.reduce((sum, round) => sum + round.moves, 0),
    drawn: rounds.reduce((sum, round) => sum + round.drawn, 0),
  };
}

/** Builds compared side by side: each round drags in every build in turn (A, B, A, B...), and the moves are pooled. */
export async function benchExampleDragBuilds(
  builds: Readonly<Record<string, string>>,
  rounds: number,
  moves = 40,
): Promise<Record<string, DragFigures[]>> {
  const runs: Record<string, DragFigures[][]> = Object.fromEntries(Object.keys(builds).map((name) => [name, []]));
  for (let round = 0; round < rounds; round++)
    for (const [name, dir] of Object.entries(builds)) runs[name]!.push(await benchExampleDrag(moves, dir));
  return Object.fromEntries(
    Object.entries(runs).map(([name, all]) => [name, dragCases.map((_, index) => pooled(all.map((round) => round[index]!)))]),
  );
}

export function dragSummary({
  name,
  p50,
  p95,
  toMapP50,
  toMapP95,
  mapP50,
  mapP95,
  longTasks,
  longestTaskMs,
  moves,
  drawn,
}: DragFigures): string {
  return `${name}: move to drawn median ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (to the map ${toMapP50.toFixed(0)} / ${toMapP95.toFixed(0)} ms, the map ${mapP50.toFixed(0)} / ${mapP95.toFixed(0)} ms); a drag of ${moves} moves: ${drawn} drawn, ${longTasks} tasks over 50 ms (longest ${longestTaskMs.toFixed(0)} ms)`;
}

/** `npx tsx bench/example-drag.ts [ROUNDS name=DIR ...]`: one build (build/) once, or several interleaved. */
async function printDragFigures(): Promise<void> {
  const moves = Number(process.env.DRAG_MOVES ?? 40);
  const [roundsArgument, ...named] = process.argv.slice(2);
  if (named.length === 0) {
    for (const figure of await benchExampleDrag(moves)) console.log(dragSummary(figure));
    return;
  }
  const builds = Object.fromEntries(named.map((argument) => argument.split('=') as [string, string]));
  const figures = await benchExampleDragBuilds(builds, Number(roundsArgument ?? 3), moves);
  console.log('| example | build | move to drawn, median / p95 | to the map | the map | tasks over 50 ms | drawn / moves |');
  console.log('|---|---|---|---|---|---|---|');
  dragCases.forEach(({ name }, index) => {
    for (const [build, cases] of Object.entries(figures)) {
      const f = cases[index]!;
      console.log(
        `| ${name} | ${build} | ${f.p50.toFixed(0)} / ${f.p95.toFixed(0)} ms | ${f.toMapP50.toFixed(0)} / ${f.toMapP95.toFixed(0)} ms | ${f.mapP50.toFixed(0)} / ${f.mapP95.toFixed(0)} ms | ${f.longTasks} | ${f.drawn} / ${f.moves} |`,
      );
    }
  });
}

if (process.argv[1]?.endsWith('example-drag.ts')) void printDragFigures();
