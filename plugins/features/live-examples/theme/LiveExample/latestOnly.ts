/**
 * Runs a task for the newest input only: while one run is under way, later inputs replace each
 * other, and the last of them runs when it ends. A drag sends far more positions than an example
 * can run; runs that fall behind are dropped, not queued.
 */
export function latestOnly<T>(task: (input: T) => Promise<unknown>): (input: T) => void {
  let running = false;
  let pending: { readonly input: T } | undefined;
  const start = (input: T) => {
    running = true;
    void task(input)
      .catch(() => undefined)
      .finally(() => {
        running = false;
        const next = pending;
        pending = undefined;
        if (next) start(next.input);
      });
  };
  return (input: T) => {
    if (running) pending = { input };
    else start(input);
  };
}
