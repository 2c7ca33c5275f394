// @ts-check
/**
 * The site's HTTP response headers, in one place: the rules are computed at build time
 * (scripts/write-host-headers.mjs) and written to `build/_headers`, the file Cloudflare Pages and Netlify
 * read, and to `build/vercel.json`. `npm run serve` reads the same `_headers` file, so the
 * headers it sends are exactly those a static host deploying `build/` sends.
 *
 * A rule is a path pattern (an exact path, or a prefix ending in `*`) and its headers. Every rule
 * that matches applies, in file order; a `! Name` line removes a header set by an earlier rule
 * (Cloudflare Pages' syntax), so the specific rule for hashed assets can replace the
 * site-wide Cache-Control instead of joining it.
 */

/** @typedef {{ pattern: string, set: Record<string, string>, remove?: string[] }} HeaderRule */

/** Where the sandbox frame live examples run in is served (plugins/features/live-examples/assets/exampleRunner.ts). */
export const exampleRunnerPath = '/example-runner/';

/**
 * The sandbox frame's policy. It runs the reader's code, so it may evaluate strings, which pages
 * may not (but see `evalPaths`). Its own script is inline and allowed by hash, not by 'self':
 * WebKit does not match 'self' in a document with an opaque origin (WebKit bug 316847), and refused
 * a same-server script there. Its workers start from `blob:` URLs it makes (the only URLs an opaque
 * origin can start a worker from) of scripts the page sends, and inherit this policy: they may load
 * those `blob:` scripts (Turf) and fetch nothing. `sandbox` gives the document an opaque origin
 * even when opened on its own, and only the site's own pages may frame it.
 * @param {readonly string[]} scriptHashes the frame page's inline scripts (`sha256-...`)
 */
export function exampleRunnerPolicy(scriptHashes) {
  return [
    "default-src 'none'",
    `script-src ${[...scriptHashes.map((hash) => `'${hash}'`), "'unsafe-eval'", 'blob:'].join(' ')}`,
    'worker-src blob:',
    "connect-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
    'sandbox allow-scripts',
  ].join('; ');
}

/** Hashed build output: the file name changes whenever the content does. */
export const immutableCache = 'public, max-age=31536000, immutable';
/** Everything else (HTML, the search index, versioned vendor files): use it after asking the server whether it changed. */
export const revalidateCache = 'public, max-age=0, must-revalidate';

/**
 * The other origins pages may contact, from the same environment variables the build reads:
 * the hosted search service when ALGOLIA_* are all set (plugins/features/search/searchConfig.ts),
 * and the host of a remote map style when MAP_STYLE_URL is set. None by default.
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ connectOrigins: string[], imageOrigins: string[] }}
 */
export function configuredOrigins(env) {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const hostedSearch = Boolean(appId && env.ALGOLIA_SEARCH_API_KEY?.trim() && env.ALGOLIA_INDEX_NAME?.trim());
  // DocSearch queries {appId}-dsn.algolia.net first and falls back to {appId}-1..3.algolianet.com.
  const searchOrigins = hostedSearch
    ? [`https://${appId}-dsn.algolia.net`, `https://${appId}.algolia.net`, 'https://*.algolianet.com']
    : [];
  const mapStyleUrl = env.MAP_STYLE_URL?.trim();
  const mapOrigins = mapStyleUrl ? [new URL(mapStyleUrl).origin] : [];
  return { connectOrigins: [...searchOrigins, ...mapOrigins], imageOrigins: mapOrigins };
}

/**
 * @param {{ inlineScriptHashes: string[], exampleRunnerScriptHashes?: readonly string[], evalPaths?: readonly string[], connectOrigins?: string[], imageOrigins?: string[] }} options
 *   inline script hashes (`sha256-...`) of the built pages, and of the sandbox frame's page; the paths whose pages may evaluate
 *   strings (plugins/features/live-examples/evalPolicy.ts); other origins the page may fetch
 *   from or load images from (the hosted search service, a remote map style), when configured.
 * @returns {HeaderRule[]}
 */
export function siteHeaderRules({
  inlineScriptHashes,
  exampleRunnerScriptHashes = [],
  evalPaths = [],
  connectOrigins = [],
  imageOrigins = [],
}) {
  const list = (/** @type {string[]} */ values) => values.join(' ');
  /** @param {{ evaluates: boolean }} options */
  const pagePolicy = ({ evaluates }) =>
    [
      "default-src 'self'",
      // The colour-mode script Docusaurus inlines in every page, and the redirect pages' scripts: by
      // hash, never 'unsafe-inline'. 'unsafe-eval' only under `evalPaths`: the docs versions whose
      // Turf bundle, loaded for the browser console, compiles functions from strings.
      `script-src ${list(["'self'", ...(evaluates ? ["'unsafe-eval'"] : []), ...inlineScriptHashes.map((hash) => `'${hash}'`)])}`,
      // React and MapLibre set style attributes, CodeMirror adds style elements.
      "style-src 'self' 'unsafe-inline'",
      `img-src ${list(["'self'", 'data:', 'blob:', ...imageOrigins])}`,
      "font-src 'self' data:",
      `connect-src ${list(["'self'", ...connectOrigins])}`,
      "worker-src 'self' blob:",
      "manifest-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; ');
  return [
    {
      pattern: '/*',
      set: {
        'Content-Security-Policy': pagePolicy({ evaluates: false }),
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'X-Frame-Options': 'DENY',
        'Cross-Origin-Opener-Policy': 'same-origin',
        // Browsers read it over HTTPS only (the hosts); two years, as the HTTP Observatory asks for an A+.
        'Strict-Transport-Security': 'max-age=63072000',
        'Cache-Control': revalidateCache,
      },
    },
    ...evalPaths.flatMap((path) =>
      [path, `${path}/*`].map((pattern) => ({
        pattern,
        remove: ['Content-Security-Policy'],
        set: { 'Content-Security-Policy': pagePolicy({ evaluates: true }) },
      })),
    ),
    { pattern: '/assets/*', remove: ['Cache-Control'], set: { 'Cache-Control': immutableCache } },
    // Markdown copies of the docs pages and llms.txt (plugins/features/markdown-copies): a type that
    // says what they are and how they are encoded, whatever a host guesses from the extension.
    // The copies repeat the pages' content, which search engines should find on the pages.
    { pattern: '/*.md', set: { 'Content-Type': 'text/markdown; charset=utf-8', 'X-Robots-Tag': 'noindex' } },
    { pattern: '/*.txt', set: { 'Content-Type': 'text/plain; charset=utf-8' } },
    {
      pattern: `${exampleRunnerPath}*`,
      remove: ['Content-Security-Policy', 'X-Frame-Options'],
      set: { 'Content-Security-Policy': exampleRunnerPolicy(exampleRunnerScriptHashes), 'X-Frame-Options': 'SAMEORIGIN' },
    },
    // The worker bundle has a content-hashed name.
    { pattern: `${exampleRunnerPath}worker.*`, remove: ['Cache-Control'], set: { 'Cache-Control': immutableCache } },
  ];
}

/**
 * @param {HeaderRule[]} rules
 * @returns {string} the `_headers` file
 */
export function formatHeadersFile(rules) {
  const lines = ['# Written by `npm run build` (scripts/write-host-headers.mjs); `npm run serve` reads this file too.'];
  for (const rule of rules) {
    lines.push(rule.pattern);
    for (const name of rule.remove ?? []) lines.push(`  ! ${name}`);
    for (const [name, value] of Object.entries(rule.set)) lines.push(`  ${name}: ${value}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * @param {string} text the `_headers` file
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), set: {}, remove: [] });
      continue;
    }
    const rule = rules.at(-1);
    const removal = /^\s+!\s*([\w-]+)\s*$/.exec(line);
    const header = /^\s+([\w-]+):\s*(.*)$/.exec(line);
    if (!rule || !(removal || header)) throw new Error(`_headers line ${index + 1} is not a path, a header or a "! Name" removal: ${line}`);
    if (removal) rule.remove?.push(removal[1]);
    else if (header) rule.set[header[1]] = header[2];
  }
  return rules;
}

/**
 * @param {string} pattern
 * @param {string} pathname
 */
function matches(pattern, pathname) {
  if (!pattern.includes('*')) return pathname === pattern;
  return splatExpression(pattern).test(pathname);
}

/** @type {Map<string, RegExp>} a pattern's expression, made once: headersFor runs on every request */
const splatExpressions = new Map();

/**
 * A splat matches any characters, as the hosts read it (`/assets/*`, `/*.md`).
 * @param {string} pattern
 */
function splatExpression(pattern) {
  let expression = splatExpressions.get(pattern);
  if (!expression) {
    const source = pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    expression = new RegExp(`^${source}$`);
    splatExpressions.set(pattern, expression);
  }
  return expression;
}

/**
 * The headers for one request path: every matching rule, in order.
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersFor(rules, pathname) {
  /** @type {Map<string, [string, string]>} lower-cased name -> [name, value] */
  const headers = new Map();
  for (const rule of rules) {
    if (!matches(rule.pattern, pathname)) continue;
    for (const name of rule.remove ?? []) headers.delete(name.toLowerCase());
    for (const [name, value] of Object.entries(rule.set)) headers.set(name.toLowerCase(), [name, value]);
  }
  return Object.fromEntries(headers.values());
}

/**
 * The same rules for Vercel, whose `headers` entries all apply and where a later entry's value
 * wins for the same header name.
 * @param {HeaderRule[]} rules
 */
export function formatVercelConfig(rules) {
  // path-to-regexp: a splat is `(.*)`, and a dot after one is escaped.
  const source = (/** @type {string} */ pattern) => pattern.replace(/\*\./g, '(.*)\\.').replace(/\*$/, '(.*)');
  const headers = rules.map((rule) => ({
    source: source(rule.pattern),
    headers: Object.entries(rule.set).map(([key, value]) => ({ key, value })),
  }));
  return `${JSON.stringify({ $schema: 'https://openapi.vercel.sh/vercel.json', cleanUrls: true, trailingSlash: false, headers }, null, 2)}\n`;
}
