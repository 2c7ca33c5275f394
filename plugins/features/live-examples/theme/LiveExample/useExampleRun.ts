import { useCallback, useRef, useState } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { usePluginData } from '@docusaurus/useGlobalData';

import type { ExampleAssets } from '../..';
import type { ExampleOutcome } from '../../runner/execute';

export interface ExampleRun {
  readonly running: boolean;
  readonly outcome: ExampleOutcome | undefined;
  /** The code the outcome is for. */
  readonly code: string | undefined;
}

export function useExampleAssets(): ExampleAssets {
  return usePluginData('live-examples') as ExampleAssets;
}

/** Site-relative URL of a Turf version's browser bundle. */
export function useTurfBundleUrl(turfVersion: string): string {
  const path = useExampleAssets().turfBundles[turfVersion];
  if (!path) throw new Error(`No Turf bundle is served for version ${turfVersion}.`);
  return useBaseUrl(path);
}

/**
 * Runs code on a Turf version through the shared example runner (loaded on the first run) and
 * keeps the latest outcome; a run started while another is pending supersedes it.
 */
export function useExampleRun(turfVersion: string): [ExampleRun, (code: string) => Promise<void>] {
  const turfUrl = useTurfBundleUrl(turfVersion);
  const frameUrl = useBaseUrl(useExampleAssets().exampleRunner);
  const [state, setState] = useState<ExampleRun>({ running: false, outcome: undefined, code: undefined });
  const latest = useRef(0);
  const run = useCallback(
    async (code: string) => {
      const id = ++latest.current;
      setState((previous) => ({ ...previous, running: true }));
      const { runExample } = await import('../../runner/client');
      const outcome = await runExample(frameUrl, turfUrl, code);
      performance.mark('example-run:done');
      if (id === latest.current) setState({ running: false, outcome, code });
    },
    [frameUrl, turfUrl],
  );
  return [state, run];
}
