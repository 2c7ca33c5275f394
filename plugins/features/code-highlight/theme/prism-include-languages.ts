// Change: registers nothing, so pages skip Prism's language loader and catalogue; the browser never highlights.
// Registered as code-highlight/prismIncludeLanguages in dependency-patches/registry.cjs.
export default function prismIncludeLanguages(): void {}
