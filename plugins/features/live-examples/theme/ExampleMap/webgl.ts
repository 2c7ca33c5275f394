/**
 * Whether this browser can give MapLibre the WebGL2 context it needs. Without one MapLibre's
 * constructor throws ("WebGL2 is required to display this map") after logging an error; asking
 * first lets a map say so in its own box and log nothing. Hardware acceleration turned off,
 * privacy-hardened browsers, remote desktops, virtual machines and older iOS have none.
 */
let answer: boolean | undefined;

export function hasWebGL2(): boolean {
  if (answer === undefined) {
    const context = document.createElement('canvas').getContext('webgl2');
    answer = context !== null;
    // The probe's context is not needed again: give it back rather than wait for the collector.
    context?.getExtension('WEBGL_lose_context')?.loseContext();
  }
  return answer;
}
