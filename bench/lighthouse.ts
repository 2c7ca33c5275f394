/**
 * Lighthouse 12 on the served build, mobile (Lighthouse's default: Moto G Power screen,
 * simulated slow 4G and 4x CPU slowdown) and desktop, several runs per page; the figures are the
 * medians. Each run gets a fresh chromium so that no cache or compiled code carries over.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import { chromiumPath } from '../tests/browser/harness';
import { median } from './stats';

export const lighthousePages = ['/', '/docs/api/along', '/docs/api/booleanPointInPolygon', '/blog', '/playground'] as const;
export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Script bytes transferred (compressed) during the load. */
  scriptBytes: number;
}

export interface LighthouseFigures extends LighthouseRun {
  page: string;
  formFactor: FormFactor;
  runs: LighthouseRun[];
  /** Scored audits that did not pass in the last run: the to-do list behind a score under 100. */
  failedAudits: string[];
}

/** Runs lighthouse-run.mjs in its own Node process (see there why it is not TypeScript). */
export async function runOnce(
  url: string,
  formFactor: FormFactor,
  categories?: readonly string[],
): Promise<LighthouseRun & { failedAudits: string[] }> {
  const args = ['bench/lighthouse-run.mjs', url, formFactor, chromiumPath, ...(categories ? [categories.join(',')] : [])];
  const { stdout } = await promisify(execFile)(process.execPath, args, {
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout);
}

export async function benchLighthouse(
  baseUrl: string,
  runs: number,
  pages: readonly string[] = lighthousePages,
): Promise<LighthouseFigures[]> {
  const figures: LighthouseFigures[] = [];
  for (const formFactor of ['mobile', 'desktop'] as const) {
    for (const page of pages) {
      const all: Array<LighthouseRun & { failedAudits: string[] }> = [];
      // A Lighthouse run fails now and then on this shared machine (about 1 in 6 on a busy day):
      // such a run is reported and replaced, up to two times per page.
      let retries = 2;
      while (all.length < runs) {
        try {
          all.push(await runOnce(new URL(page, baseUrl).href, formFactor));
        } catch (error) {
          if (retries-- === 0) throw error;
          console.warn(`Lighthouse run on ${page} (${formFactor}) failed, running it again: ${String(error).split('\n')[0]}`);
        }
      }
      const pick = (key: keyof LighthouseRun) => median(all.map((run) => run[key]));
      figures.push({
        page,
        formFactor,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        fcpMs: pick('fcpMs'),
        scriptBytes: pick('scriptBytes'),
        runs: all.map(({ failedAudits, ...run }) => run),
        failedAudits: all.at(-1)?.failedAudits ?? [],
      });
    }
  }
  return figures;
}
