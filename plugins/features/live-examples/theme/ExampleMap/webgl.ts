/**
 * Without WebGL2 MapLibre's constructor logs an error and throws; asking first lets a map say so in
 * its own box. Hardened browsers, virtual machines and older iOS have none.
 */
let answer: boolean | undefined;

export function hasWebGL2(): boolean {
  if (answer === undefined) {
    const context = document.createElement('canvas').getContext('webgl2');
    answer = context !== null;
    // Rather than wait for the collector.
    context?.getExtension('WEBGL_lose_context')?.loseContext();
  }
  return answer;
}
