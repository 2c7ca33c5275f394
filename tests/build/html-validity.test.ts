/**
 * The Nu HTML Checker (the W3C validator, `vnu-jar`, run on Java from Debian) on one built page of
 * each page kind (plugins/quality/page-kinds) and the examples' frame. Any error fails, except the
 * allowed ones below: markup that is Docusaurus's and that the site does not write itself.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

import { buildDir } from './link-check/builtSite';
import { readPageKinds } from '../../plugins/quality/page-kinds/file';

interface NuMessage {
  readonly type: string;
  readonly url: string;
  readonly lastLine?: number;
  readonly message: string;
  readonly extract?: string;
}

/**
 * Findings that are not the site's to fix, each with why. Keep it short: every entry hides a class
 * of errors, and one that no longer matches anything fails the test, to be taken out.
 */
const allowed: readonly { readonly message: RegExp; readonly why: string }[] = [
  {
    message: /^Every active “role=tab” element must have a corresponding “role=tabpanel” element\.$/,
    why:
      "Docusaurus's Tabs (theme-classic TabList and TabItem) tie no tab to its panel: no aria-controls, no aria-labelledby, " +
      'and TabItem passes no attribute through, so only a copied component could add them. The guides use Tabs for install commands.',
  },
];

/** Pages beyond one of each kind: a guide with tabs (the kinds' sample guide has none). */
const alsoChecked = ['/docs/getting-started'];

const vnuJar = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

/** The built file a sample address is served from (a not-found sample is its folder's 404.html). */
function builtFile(sample: string): string {
  const address = sample.replace(/\/no-such-page$/, '/404');
  const candidates = address === '/' ? ['index.html'] : [`${address.slice(1)}.html`, `${address.slice(1)}/index.html`];
  const file = candidates.map((candidate) => path.join(buildDir, candidate)).find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`No built file for ${sample} in ${buildDir}/: run \`npm run build\`.`);
  return file;
}

describe('the Nu HTML Checker', () => {
  it('finds no error on one page of each kind, nor on the examples\' frame, outside the allow-list', async () => {
    const samples = [...readPageKinds(buildDir).map(({ sample }) => sample), ...alsoChecked];
    const files = [...new Set([...samples.map(builtFile), path.join(buildDir, 'example-runner', 'index.html')])];
    assert.ok(files.length > 40, `${files.length} pages`);
    // vnu exits 1 when it finds errors; its JSON report is on stderr either way.
    const report = await promisify(execFile)('java', ['-jar', vnuJar, '--format', 'json', '--errors-only', ...files], { maxBuffer: 64 * 1024 * 1024 }).then(
      (result) => result.stderr,
      (error: { stderr?: string; message: string }) => {
        if (!error.stderr?.startsWith('{')) throw new Error(`vnu did not run (Java from Debian: scripts/ensure-test-tools.sh): ${error.message}`);
        return error.stderr;
      },
    );
    const { messages } = JSON.parse(report) as { messages: NuMessage[] };
    const unused = allowed.filter((entry) => !messages.some((message) => entry.message.test(message.message)));
    assert.deepEqual(unused.map((entry) => String(entry.message)), [], 'allow-list entries that match nothing any more');
    const errors = messages
      .filter((message) => message.type === 'error' && !allowed.some((entry) => entry.message.test(message.message)))
      .map((message) => `${path.relative(buildDir, new URL(message.url).pathname)}:${message.lastLine}: ${message.message}`);
    assert.deepEqual(errors.slice(0, 10), [], `${errors.length} errors`);
  });
});
