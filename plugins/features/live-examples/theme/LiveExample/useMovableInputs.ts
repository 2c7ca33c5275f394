/**
 * The example's inputs as handles on its map. The code is the one source of truth: handles are read
 * from it, and a move rewrites it and runs it again. The editing code (acorn) loads only when the
 * reader comes onto the map or opens the editor.
 */
import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

import type { MovableInput } from '../../editing/movableInputs';
import { formatCoordinate } from '../../editing/moveVertex';
import type { MoveVertex } from '../ExampleMap/vertexHandles';
import { latestOnly } from './latestOnly';

import type { EditingTools, ReaderChange } from './useEditingTools';

export interface MovableInputs {
  /** For the map; undefined until the editing code is loaded, and while the code does not parse. */
  readonly movable: { readonly inputs: readonly MovableInput[]; readonly onMove: MoveVertex } | undefined;
  /** The reader has moved an input since the code was last reset. */
  readonly moved: boolean;
  /** The code was set from outside (Reset, another example): the camera may fit it again. */
  readonly forgetMoves: () => void;
}

/** Four digits (about 10 m) say where a vertex went; the code holds as many as the zoom placed. */
const coordinateText = (value: number) => formatCoordinate(value, 4);

export function useMovableInputs({
  tools,
  code,
  setCode,
  run,
  lastRun,
  announce,
}: {
  readonly tools: EditingTools | undefined;
  readonly code: string;
  readonly setCode: (code: string) => void;
  readonly run: (code: string, options: { byReader: boolean }) => Promise<void>;
  /** The newest run's outcome: a new one means a result was committed. */
  readonly lastRun: unknown;
  /** A move by keyboard, or the end of a drag. */
  readonly announce: (change: ReaderChange) => void;
}): MovableInputs {
  const [moved, setMoved] = useState(false);
  // Drag events come faster than renders: each move rewrites the newest code, not the last rendered.
  const latestCode = useRef(code);
  /** The code this hook last handed to the editor; any other is a change from outside (typing, Reset, undo). */
  const followed = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    if (code !== followed.current) latestCode.current = code;
  }, [code]);

  // While the pointer moves, the editor (and the options and links) follow the code only once a run's
  // result is on screen: CodeMirror's update takes the main thread for 3 to 10 ms, which the next
  // result would otherwise wait for. They follow in a transition, after the frame that drew it.
  const followPending = useRef(false);
  const followCode = useCallback(() => {
    followPending.current = false;
    followed.current = latestCode.current;
    setCode(latestCode.current);
  }, [setCode]);
  const followScheduled = useRef(false);
  useEffect(() => {
    if (!followPending.current || followScheduled.current) return;
    followScheduled.current = true;
    requestAnimationFrame(() =>
      setTimeout(() => {
        followScheduled.current = false;
        if (followPending.current) startTransition(followCode);
      }),
    );
  }, [lastRun, followCode]);

  const runLatest = useMemo(
    () => latestOnly(({ code: next, byReader }: { code: string; byReader: boolean }) => run(next, { byReader })),
    [run],
  );

  const inputs = useMemo(() => {
    if (!tools) return undefined;
    try {
      return tools.findMovableInputs(code);
    } catch {
      return undefined; // mid-edit: nothing to move until the code parses again
    }
  }, [tools, code]);

  const onMove = useCallback<MoveVertex>(
    (key, lngLat, { digits, phase }) => {
      if (!tools) return;
      let current: readonly MovableInput[];
      try {
        current = tools.findMovableInputs(latestCode.current);
      } catch {
        return;
      }
      const vertex = current[key.input]?.vertices[key.vertex];
      if (!vertex) return;
      const next = tools.moveVertex(latestCode.current, vertex, lngLat, digits);
      if (next === latestCode.current && phase === 'drag') return;
      latestCode.current = next;
      setMoved(true);
      const settled = phase !== 'drag';
      if (settled) followCode();
      else followPending.current = true;
      if (settled) announce({ code: next, text: `${vertex.label} moved to ${coordinateText(lngLat[0])}, ${coordinateText(lngLat[1])}.` });
      // While the pointer moves, results are drawn but not announced: only where it stops.
      runLatest({ code: next, byReader: settled });
    },
    [tools, followCode, runLatest, announce],
  );

  const forgetMoves = useCallback(() => setMoved(false), []);

  return { movable: inputs ? { inputs, onMove } : undefined, moved, forgetMoves };
}
