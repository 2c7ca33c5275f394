/**
 * Byte counts as readers see them: `812 B`, `1.0 KB`, `9.9 KB`, `66 KB`, `1.2 MB` (1 KB = 1024
 * bytes, as the site's benchmarks count). One decimal below 10 KB, where it is a tenth of the
 * figure; whole kilobytes above, where a decimal would claim more precision than the method has
 * (bundlers differ by more than that). Pure, used by the page builders and the API index.
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

/** A range of two byte counts, `147-150 KB`, with the unit once when both round to the same unit. */
export function formatByteRange(low: number, high: number): string {
  const [from, to] = [formatBytes(Math.min(low, high)), formatBytes(Math.max(low, high))];
  if (from === to) return from;
  const [fromValue, fromUnit] = from.split(' ');
  const [toValue, toUnit] = to.split(' ');
  return fromUnit === toUnit ? `${fromValue}–${toValue} ${toUnit}` : `${from} – ${to}`;
}
