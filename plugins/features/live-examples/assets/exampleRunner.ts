/**
 * The sandbox frame examples run in (runner/frame.ts) and the worker it starts (runner/worker.ts),
 * bundled with esbuild into `example-runner/` of the static directory. They are not part of the
 * site's Rspack bundle: the frame is a separate document with an opaque origin, whose worker starts
 * from a `blob:` URL of the worker bundle as one script (a chunk loaded at run time would resolve
 * against that `blob:` URL).
 *
 * The frame's script is inlined in its page and allowed by hash (server/headers-file.mjs): WebKit
 * does not match `'self'` in a document with an opaque origin (WebKit bug 316847, fixed upstream by
 * WebKit/WebKit#66923 but shipped in Safari), so a same-server script was refused there and no
 * example ran in Safari. Inlined, the frame also needs no request of its own.
 */
import { createHash } from 'node:crypto';
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

/** The CSP source expression of an inline script: the SHA-256 of its text exactly as written. */
export const scriptHashSource = (script: string): string => `sha256-${createHash('sha256').update(script).digest('base64')}`;

/**
 * The frame's page: its script inline. A `</script` inside the code would end the element early;
 * esbuild escapes it in strings, and the check keeps it that way.
 */
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

/** Writes the frame's page (its script inline) and the worker bundle. */
export async function writeExampleRunner(staticDir: string): Promise<ExampleRunnerFiles> {
  const outdir = join(staticDir, exampleRunnerPath);
  const result = await build({
    entryPoints: { frame: join(runnerDir, 'frame.ts'), worker: join(runnerDir, 'worker.ts') },
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    // A content-hashed name: a page always loads the worker bundle it names, never a stale copy.
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
