/**
 * 1 KB = 1024 bytes, as the benchmarks count. Whole kilobytes from 10 KB: a decimal would claim more
 * precision than the method has.
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new Error(`formatBytes: not a byte count: ${bytes}`);
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  const kilobytes = bytes / 1024;
  // Rounded first, so 10,230 bytes (9.99 KB) reads "10 KB", not "10.0 KB".
  if (Math.round(kilobytes * 10) / 10 < 10) return `${(Math.round(kilobytes * 10) / 10).toFixed(1)} KB`;
  if (Math.round(kilobytes) < 1024) return `${Math.round(kilobytes)} KB`;
  return `${(kilobytes / 1024).toFixed(1)} MB`;
}

/** `147-150 KB`. */
export function formatByteRange(low: number, high: number): string {
  const [from, to] = [formatBytes(Math.min(low, high)), formatBytes(Math.max(low, high))];
  if (from === to) return from;
  const [fromValue, fromUnit] = from.split(' ');
  const [toValue, toUnit] = to.split(' ');
  return fromUnit === toUnit ? `${fromValue}–${toValue} ${toUnit}` : `${from} – ${to}`;
}
