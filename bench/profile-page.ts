/**
 * `npx tsx bench/profile-page.ts <url>`: records a CPU profile of a page load in chromium, with
 * the CPU slowed 4x as Lighthouse's mobile profile does, and prints where the main thread spends
 * its time: self time by script and by function, then the longest busy stretches (what blocking
 * time is made of) with the share of each function in them, callees included. A diagnostic for
 * finding the causes behind a slow Lighthouse score, not part of `npm run bench`.
 */
import { launchBrowser } from '../tests/browser/harness';
import { openMobileCpuPage } from './mobileCpuPage';

/** The parts of a DevTools protocol CPU profile (Profiler.Profile) this report reads. */
interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface Profile {
  nodes: Array<{ id: number; callFrame: CallFrame; children?: number[] }>;
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

async function recordProfile(url: string): Promise<Profile> {
  const browser = await launchBrowser();
  try {
    const { page, cdp } = await openMobileCpuPage(browser);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.waitForTimeout(2000);
    return (await cdp.send('Profiler.stop')).profile;
  } finally {
    await browser.close();
  }
}

const frameName = ({ functionName, url, lineNumber, columnNumber }: CallFrame) =>
  `${functionName || '(anonymous)'} ${url.replace(/^https?:\/\/[^/]+/, '') || '(native)'}:${lineNumber + 1}:${columnNumber + 1}`;
const ms = (us: number) => `${(us / 1000).toFixed(1).padStart(8)} ms`;
const top = (map: Map<string, number>, n: number, format: (value: number) => string) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, value]) => `${format(value)}  ${name}`)
    .join('\n');

function selfTime(profile: Profile): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  const byScript = new Map<string, number>();
  profile.samples?.forEach((id, i) => {
    const { callFrame } = byId.get(id)!;
    const us = profile.timeDeltas?.[i] ?? 0;
    byFunction.set(frameName(callFrame), (byFunction.get(frameName(callFrame)) ?? 0) + us);
    const script = callFrame.url.replace(/^https?:\/\/[^/]+/, '') || '(native)';
    byScript.set(script, (byScript.get(script) ?? 0) + us);
  });
  return `By script (self time):\n${top(byScript, 12, ms)}\n\nBy function (self time):\n${top(byFunction, 25, ms)}`;
}

/** Stretches of samples between idle ones, longest first, each with its functions' inclusive share. */
function busyStretches(profile: Profile, count: number): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const stretches: { start: number; end: number; samples: number[] }[] = [];
  let time = profile.startTime;
  let current: (typeof stretches)[number] | undefined;
  profile.samples?.forEach((id, i) => {
    time += profile.timeDeltas?.[i] ?? 0;
    if (byId.get(id)!.callFrame.functionName === '(idle)') {
      if (current) stretches.push(current);
      current = undefined;
      return;
    }
    current ??= { start: time, end: time, samples: [] };
    current.end = time;
    current.samples.push(id);
  });
  if (current) stretches.push(current);
  return stretches
    .sort((a, b) => b.end - b.start - (a.end - a.start))
    .slice(0, count)
    .map(({ start, end, samples }) => {
      const share = new Map<string, number>();
      for (const id of samples) {
        const seen = new Set<string>();
        for (let node: number | undefined = id; node !== undefined; node = parentOf.get(node)) {
          const name = frameName(byId.get(node)!.callFrame);
          if (!seen.has(name)) share.set(name, (share.get(name) ?? 0) + 1);
          seen.add(name);
        }
      }
      const heading = `Busy from ${Math.round((start - profile.startTime) / 1000)} ms for ${Math.round((end - start) / 1000)} ms:`;
      return `${heading}\n${top(share, 20, (n) => `${Math.round((n / samples.length) * 100)}%`.padStart(5))}`;
    })
    .join('\n\n');
}

async function main() {
  const url = process.argv[2];
  if (!url) throw new Error('usage: tsx bench/profile-page.ts <url>');
  const profile = await recordProfile(url);
  console.log(`${selfTime(profile)}\n\n${busyStretches(profile, 4)}`);
}

void main();
