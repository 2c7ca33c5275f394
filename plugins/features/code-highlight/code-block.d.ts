/** The site's CodeBlock (plugins/features/code-highlight/theme/CodeBlock) takes the block's build-time highlighting. */
declare module '@theme/CodeBlock' {
  interface Props {
    /** Encoded tokens from plugins/features/code-highlight (plugins/features/code-highlight/client/encoding.ts). */
    readonly highlighted?: string;
  }
}
