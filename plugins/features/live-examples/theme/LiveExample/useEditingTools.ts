/** The editing code (acorn and the rewriters), loaded when the reader first comes to edit: the map, the editor or the options. */
import { useCallback, useState } from 'react';

export type EditingTools = typeof import('../../editing');

export function useEditingTools(): [EditingTools | undefined, () => void] {
  const [tools, setTools] = useState<EditingTools | undefined>(undefined);
  const load = useCallback(() => {
    void import('../../editing').then((loaded) => setTools(loaded));
  }, []);
  return [tools, load];
}

/** What the reader changed outside the editor, said before the outcome of the run it caused. */
export interface ReaderChange {
  readonly code: string;
  readonly text: string;
}
