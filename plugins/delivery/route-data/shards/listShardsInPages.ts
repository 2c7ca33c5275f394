// After the build, each docs page starts its version's route shard before the main bundle, which would ask for it a round trip
// later; the server render cannot list it, as it renders from the unsplit route table.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface ShardFile {
  /** The docs version's route path, e.g. "/docs/7.1.0". */
  path: string;
  /** The shard's file under the site root, e.g. "assets/js/route-shard-docs-7.1.0.1a2b3c4d.js". */
  file: string;
}

/** The shard whose route a page's path falls under: the longest matching route path. */
export function shardForRoute(routePath: string, shards: readonly ShardFile[]): ShardFile | undefined {
  return shards
    .filter((shard) => routePath === shard.path || routePath.startsWith(`${shard.path.replace(/\/$/, '')}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/** The main bundle's tag in either page shell, Docusaurus's (`defer`) or ssr-template's (a preload); group 1 or 2 is its address. */
const mainScriptTag =
  /<script\b(?=[^>]*\bdefer\b)[^>]*\bsrc="?([^"\s>]*\/main\.[\w-]+\.js)"?[^>]*><\/script>|<link\b(?=[^>]*\bdata-start-after-paint\b)[^>]*\bhref="?([^"\s>]*\/main\.[\w-]+\.js)"?[^>]*>/;

/** The page with the shard started like the main bundle, just before it, so it runs first; unchanged without one or with the shard. */
export function addShardToPage(html: string, shardHref: string): string {
  const main = mainScriptTag.exec(html);
  if (!main || html.includes(shardHref)) return html;
  const shardTag = main[0].replace((main[1] ?? main[2])!, shardHref);
  return html.slice(0, main.index) + shardTag + html.slice(main.index);
}

/** The route path a built HTML file serves: "docs/api/along.html" -> "/docs/api/along". */
export function routePathOfFile(relativeFile: string): string {
  const withoutExtension = relativeFile
    .split(path.sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '');
  return `/${withoutExtension}`.replace(/\/$/, '') || '/';
}

/** Rewrites every page of `outDir` that falls under a shard; returns how many it changed. */
export async function listShardsInPages(outDir: string, baseUrl: string, shards: readonly ShardFile[]): Promise<number> {
  const files = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.html'));
  let changed = 0;
  await Promise.all(
    files.map(async (file) => {
      const shard = shardForRoute(`${baseUrl.replace(/\/$/, '')}${routePathOfFile(file)}`, shards);
      if (!shard) return;
      const html = await readFile(path.join(outDir, file), 'utf8');
      const listed = addShardToPage(html, `${baseUrl}${shard.file}`);
      if (listed === html) return;
      await writeFile(path.join(outDir, file), listed);
      changed += 1;
    }),
  );
  return changed;
}
