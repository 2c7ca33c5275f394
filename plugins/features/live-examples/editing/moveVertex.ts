/** Rewrites the numbers of one vertex in the code, leaving every other character as it was. */
import type { NumberSpan, Vertex } from './movableInputs';

/**
 * Digits a coordinate needs at a map zoom: about a tenth of a pixel (a 512 px world at zoom 0),
 * so a moved vertex lands where it was dropped without writing noise into the code.
 */
export function coordinateDigits(zoom: number): number {
  const degreesPerPixel = 360 / (512 * 2 ** Math.max(zoom, 0));
  return Math.min(7, Math.max(0, Math.ceil(-Math.log10(degreesPerPixel / 10))));
}

/** `12.5000` → `12.5`, `-0` → `0`; never an exponent. */
export function formatCoordinate(value: number, digits: number): string {
  const text = value
    .toFixed(digits)
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
  return text === '-0' ? '0' : text;
}

interface Replacement extends NumberSpan {
  readonly text: string;
}

export function replaceSpans(code: string, replacements: readonly Replacement[]): string {
  let result = code;
  // From the end, so earlier spans keep their offsets.
  for (const { start, end, text } of [...replacements].sort((a, b) => b.start - a.start)) {
    result = result.slice(0, start) + text + result.slice(end);
  }
  return result;
}

/**
 * Longitudes are not wrapped, so a line drawn across the antimeridian (179 to 181) keeps its shape;
 * latitudes stay on the Mercator map.
 */
export function moveVertex(code: string, vertex: Vertex, [lng, lat]: readonly [number, number], digits: number): string {
  const clamped = Math.max(-85, Math.min(85, lat));
  const lngText = formatCoordinate(lng, digits);
  const latText = formatCoordinate(clamped, digits);
  return replaceSpans(
    code,
    vertex.spans.flatMap((spans) => [
      { ...spans.lng, text: lngText },
      { ...spans.lat, text: latText },
    ]),
  );
}
