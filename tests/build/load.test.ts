/**
 * `npm run serve` under load: 200 concurrent clients on loopback for 20 s, asking for pages,
 * scripts, the stylesheet and a search index. Every request must succeed; the latency is
 * reported by `npm run bench`, not asserted here.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { startSite } from '../browser/harness';
import { loadTest, visitPaths } from '../../bench/load';

const buildDir = process.env.SITE_BUILD_DIR ?? 'build';
const assetPath = (folder: string, pattern: RegExp) => {
  const file = readdirSync(path.join(buildDir, 'assets', folder)).find((name) => pattern.test(name));
  if (!file) throw new Error(`no ${pattern} in ${buildDir}/assets/${folder}: run \`npm run build\``);
  return `/assets/${folder}/${file}`;
};

describe('npm run serve under load', () => {
  it('answers 200 concurrent clients for 20 s without an error', { timeout: 90_000 }, async () => {
    const site = await startSite();
    try {
      const figures = await loadTest(site.baseUrl, visitPaths(assetPath('js', /^main\.\w+\.js$/), assetPath('css', /^styles\.\w+\.css$/)));
      console.log(`load: ${figures.requests} requests, ${figures.requestsPerSecond.toFixed(0)}/s, p99 ${figures.latencyMs.p99} ms`);
      assert.ok(figures.requests > 1000, `only ${figures.requests} requests were answered`);
      assert.equal(figures.errors, 0, 'connection errors');
      assert.equal(figures.timeouts, 0, 'timeouts');
      assert.equal(figures.non2xx, 0, 'responses other than 2xx');
    } finally {
      await site.stop();
    }
  });
});
