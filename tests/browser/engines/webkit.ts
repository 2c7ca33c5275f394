/**
 * WebKitGTK, Safari's engine: Debian's MiniBrowser through `WebKitWebDriver` under `xvfb-run`,
 * driven with selenium-webdriver over classic WebDriver. Its driver hands over no console, so
 * pages are served through the recording proxy (consoleRecorder.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Builder, Key, Origin, type WebDriver } from 'selenium-webdriver';

import { startRecordingProxy } from './consoleRecorder';
import { readRecordedErrors, waitUntil, type EnginePage } from './enginePage';

export const miniBrowserPath = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts WebKitWebDriver in a virtual display, in a process group of its own (so that stopping it stops MiniBrowser and Xvfb too). */
async function startDriver(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  // stdio ignored: an inherited pipe held open by the display server would outlive the tests.
  const child: ChildProcess = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1600x1200x24', 'WebKitWebDriver', `--port=${port}`, '--host=127.0.0.1'],
    {
      detached: true,
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/status`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not start on ${url} within 20 s.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}

export async function launchWebKit(siteUrl: string, width = 1280, height = 900): Promise<EnginePage> {
  const proxy = await startRecordingProxy(siteUrl);
  const driverProcess = await startDriver();
  let driver: WebDriver;
  try {
    driver = await new Builder()
      .usingServer(driverProcess.url)
      .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation'] } })
      .build();
    await driver.manage().window().setRect({ width, height });
  } catch (error) {
    driverProcess.stop();
    await proxy.stop();
    throw error;
  }
  const evaluate = <T>(body: string, ...args: unknown[]) => driver.executeScript<T>(body, ...args);
  return {
    engine: 'WebKit',
    async open(path) {
      await driver.get(new URL(path, proxy.url).href);
      // Polled with waitUntil, which tries again after an error: a stand-in page for an alias refreshes to its
      // function at once, and a check run during that unload fails ("Callback was not called before the unload event").
      await waitUntil(
        { engine: 'WebKit', evaluate },
        `${path} to hydrate`,
        'return document.documentElement.dataset.hasHydrated === "true"',
        30_000,
      );
    },
    evaluate,
    async click(selector) {
      // Scrolled into the middle first: WebKitGTK's driver clicks at the element's centre, which may be under the sticky navbar.
      await driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', await driver.findElement({ css: selector }));
      await driver.findElement({ css: selector }).click();
    },
    async type(text) {
      await driver.actions().sendKeys(text).perform();
    },
    async press(key) {
      if (key === 'Control+a') await driver.actions().keyDown(Key.CONTROL).sendKeys('a').keyUp(Key.CONTROL).perform();
      else
        await driver
          .actions()
          .sendKeys(key === 'Enter' ? Key.ENTER : key === 'ArrowRight' ? Key.ARROW_RIGHT : Key.ESCAPE)
          .perform();
    },
    async drag(selector, dx, dy) {
      const element = await driver.findElement({ css: selector });
      let actions = driver.actions().move({ origin: element }).press();
      for (let step = 1; step <= 10; step++)
        actions = actions.move({ origin: Origin.POINTER, x: Math.round(dx / 10), y: Math.round(dy / 10), duration: 20 });
      await actions.release().perform();
    },
    errors: () => driver.executeScript<string[]>(readRecordedErrors),
    async close() {
      try {
        await driver.quit();
      } finally {
        driverProcess.stop();
        await proxy.stop();
      }
    },
  };
}
