/**
 * Examples draw random data (`Math.random()` in their code, Turf's random* functions). Run in this
 * process, with no worker to stop them, one random draw in a few hundred made 6.5.0's isolines
 * example loop until the heap ran out (CI, tests/build/movable-examples.test.ts). A fixed seed
 * makes every run draw the same data, so a test passes or fails the same way each time.
 */
export function seedMathRandom(seed = 1): void {
  Math.random = seededRandom(seed);
}

/** mulberry32: a small, well-known 32-bit generator; its quality is plenty for example data and shuffles. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}
