/**
 * The runner's frame and worker, bundled with esbuild rather than Rspack: the worker starts from a
 * `blob:` URL, against which a run-time chunk would resolve. The frame's script is inline, allowed by
 * hash: WebKit bug 316847 (fix WebKit/WebKit#66923) refuses `'self'` in an opaque-origin document.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { build } from 'esbuild';

import { exampleRunnerPath } from './paths';

const runnerDir = join(__dirname, '../runner');

export interface ExampleRunnerFiles {
  readonly frame: string;
  readonly worker: string;
}

export const scriptHashSource = (script: string): string => `sha256-${createHash('sha256').update(script).digest('base64')}`;

/** esbuild escapes `</script` in strings; the check keeps it that way. */
export function exampleRunnerPage(frameScript: string): string {
  if (/<\/script/i.test(frameScript)) throw new Error('The example runner\'s frame script contains "</script" and cannot be inlined.');
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<meta charset="utf-8">',
    '<meta name="robots" content="noindex">',
    '<title>Turf example runner</title>',
    `<script>${frameScript}</script>`,
    '</html>',
    '',
  ].join('\n');
}

export async function writeExampleRunner(staticDir: string): Promise<ExampleRunnerFiles> {
  const outdir = join(staticDir, exampleRunnerPath);
  const result = await build({
    entryPoints: { frame: join(runnerDir, 'frame.ts'), worker: join(runnerDir, 'worker.ts') },
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    entryNames: '[name].[hash]',
    outdir,
    write: false,
    logLevel: 'silent',
  });
  let frame: string | undefined;
  let worker: string | undefined;
  await mkdir(outdir, { recursive: true });
  for (const file of result.outputFiles) {
    const name = basename(file.path);
    if (name.startsWith('frame.')) frame = file.text.trimEnd();
    else if (name.startsWith('worker.')) {
      worker = name;
      await writeFile(file.path, file.contents);
    }
  }
  if (!frame || !worker) throw new Error(`esbuild did not bundle the example runner's frame and worker scripts for ${outdir}.`);
  await writeFile(join(outdir, 'index.html'), exampleRunnerPage(frame));
  return { frame: exampleRunnerPath, worker: `${exampleRunnerPath}${worker}` };
}
