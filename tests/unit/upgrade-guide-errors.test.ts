/**
 * Each 7.x upgrade guide quotes, one heading each, the error messages that code written for 6.5 meets:
 * readers paste the message they see into the search. A quoted message must be what that release
 * really prints, so this test produces the messages from the release's exact install (turf-installs/)
 * with TypeScript and Node.js, and fails on a quoted message that none of them printed. In a quote,
 * "…" stands for the part of a path that depends on the reader's machine.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { docsFolderOf, docsVersions } from '../../src/data/versions';
import { installFolder } from '../../turf-installs/releases';

const root = path.join(__dirname, '../..');
const sectionHeading = /^#{2,3} Error messages after upgrading$/m;

/** Type errors of 6.5-era code: GeoJSON types from @turf/helpers, area units as `Units`. */
const typeScriptSource = `import type { Properties, Feature } from "@turf/helpers";
import { convertLength, type Units } from "@turf/helpers";
export const unit: Units = "hectares";
export const length = convertLength(1, "meters", "acres");
export type Both = [Properties, Feature];
`;

/** Errors thrown at run time: two-argument calls, and the 6.5 file layout required by path. */
const nodeSource = `const path = require("node:path");
const turf = require("@turf/turf");
const a = turf.polygon([[[0, 0], [2, 0], [2, 2], [0, 2], [0, 0]]]);
const b = turf.polygon([[[1, 1], [3, 1], [3, 3], [1, 3], [1, 1]]]);
const messages = [];
const attempt = (run) => { try { run(); } catch (error) { messages.push(error.message.split("\\n")[0]); } };
for (const name of ["union", "intersect", "difference"]) attempt(() => turf[name](a, b));
attempt(() => require(path.join(__dirname, "node_modules/@turf/turf/dist/js/index.js")));
console.log(JSON.stringify(messages));
`;

/** What TypeScript and Node.js print for the code above against one release's packages. */
function printedMessages(release: string): string[] {
  const folder = mkdtempSync(path.join(tmpdir(), `upgrade-errors-${release}-`));
  try {
    symlinkSync(path.join(root, installFolder(release), 'node_modules'), path.join(folder, 'node_modules'));
    writeFileSync(path.join(folder, 'code.ts'), typeScriptSource);
    writeFileSync(path.join(folder, 'run.cjs'), nodeSource);
    const options = { strict: true, module: 'nodenext', moduleResolution: 'nodenext', noEmit: true, skipLibCheck: true };
    writeFileSync(path.join(folder, 'tsconfig.json'), JSON.stringify({ compilerOptions: options, files: ['code.ts'] }));
    let typeErrors = '';
    try {
      execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', folder], { cwd: folder, encoding: 'utf8' });
    } catch (error) {
      typeErrors = (error as { stdout: string }).stdout;
    }
    const thrown = JSON.parse(execFileSync(process.execPath, [path.join(folder, 'run.cjs')], { encoding: 'utf8' })) as string[];
    // `code.ts(1,15): error TS2305: ...` -> `error TS2305: ...`
    return [...typeErrors.split('\n').flatMap((line) => /^code\.ts\(\d+,\d+\): (.+)$/.exec(line)?.[1] ?? []), ...thrown];
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The messages the guide's section quotes, each as a heading of its own (a link to share, a record to search). */
function quotedMessages(guide: string): string[] {
  const start = guide.search(sectionHeading);
  if (start === -1) return [];
  const [heading, ...rest] = guide.slice(start).split('\n');
  const level = heading!.indexOf(' ');
  const [sectionEnd, messageHeading] = [new RegExp(`^#{1,${level}} `), new RegExp(`^#{${level + 1}} \`(.+)\`$`)];
  const end = rest.findIndex((line) => sectionEnd.test(line));
  return (end === -1 ? rest : rest.slice(0, end)).flatMap((line) => messageHeading.exec(line)?.[1] ?? []);
}

const matches = (quoted: string, printed: string) =>
  new RegExp(
    `^${quoted
      .split('…')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  ).test(printed);

const guides = docsVersions
  .filter((version) => Number(version.turfVersion.split('.')[0]) >= 7)
  .map((version) => ({
    version,
    file: `${docsFolderOf(version.name)}/upgrade-guide.md`,
  }));

describe('upgrade guides: error messages', () => {
  const printed = new Map<string, string[]>();
  const printedFor = (release: string) => {
    if (!printed.has(release)) printed.set(release, printedMessages(release));
    return printed.get(release)!;
  };

  for (const { version, file } of guides) {
    it(`${file} quotes what Turf ${version.turfVersion} really prints`, () => {
      const quoted = quotedMessages(readFileSync(path.join(root, file), 'utf8'));
      assert.ok(quoted.length >= 5, `${file}: no table of error messages after upgrading (${quoted.length} quoted)`);
      const messages = printedFor(version.turfVersion);
      assert.deepEqual(
        quoted.filter((message) => !messages.some((line) => matches(message, line))),
        [],
        `quoted but not printed by ${version.turfVersion}; it printed:\n${messages.join('\n')}`,
      );
    });
  }

  it('a quote that no release prints is caught', () => {
    const messages = printedFor(guides[0]!.version.turfVersion);
    assert.ok(messages.some((line) => matches("error TS2322: Type '\"hectares\"' is not assignable to type 'Units'.", line)));
    assert.ok(!messages.some((line) => matches("error TS2322: Type '\"acres\"' is not assignable to type 'Units'.", line)));
    assert.ok(messages.some((line) => matches("Cannot find module '…/node_modules/@turf/turf/dist/js/index.js'", line)));
  });
});
