/**
 * A built page starts its own route chunks with the entry scripts, so the browser requests them
 * at once instead of a round trip later, when the main bundle asks for them
 * (plugins/delivery/route-chunks-in-pages). Read from the build: the route's chunk names come
 * from Docusaurus's generated routesChunkNames.json, their files from the build's scripts.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { buildDir } from './link-check/builtSite';

const require = createRequire(import.meta.url);
const { chunkNamesOf } = require('../../plugins/delivery/route-data/shards/partitionRouteData.cjs') as typeof import('../../plugins/delivery/route-data/shards/partitionRouteData.cjs');

/** The script addresses a built page starts: deferred scripts, or start-after-paint preloads (plugins/delivery/ssr-template). */
function startedScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="?([^"\s>]+\.js)/g)].map((match) => match[1]!);
  const preloads = [...html.matchAll(/<link\b[^>]*\bdata-start-after-paint\b[^>]*>/g)].map((tag) => /\bhref="?([^"\s>]+)/.exec(tag[0])?.[1]);
  return [...scripts, ...preloads.filter((href): href is string => Boolean(href))];
}

describe('the scripts a page starts', () => {
  it('include the route chunks of an API page, not only the entry scripts', () => {
    const routesChunkNames = JSON.parse(readFileSync('.docusaurus/routesChunkNames.json', 'utf8')) as Record<string, unknown>;
    const routeKey = Object.keys(routesChunkNames).find((key) => key.replace(/-[^-]+$/, '') === '/docs/api/along');
    assert.ok(routeKey, 'routesChunkNames.json has the route /docs/api/along');
    const scriptFiles = readdirSync(path.join(buildDir, 'assets', 'js'));
    // Docusaurus names a chunk's file after the chunk: "<name>.<hash>.js".
    const files = chunkNamesOf(routesChunkNames[routeKey])
      .map((name) => scriptFiles.find((file) => file.startsWith(`${name}.`) && file.endsWith('.js')))
      .filter((file): file is string => Boolean(file));
    assert.ok(files.length >= 2, `the route's component and content have chunk files (found ${files.join(', ') || 'none'})`);
    const started = startedScripts(readFileSync(path.join(buildDir, 'docs/api/along.html'), 'utf8')).map((href) => path.basename(href));
    for (const file of files) assert.ok(started.includes(file), `docs/api/along.html starts ${file} (it starts ${started.join(', ')})`);
  });
});
