/**
 * What a reader does, written once for every engine (enginePage.ts): open one page of each kind,
 * run an example and read what it returned, edit and run code in the playground, and search from
 * the modal. Each step fails on a console error, an uncaught error or a refused load, and on the
 * crash screen.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { readPageKinds } from '../../../plugins/quality/page-kinds/file';
import { startSite, type Site } from '../harness';
import { waitUntil, type EnginePage } from './enginePage';

/**
 * One page of each kind, the docs versions folded together (a function page renders alike in every
 * version), except function pages: one per docs version, since each runs its own Turf, and 6.5.0's
 * only under a policy that lets it evaluate strings.
 */
export function samplePages(): string[] {
  const seen = new Map<string, string>();
  for (const { kind, sample } of readPageKinds()) {
    const docsKind = /^docs [^:]+: (.*)$/.exec(kind)?.[1];
    const key = docsKind === undefined || docsKind === 'function' ? kind : `docs: ${docsKind}`;
    if (!seen.has(key)) seen.set(key, sample);
  }
  return [...seen.values()];
}

async function assertNoErrors(page: EnginePage, what: string): Promise<void> {
  const errors = await page.errors();
  assert.deepEqual(errors, [], `${page.engine}, ${what}: ${errors.join(' | ')}`);
}

const crashed = "return document.body.innerText.includes('This page crashed');";

/** The first live example's result panel, once it shows an outcome: its text. */
const exampleOutcome = `
  const example = document.querySelector('[data-live-example]');
  example?.scrollIntoView({ block: 'center' });
  const panel = example?.querySelector('section[aria-label="Example result"]');
  if (!panel || panel.getAttribute('aria-busy') === 'true') return '';
  const text = panel.innerText;
  return /Result|Error/.test(text) ? text : '';`;

/** Whether the map beside it drew (MapLibre marks it) or said why it cannot. */
const mapOutcome = `
  const map = document.querySelector('[data-live-example] [data-map-state="rendered"], [data-live-example] [data-map-state="unavailable"]');
  return map ? map.dataset.mapState + ': ' + map.innerText : '';`;

/** Opens each page; on a page with live examples, runs the first and waits for its outcome. */
export async function openEveryKind(page: EnginePage, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    await page.open(path);
    if (await page.evaluate<boolean>('return document.querySelector("[data-live-example]") !== null')) {
      const outcome = await waitUntil<string>(page, `the first example's outcome on ${path}`, exampleOutcome);
      assert.doesNotMatch(outcome, /Error/, `${page.engine}, ${path}: ${outcome}`);
    }
    assert.equal(await page.evaluate<boolean>(crashed), false, `${page.engine}: ${path} shows the crash screen`);
    await assertNoErrors(page, path);
  }
}

/** /docs/api/buffer: its uses past the fourth are folded, and a click on "4 more uses" shows them. */
export async function openFoldedUses(page: EnginePage): Promise<void> {
  await page.open('/docs/api/buffer');
  // Closed, the fold is as tall as its summary line; open, it also holds the four folded uses.
  const foldHeight = `const fold = document.querySelector('.api-use-it-to details');
    return fold.getBoundingClientRect().height / fold.querySelector('summary').getBoundingClientRect().height;`;
  assert.ok((await page.evaluate<number>(foldHeight)) < 1.5, `${page.engine}: buffer's uses past the fourth are folded`);
  await page.click('.api-use-it-to details > summary');
  await waitUntil<boolean>(page, 'the folded uses to show', foldHeight.replace(/;$/, ' > 4;'));
  await assertNoErrors(page, 'opening the folded uses');
}

/**
 * /docs/api/along: the example runs on the current version's Turf in the sandbox and returns its point; the map draws
 * it, or, without WebGL2, says so in its place while the result stays.
 */
export async function runExample(page: EnginePage, expectMap: 'drawn' | 'unavailable'): Promise<void> {
  await page.open('/docs/api/along');
  const outcome = await waitUntil<string>(page, 'the along example to return', exampleOutcome);
  assert.match(outcome, /Result: along/, outcome);
  assert.match(outcome, /-83\.46086/, outcome);
  const map = await waitUntil<string>(page, 'the map to draw or say why not', mapOutcome);
  if (expectMap === 'drawn') assert.match(map, /^rendered/, map);
  else
    assert.match(
      map,
      /^unavailable: This browser has no WebGL2, so the map cannot be drawn; the result panel shows what the example returned\./,
      map,
    );
  assert.equal(await page.evaluate<boolean>(crashed), false);
  await assertNoErrors(page, 'running the along example');
}

/** The along example's text: the code (the editor's once it opens) and the result panel. */
const alongState = `
  const example = document.querySelector('[data-live-example]');
  const code = example?.querySelector('.cm-content')?.innerText ?? example?.querySelector('pre')?.innerText ?? '';
  const result = example?.querySelector('section[aria-label="Example result"]')?.innerText ?? '';
  return { code, result };`;

/**
 * /docs/api/along: its line's middle vertex moved on the map, by keyboard and then by a pointer drag. Each time the code's
 * numbers change and the result follows; after the drag, MapLibre draws the result again in place of the drag's picture.
 */
export async function moveExampleInput(page: EnginePage): Promise<void> {
  await page.open('/docs/api/along');
  // Scrolled to, the example runs and its map draws.
  await waitUntil(page, 'the along example to return', exampleOutcome);
  await waitUntil(page, 'the map to draw', mapOutcome);
  // Focus on the map loads the editing code; its handles then appear.
  await page.evaluate('document.querySelector("[data-live-example] .maplibregl-canvas").focus()');
  const handle = '[data-live-example] button[aria-label="line, vertex 2 of 3"]';
  await waitUntil(page, 'the vertex handles', `return document.querySelector('${handle}') !== null`);
  await page.evaluate(`document.querySelector('${handle}').focus()`);
  await page.press('ArrowRight');
  const byKey = await waitUntil<{ code: string; result: string }>(
    page,
    'the code and result after ArrowRight',
    // The code is read once it holds the line again: WebKit once gave an empty editor text while the result had changed.
    `const state = (() => { ${alongState} })(); return state.code.includes('lineString(') && !state.code.includes('[-84, 36]') && /Result/.test(state.result) && !/-83\\.46086/.test(state.result) && state;`,
  );
  assert.match(byKey.code, /lineString\(\[\[-83, 30\], \[-8[34](\.\d+)?, 36\], \[-78, 41\]\]\)/, byKey.code);
  await page.drag(handle, 60, 40);
  const byDrag = await waitUntil<{ code: string; result: string }>(
    page,
    'the code and result after a drag',
    `const state = (() => { ${alongState} })(); const moved = /\\[-83, 30\\], \\[(-?[\\d.]+), (-?[\\d.]+)\\]/.exec(state.code); return moved && Number(moved[2]) < 35.5 && /Result/.test(state.result) && state;`,
  );
  assert.notEqual(byDrag.result, byKey.result, 'the result follows the drag');
  // The SVG picture that drew the result during the drag has handed it back to MapLibre.
  await waitUntil(
    page,
    'MapLibre to draw the result the drag picture showed',
    `return !document.querySelector('[data-live-example] [data-drag-picture] svg') && document.querySelector('[data-live-example] [data-map-state="rendered"]') !== null`,
  );
  assert.equal(await page.evaluate<boolean>(crashed), false);
  await assertNoErrors(page, 'moving an input of the along example');
}

/**
 * /playground: its first run drawn on the still map (SVG, so even without WebGL), then the code
 * pressed, which brings the editor in; replaces the code through it, runs it, and reads the new result.
 */
export async function editInPlayground(page: EnginePage): Promise<void> {
  await page.open('/playground');
  await waitUntil(
    page,
    'the first run',
    'return /Result/.test(document.querySelector(\'section[aria-label="Example result"]\')?.innerText ?? "")',
  );
  await waitUntil(
    page,
    'the still map with the first result',
    'return document.querySelectorAll(\'[data-map-state="still"] svg circle\').length >= 40',
  );
  await page.click('[data-still-code]');
  await waitUntil(page, 'the editor', 'return document.querySelector(".cm-content") !== null');
  await page.click('.cm-content');
  await page.press('Control+a');
  await page.type('var sides = turf.length(turf.lineString([[0, 0], [0, 1]]), { units: "degrees" });');
  await page.click('button.button--primary');
  const result = await waitUntil<string>(
    page,
    'the edited code to run',
    'const text = document.querySelector(\'section[aria-label="Example result"]\')?.innerText ?? ""; return /Result: sides/.test(text) && text;',
  );
  assert.match(result, /\b1\b/, result);
  assert.equal(await page.evaluate<boolean>(crashed), false);
  await assertNoErrors(page, 'editing in the playground');
}

/**
 * The search modal: opened from its button, a name typed, the function's page first and the best three under
 * their own heading; a question, its card, which Enter opens.
 */
export async function searchFromModal(page: EnginePage): Promise<void> {
  await page.open('/docs/intro');
  await page.click('.DocSearch-Button');
  await waitUntil(page, 'the search input', 'return document.activeElement?.classList.contains("DocSearch-Input")');
  await page.type('buffer');
  const first = await waitUntil<string>(page, 'search hits', 'return document.querySelector(".DocSearch-Hit a")?.getAttribute("href")');
  assert.match(first, /\/docs\/api\/buffer$/, first);
  // Under its name, what the function does: its page's summary, the query's word marked.
  const line = await waitUntil<string>(
    page,
    "the first hit's summary",
    'return document.querySelector(".DocSearch-Hit a .DocSearch-Hit-path mark") && document.querySelector(".DocSearch-Hit a .DocSearch-Hit-path").textContent',
  );
  assert.ok(/\bbuffer\b/i.test(line) && line.split(/\s+/).length >= 4, line);
  // The best three pages first under their own heading, then the others by section.
  const shown = await waitUntil<{ sections: string[]; pages: number }>(
    page,
    'the sections of the hits',
    `const sections = [...document.querySelectorAll('.DocSearch-Hit-source')].map((section) => section.textContent);
    const pages = new Set([...document.querySelectorAll('.DocSearch-Hit a')].map((link) => link.getAttribute('href').replace(/#.*/, '')));
    return sections.length > 1 ? { sections, pages: pages.size } : null;`,
  );
  assert.equal(shown.sections[0], 'Best matches', shown.sections.join(' | '));
  assert.ok(shown.pages >= 3, `${shown.pages} pages shown`);
  await page.press('Escape');
  await waitUntil(page, 'the cleared query', 'return document.querySelector(".DocSearch-Input")?.value === ""');
  // A question in Chinese, which the English pages answer through src/data/searchTranslations.ts.
  await page.type('多边形面积');
  const area = await waitUntil<string>(
    page,
    'the hits of a question in Chinese',
    'return document.querySelector(".DocSearch-Input")?.value === "多边形面积" && document.querySelector(".DocSearch-Hit a")?.getAttribute("href")',
  );
  assert.match(area, /\/docs\/api\/area$/, area);
  await page.press('Escape');
  await waitUntil(page, 'the cleared query', 'return document.querySelector(".DocSearch-Input")?.value === ""');
  await page.type('convert wgs84 coordinates to web mercator');
  const answer = await waitUntil<string>(
    page,
    'the best answer',
    'return document.querySelector(".DocSearch-Hit a .best-answer__name")?.textContent',
  );
  assert.equal(answer, 'toMercator');
  await page.press('Enter');
  await waitUntil(page, 'the answer opened', 'return location.pathname === "/docs/api/toMercator"');
  // Its page shown and loaded, so that the next journey's navigation does not cut this one short (Firefox: NS_BINDING_ABORTED).
  await waitUntil(
    page,
    "the answer's page",
    'return document.readyState === "complete" && document.querySelector("main h1")?.textContent?.trim() === "toMercator"',
  );
  await assertNoErrors(page, 'searching from the modal');
}

/** The playground's outcome for `code` on a version, once it shows one: the panel's text. */
async function playgroundOutcome(page: EnginePage, code: string): Promise<string> {
  await page.open(`/playground?version=7.2.0&code=${encodeURIComponent(code)}`);
  return waitUntil<string>(
    page,
    `the outcome of ${code}`,
    'const text = document.querySelector(\'section[aria-label="Example result"]\')?.innerText ?? ""; return /Result|Error/.test(text) && text;',
  );
}

/** The sandbox's guarantees that every engine gives: no network, a time limit, and a page that stays free. */
export async function sandboxHolds(page: EnginePage): Promise<void> {
  assert.match(await playgroundOutcome(page, 'fetch("https://example.com/")'), /Examples cannot use fetch\(\): they run on Turf alone/);
  assert.match(await playgroundOutcome(page, 'while (true) {}'), /TimeoutError: Stopped: the example ran longer than 3 s\./);
  assert.equal(await page.evaluate<number>('return 1 + 1'), 2, 'the page answers after the endless example');
  assert.equal(
    await page.evaluate<string | null>('return document.querySelector("iframe[sandbox]")?.getAttribute("sandbox")'),
    'allow-scripts',
  );
  await assertNoErrors(page, 'examples that reach for the network and never end');
}

/**
 * The journeys as one suite for an engine: one page of each kind, an example run (its map drawn,
 * or, without WebGL2, saying why not), a playground edit, a search, and the sandbox's limits.
 */
export function describeReaderJourneys(
  engine: string,
  launch: (baseUrl: string) => Promise<EnginePage>,
  map: 'drawn' | 'unavailable',
): void {
  describe(engine, () => {
    let site: Site;
    let page: EnginePage;
    before(async () => {
      site = await startSite();
      page = await launch(site.baseUrl);
    });
    after(async () => {
      await page?.close();
      await site?.stop();
    });

    it('opens one page of each kind with no error and no crash screen, each version running its own examples', async () => {
      await openEveryKind(page, samplePages());
    });

    it(`runs an example and shows what it returned, ${map === 'drawn' ? 'with its map drawn' : 'the map saying why it is not drawn'}`, async () => {
      await runExample(page, map);
    });

    if (map === 'drawn')
      it("moves an example's input on its map, by keyboard and by a drag, and the code and result follow", async () => {
        await moveExampleInput(page);
      });

    it('runs an edit in the playground', async () => {
      await editInPlayground(page);
    });

    it('opens the folded uses of a function page', async () => {
      await openFoldedUses(page);
    });

    it('searches from the modal', async () => {
      await searchFromModal(page);
    });

    it('keeps examples off the network and stops one that never ends, the page still answering', async () => {
      await sandboxHolds(page);
    });
  });
}
