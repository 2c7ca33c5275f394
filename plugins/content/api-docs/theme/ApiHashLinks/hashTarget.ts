/**
 * Old links to functions: before the move to Docusaurus, turfjs.org linked every function as
 * `/docs/#along`, and answers and issues all over the web still do. A hash that names a function
 * of the version goes to its page; the match ignores case, as old anchors were sometimes retyped.
 *
 * Two forms of the same rule: `hashTarget` for client-side navigation, and `hashRedirectScript`,
 * an inline script that runs before the page paints, for a page loaded from such a link. The
 * unit test checks that both answer alike.
 */

/** The page a `#name` hash points to, or null when it names no function of `names`. */
export function hashTarget(hash: string, names: readonly string[], apiPath: string): string | null {
  let name: string;
  try {
    name = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  if (!name) return null;
  const found = names.includes(name) ? name : names.find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return found ? `${apiPath}/${found}` : null;
}

export interface HashRedirectOptions {
  readonly names: readonly string[];
  /** Where function pages live, e.g. `/docs/api`. */
  readonly apiPath: string;
  /**
   * Where a page with no matching hash goes: nowhere (the API index, which shows its own content),
   * or, for a version's root, the API index when there is a hash and the introduction when not.
   */
  readonly otherwise: 'stay' | { readonly withHash: string; readonly withoutHash: string };
}

/** JSON for a `<script>` body: `<` escaped, so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * The same rule as `hashTarget`, as a self-contained ES5 script (it runs before any bundle).
 * `window.stop()` before leaving ends the parse of the page it runs in: a navigation takes a while
 * to replace the document, and the rest of the page must not paint meanwhile.
 */
export function hashRedirectScript({ names, apiPath, otherwise }: HashRedirectOptions): string {
  const fallback =
    otherwise === 'stay'
      ? 'return;'
      : `stop();location.replace((h ? ${scriptJson(otherwise.withHash)} + location.search + location.hash : ${scriptJson(otherwise.withoutHash)} + location.search));return;`;
  return (
    `(function(n,a){var h;try{h=decodeURIComponent(location.hash.slice(1))}catch(e){h=''}` +
    `var m=n.indexOf(h)>=0?h:null,l=h.toLowerCase();for(var i=0;h&&!m&&i<n.length;i++)if(n[i].toLowerCase()===l)m=n[i];` +
    `if(h&&m){stop();location.replace(a+'/'+m);return}${fallback}})(${scriptJson(names)},${scriptJson(apiPath)})`
  );
}
