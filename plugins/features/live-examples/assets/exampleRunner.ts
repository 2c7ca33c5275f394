/**
 * The sandbox frame examples run in (runner/frame.ts) and the worker it starts (runner/worker.ts),
 * bundled with esbuild into `example-runner/` of the static directory with an HTML page of their
 * own. They are not part of the site's Rspack bundle: the frame is a separate document with an
 * opaque origin, whose worker starts from a `blob:` URL of the worker bundle as one script (a
 * chunk loaded at run time would resolve against that `blob:` URL). The HTML is served with the
 * frame's own Content-Security-Policy (server/headers-file.mjs).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { build } from 'esbuild';

import { exampleRunnerPath } from './paths';

const runnerDir = join(__dirname, '../runner');

/** Site-relative paths of the frame's page and of the worker bundle (which the page fetches and sends the frame). */
export interface ExampleRunnerFiles {
  readonly frame: string;
  readonly worker: string;
}

/** Writes the frame's page and scripts. */
export async function writeExampleRunner(staticDir: string, baseUrl: string): Promise<ExampleRunnerFiles> {
  const outdir = join(staticDir, exampleRunnerPath);
  const result = await build({
    entryPoints: { frame: join(runnerDir, 'frame.ts'), worker: join(runnerDir, 'worker.ts') },
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    // Content-hashed names: a page always loads the scripts its HTML names, never a stale copy.
    entryNames: '[name].[hash]',
    outdir,
    write: false,
    logLevel: 'silent',
  });
  const scripts: Record<string, string> = {};
  await mkdir(outdir, { recursive: true });
  for (const file of result.outputFiles) {
    const name = basename(file.path);
    scripts[name.split('.')[0]!] = name;
    await writeFile(file.path, file.contents);
  }
  const { frame, worker } = scripts;
  if (!frame || !worker) throw new Error(`esbuild did not write the example runner's frame and worker scripts into ${outdir}.`);
  const html = [
    '<!doctype html>',
    '<html lang="en">',
    '<meta charset="utf-8">',
    '<meta name="robots" content="noindex">',
    '<title>Turf example runner</title>',
    // By absolute path: the page may be served at `/example-runner` as well as `/example-runner/`.
    `<script src="${baseUrl}${exampleRunnerPath}${frame}"></script>`,
    '</html>',
    '',
  ].join('\n');
  await writeFile(join(outdir, 'index.html'), html);
  return { frame: exampleRunnerPath, worker: `${exampleRunnerPath}${worker}` };
}
