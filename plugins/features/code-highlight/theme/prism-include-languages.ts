// Change: registers no Prism language in the browser, which never highlights (registered in dependency-patches).
/**
 * Replaces the theme's registration of extra Prism languages for the browser. Code is highlighted
 * at build time (plugins/features/code-highlight), and `additionalLanguages` is empty, so there is nothing
 * to register. The original still loads Prism's language loader and its 23 KB catalogue of
 * languages (pulled in through a dynamic require over `prismjs/components`) into every page.
 */
export default function prismIncludeLanguages(): void {}
