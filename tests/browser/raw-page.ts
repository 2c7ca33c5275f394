/**
 * A page driven over a DevTools session of its own, for tests in which a frame of the page
 * crashes. playwright-core (1.65) marks the whole Page as crashed when any of its frames'
 * renderer processes ends, out-of-process iframes included (every frame session forwards
 * `Inspector.targetCrashed` to `Page._didCrash`), and refuses every later call, although the
 * page itself lives on. This session is attached to the page's own target, so it sees what a
 * reader sees: the page, still answering.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';

interface Pending {
  readonly resolve: (result: Record<string, unknown>) => void;
  readonly reject: (error: Error) => void;
}

export interface RawPage {
  /** Evaluates `expression` in the page and returns its value (a promise is awaited). */
  evaluate<T>(expression: string): Promise<T>;
  /** Clicks the centre of the first element matching `selector`, with real mouse events. */
  click(selector: string): Promise<void>;
  /** Presses a key with modifiers, as a keyboard would (`selectAll` on Control+A, say). */
  press(key: string, code: string, options?: { modifiers?: number; commands?: string[] }): Promise<void>;
  insertText(text: string): Promise<void>;
  /** Polls `expression` until it returns a truthy value; returns it. */
  waitFor<T>(expression: string, timeoutMs: number, what: string): Promise<T>;
  detach(): Promise<void>;
}

export async function rawPageOf(browser: Browser, page: Page): Promise<RawPage> {
  const session: CDPSession = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  const target = targetInfos.find((info) => info.type === 'page' && info.url === page.url());
  if (!target) throw new Error(`No page target at ${page.url()}`);
  // Not flattened: messages travel through the browser session, which the frame's crash leaves alone.
  const { sessionId } = await session.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  session.on('Target.receivedMessageFromTarget', (event) => {
    if (event.sessionId !== sessionId) return;
    const message = JSON.parse(event.message) as { id?: number; result?: Record<string, unknown>; error?: { message: string } };
    const waiting = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiting || message.id === undefined) return;
    pending.delete(message.id);
    if (message.error) waiting.reject(new Error(message.error.message));
    else waiting.resolve(message.result ?? {});
  });
  const call = (method: string, params: Record<string, unknown>) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) }).catch(reject);
    });

  const evaluate = async <T>(expression: string): Promise<T> => {
    const answer = (await call('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true })) as {
      result: { value?: unknown };
      exceptionDetails?: { text: string; exception?: { description?: string } };
    };
    if (answer.exceptionDetails) throw new Error(answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text);
    return answer.result.value as T;
  };

  const mouse = (type: string, x: number, y: number, button = 'left') =>
    call('Input.dispatchMouseEvent', { type, x, y, button, clickCount: button === 'none' ? 0 : 1 });

  return {
    evaluate,
    async click(selector) {
      // As Playwright's own click does: wait until the element's centre is its own to receive the
      // click (nothing laid over it, no layout still moving it), so that a missed click fails here,
      // naming what took it, instead of as a run that never started.
      const deadline = Date.now() + 5000;
      for (;;) {
        const target = await evaluate<{ x: number; y: number; hit: boolean; top: string } | null>(`(() => {
          const element = document.querySelector(${JSON.stringify(selector)});
          if (!element) return null;
          element.scrollIntoView({ block: 'center', behavior: 'instant' });
          const box = element.getBoundingClientRect();
          const x = box.x + box.width / 2;
          const y = box.y + box.height / 2;
          const top = document.elementFromPoint(x, y);
          return { x, y, hit: top !== null && element.contains(top), top: top ? top.outerHTML.slice(0, 120) : 'nothing' };
        })()`);
        if (!target) throw new Error(`Nothing to click at ${selector}`);
        if (target.hit) {
          await mouse('mouseMoved', target.x, target.y, 'none');
          await mouse('mousePressed', target.x, target.y);
          await mouse('mouseReleased', target.x, target.y);
          return;
        }
        if (Date.now() > deadline) throw new Error(`${selector} cannot take a click: ${target.top} is over its centre`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async press(key, code, { modifiers = 0, commands = [] } = {}) {
      await call('Input.dispatchKeyEvent', { type: 'keyDown', key, code, modifiers, commands });
      await call('Input.dispatchKeyEvent', { type: 'keyUp', key, code, modifiers });
    },
    async insertText(text) {
      await call('Input.insertText', { text });
    },
    async waitFor<T>(expression: string, timeoutMs: number, what: string) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const value = await evaluate<T>(expression);
        if (value) return value;
        if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async detach() {
      await session.send('Target.detachFromTarget', { sessionId }).catch(() => {});
      await session.detach().catch(() => {});
    },
  };
}
