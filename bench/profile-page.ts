/**
 * `npx tsx bench/profile-page.ts <url>`: records a CPU profile of a page load in chromium and
 * prints where the main thread spends its time (self time by function and by script), to find
 * the causes behind a slow Lighthouse score. A diagnostic, not part of `npm run bench`.
 */
import { launchBrowser } from '../tests/browser/harness';

async function main() {
  const url = process.argv[2];
  if (!url) throw new Error('usage: tsx bench/profile-page.ts <url>');
  const browser = await launchBrowser();
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForTimeout(1500);
  const { profile } = await cdp.send('Profiler.stop');
  await browser.close();

  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  const deltas = profile.timeDeltas ?? [];
  profile.samples?.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (deltas[i] ?? 0)));
  const byFunction = new Map<string, number>();
  const byScript = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const { callFrame } = byId.get(id)!;
    const script = callFrame.url.replace(/^https?:\/\/[^/]+/, '') || '(native)';
    const name = `${callFrame.functionName || '(anonymous)'} ${script}:${callFrame.lineNumber + 1}:${callFrame.columnNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    byScript.set(script, (byScript.get(script) ?? 0) + us);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([name, us]) => `${(us / 1000).toFixed(1).padStart(8)} ms  ${name}`).join('\n');
  console.log(`By script:\n${top(byScript, 12)}\n\nBy function (self time):\n${top(byFunction, 30)}`);
}

void main();
