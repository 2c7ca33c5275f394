import type { ReactNode } from 'react';

interface Props {
  /** The function whose example this is. */
  readonly functionName: string;
  /** Index of the example on the page. */
  readonly example: number;
  /** The exact Turf release the example must run on. */
  readonly turfVersion: string;
}

/**
 * Marks, on generated API pages, where an example's live map goes: every example that declares
 * `addToMap` gets one. The map itself (an offline MapLibre map running the page's own Turf
 * version) is not built yet, so this renders nothing.
 */
export default function ExampleMap(_props: Props): ReactNode {
  return null;
}
