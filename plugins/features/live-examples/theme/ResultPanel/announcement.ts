/** One sentence for the live region when a run the reader started ends; the panel holds the details. */
import type { ExampleOutcome } from '../../runner/execute';
import type { JsonValue } from '../../runner/displayValue';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

function describeValue(value: JsonValue | undefined): string {
  if (value === undefined) return 'undefined';
  if (value === null || typeof value !== 'object') {
    const text = typeof value === 'string' ? JSON.stringify(value) : String(value);
    return text.length > 80 ? `${text.slice(0, 80)}…` : text;
  }
  if (Array.isArray(value)) return `an array of ${plural(value.length, 'item')}`;
  if (value.type === 'FeatureCollection' && Array.isArray(value.features)) {
    return `a FeatureCollection of ${plural(value.features.length, 'feature')}`;
  }
  if (typeof value.type === 'string') return `a ${value.type}`;
  return `an object with ${plural(Object.keys(value).length, 'key')}`;
}

export function announcementOf(outcome: ExampleOutcome): string {
  if (!outcome.ok) {
    const { name, message, location } = outcome.error;
    return `${name}: ${message}${location ? ` (line ${location.line}, column ${location.column})` : ''}`;
  }
  const drawn = outcome.map.layers.length;
  const result = `Result${outcome.shownValue ? ` of ${outcome.shownValue}` : ''}: ${describeValue(outcome.result.value)}.`;
  return drawn > 0 ? `${result} ${plural(drawn, 'layer')} drawn on the map.` : result;
}
