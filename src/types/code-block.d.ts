/** The site's CodeBlock (plugins/code-highlight/theme/CodeBlock) takes the block's build-time highlighting. */
declare module '@theme/CodeBlock' {
  interface Props {
    /** Encoded tokens from plugins/code-highlight (src/lib/code-highlight/encoding.ts). */
    readonly highlighted?: string;
  }
}
