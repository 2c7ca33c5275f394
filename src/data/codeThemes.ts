/**
 * The stock Prism themes colour some tokens below WCAG's 4.5:1 contrast, which axe reports; each
 * colour is pushed towards black or white just far enough, so the themes keep their look.
 */
import { themes, type PrismTheme } from 'prism-react-renderer';

type Rgb = readonly [number, number, number];

/** WCAG 2.x AA for normal-size text, with a little headroom. */
export const minimumContrast = 4.6;

export function parseColor(color: string): Rgb | null {
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(color.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d).join('') : hex[1]!;
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(color.trim());
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

function toHex(color: Rgb): string {
  return `#${color.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export function readableOn(color: string, background: Rgb): string {
  const parsed = parseColor(color);
  if (!parsed || contrastRatio(parsed, background) >= minimumContrast) return color;
  const target: Rgb = luminance(background) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 20; step += 1) {
    const t = step / 20;
    const mixed = parsed.map((c, i) => c + (target[i]! - c) * t) as unknown as Rgb;
    if (contrastRatio(mixed, background) >= minimumContrast) return toHex(mixed);
  }
  return toHex(target);
}

export function withReadableTokens(theme: PrismTheme): PrismTheme {
  const background = parseColor(theme.plain.backgroundColor ?? '');
  if (!background) throw new Error('code theme needs a hex or rgb plain.backgroundColor');
  return {
    plain: { ...theme.plain, color: readableOn(theme.plain.color ?? '#000000', background) },
    styles: theme.styles.map((style) => ({
      ...style,
      style: style.style.color ? { ...style.style, color: readableOn(style.style.color, background) } : style.style,
    })),
  };
}

export const lightCodeTheme = withReadableTokens(themes.github);
export const darkCodeTheme = withReadableTokens(themes.dracula);
