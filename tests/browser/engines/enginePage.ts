/**
 * One browser tab in an engine other than the Chromium of the main suite, driven by whatever that
 * engine speaks (WebDriver BiDi for Firefox, classic WebDriver for WebKitGTK). The reader
 * journeys (readerJourneys.ts) use only this, so each runs unchanged in every engine.
 */
export interface EnginePage {
  /** Engine name, for messages. */
  readonly engine: string;
  /** Opens a site path and waits until React has hydrated it; forgets errors seen before. */
  open(path: string): Promise<void>;
  /** Evaluates a function body (`return ...`) in the page. */
  evaluate<T>(body: string, ...args: unknown[]): Promise<T>;
  /** Clicks the first element matching a CSS selector. */
  click(selector: string): Promise<void>;
  /** Types into the focused element, as keystrokes. */
  type(text: string): Promise<void>;
  /** Presses a key (`Escape`), or a key with Control (`Control+a`). */
  press(key: 'Escape' | 'Enter' | 'ArrowRight' | 'Control+a'): Promise<void>;
  /** Presses the mouse on the middle of the first element matching a CSS selector, moves it by (dx, dy) in steps, and releases it. */
  drag(selector: string, dx: number, dy: number): Promise<void>;
  /** Console errors, uncaught errors and refused loads since the last `open`. */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

/** Polls `body` in the page until it returns a truthy value; fails with `what` after `timeoutMs`. */
export async function waitUntil<T>(
  page: Pick<EnginePage, 'engine' | 'evaluate'>,
  what: string,
  body: string,
  timeoutMs = 20_000,
  ...args: unknown[]
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      last = await page.evaluate<T>(body, ...args);
      if (last) return last as T;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`${page.engine}: timed out after ${timeoutMs} ms waiting for ${what} (last: ${String(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Records what a page reports as an error, for engines whose driver does not hand over the
 * console: console.error calls, uncaught errors and rejections, resources that failed to load,
 * and the Content-Security-Policy's refusals. It runs first in every page (consoleRecorder.ts).
 */
export const errorRecorderScript = `(() => {
  const seen = (window.__engineErrors = []);
  const original = console.error;
  console.error = function (...args) {
    seen.push(args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' '));
    return original.apply(this, args);
  };
  addEventListener('error', (event) => {
    if (event instanceof ErrorEvent) seen.push('uncaught ' + event.message);
    else if (event.target && event.target !== window) seen.push('failed to load ' + (event.target.src || event.target.href || event.target.tagName));
  }, true);
  addEventListener('unhandledrejection', (event) => seen.push('unhandled rejection ' + (event.reason && event.reason.message || event.reason)));
  document.addEventListener('securitypolicyviolation', (event) => seen.push('refused by CSP ' + event.violatedDirective + ': ' + event.blockedURI + ' at ' + event.sourceFile + ':' + event.lineNumber + ':' + event.columnNumber));
})();`;

/** Reads and clears what errorRecorderScript saw. */
export const readRecordedErrors =
  'const seen = window.__engineErrors ?? ["the error recorder did not run"]; window.__engineErrors = []; return seen;';
