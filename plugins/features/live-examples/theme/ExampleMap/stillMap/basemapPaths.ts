/** The page's side of the basemap worker: one worker for every still map, started by the first. */
import type { View } from './paths';
import type { BasemapReply, BasemapRequest } from './basemapWorker';

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, (reply: BasemapReply) => void>();

export async function basemapPaths(url: string, view: View): Promise<{ land: string; borders: string }> {
  if (!worker) {
    worker = new Worker(new URL('./basemapWorker.ts', import.meta.url), { name: 'still-map-basemap' });
    worker.addEventListener('message', (event: MessageEvent<BasemapReply>) => {
      waiting.get(event.data.id)?.(event.data);
      waiting.delete(event.data.id);
    });
    // A worker that cannot start (a blocked script) answers nothing: every request waiting fails.
    worker.addEventListener('error', () => {
      for (const [id, resolve] of waiting) resolve({ id, error: 'The basemap worker did not start' });
      waiting.clear();
    });
  }
  const id = nextId++;
  const reply = await new Promise<BasemapReply>((resolve) => {
    waiting.set(id, resolve);
    worker!.postMessage({ id, url, view } satisfies BasemapRequest);
  });
  if ('error' in reply) throw new Error(reply.error);
  return reply;
}
