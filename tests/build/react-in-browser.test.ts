/**
 * The production browser bundle runs React: the scripts a page starts before it hydrates carry
 * react-dom's client renderer, at the installed version, and no script of the build carries
 * Preact (whose React layer, preact/compat, the site once ran in the browser).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { buildDir } from './link-check/builtSite';

const require = createRequire(import.meta.url);
const reactDomVersion = (require('react-dom/package.json') as { version: string }).version;

/** The scripts a built page starts (plugins/delivery/ssr-template lists them as start-after-paint preloads). */
function startScripts(page: string): string[] {
  const html = readFileSync(path.join(buildDir, page), 'utf8');
  const hrefs = [...html.matchAll(/<link\b[^>]*\bdata-start-after-paint\b[^>]*>/g)].map((tag) => /\bhref="?([^"\s>]+)/.exec(tag[0])?.[1]);
  return hrefs.filter((href): href is string => Boolean(href)).map((href) => readFileSync(path.join(buildDir, href), 'utf8'));
}

describe('the browser bundle', () => {
  it('hydrates API pages with react-dom', () => {
    const scripts = startScripts('docs/api/along.html').join('\n');
    assert.match(scripts, /rendererPackageName:"react-dom"/, 'react-dom registers itself with the React devtools hook');
    assert.ok(scripts.includes(`reconcilerVersion:"${reactDomVersion}"`), `react-dom ${reactDomVersion}, the installed release`);
  });

  it('carries no Preact', () => {
    const scriptDir = path.join(buildDir, 'assets', 'js');
    const withPreact = readdirSync(scriptDir)
      .filter((file) => file.endsWith('.js'))
      // preact/compat's event-name table: React names the event onDoubleClick and never writes this.
      .filter((file) => readFileSync(path.join(scriptDir, file), 'utf8').includes('"ondblclick"'));
    assert.deepEqual(withPreact, []);
    assert.throws(() => require.resolve('preact'), /Cannot find module/, 'preact is not installed');
  });
});
