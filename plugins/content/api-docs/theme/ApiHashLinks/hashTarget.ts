/**
 * The old turfjs.org linked every function as `/docs/#along`, and the web still does. Case is
 * ignored, as old anchors were sometimes retyped. A unit test checks that both forms agree.
 */

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
  readonly apiPath: string;
  /** A version's root goes to the API index when there is a hash, else to the introduction. */
  readonly otherwise: 'stay' | { readonly withHash: string; readonly withoutHash: string };
}

/** `<` escaped, so no value can close the script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * `hashTarget` as ES5, run before any bundle. `stop()` ends the parse, so the page does not paint
 * while the navigation replaces the document.
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
