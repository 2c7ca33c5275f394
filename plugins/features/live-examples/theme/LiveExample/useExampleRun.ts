import { useCallback, useEffect, useRef, useState } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { usePluginData } from '@docusaurus/useGlobalData';

import type { ExampleAssets } from '../..';
import type { ExampleOutcome } from '../../runner/execute';

export interface ExampleRun {
  readonly running: boolean;
  readonly outcome: ExampleOutcome | undefined;
  readonly code: string | undefined;
  /** Only the outcome of a run the reader started is announced. */
  readonly byReader: boolean;
}

export function useExampleAssets(): ExampleAssets {
  return usePluginData('live-examples') as ExampleAssets;
}

export function useTurfBundleUrl(turfVersion: string): string {
  const path = useExampleAssets().turfBundles[turfVersion];
  if (!path) throw new Error(`No Turf bundle is served for version ${turfVersion}.`);
  return useBaseUrl(path);
}

function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 2000);
  return () => clearTimeout(handle);
}

/**
 * A run started while another is pending supersedes it. `warmUpWhenIdle` (map examples run as soon
 * as they near the viewport) starts the runner when idle, so the first run does not wait for it.
 */
export function useExampleRun(
  turfVersion: string,
  { warmUpWhenIdle = false }: { warmUpWhenIdle?: boolean } = {},
): [ExampleRun, (code: string, options?: { byReader?: boolean }) => Promise<void>] {
  const turfUrl = useTurfBundleUrl(turfVersion);
  const { exampleRunner } = useExampleAssets();
  const frame = useBaseUrl(exampleRunner.frame);
  const worker = useBaseUrl(exampleRunner.worker);
  const [state, setState] = useState<ExampleRun>({ running: false, outcome: undefined, code: undefined, byReader: false });
  const latest = useRef(0);
  useEffect(() => {
    if (!warmUpWhenIdle) return undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void import('../../runner/client').then(({ warmUp }) => {
        if (!cancelled) warmUp({ frame, worker }, turfUrl);
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [warmUpWhenIdle, frame, worker, turfUrl]);
  const run = useCallback(
    async (code: string, { byReader = false }: { byReader?: boolean } = {}) => {
      const id = ++latest.current;
      performance.mark('example-run:requested');
      setState((previous) => ({ ...previous, running: true }));
      const { runExample } = await import('../../runner/client');
      const outcome = await runExample({ frame, worker }, turfUrl, code);
      performance.mark('example-run:done');
      if (id === latest.current) setState({ running: false, outcome, code, byReader });
    },
    [frame, worker, turfUrl],
  );
  return [state, run];
}
