import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { contrastRatio, darkCodeTheme, lightCodeTheme, minimumContrast, parseColor, readableOn } from '../../src/data/codeThemes';

describe('code themes', () => {
  for (const [name, theme] of [
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ] as const) {
    it(`${name}: every token colour reaches ${minimumContrast}:1 on the block background`, () => {
      const background = parseColor(theme.plain.backgroundColor!)!;
      const colours = [theme.plain.color!, ...theme.styles.map((s) => s.style.color).filter(Boolean)] as string[];
      for (const colour of colours) {
        const ratio = contrastRatio(parseColor(colour)!, background);
        assert.ok(ratio >= minimumContrast, `${colour} is ${ratio.toFixed(2)}:1`);
      }
    });
  }

  it('leaves colours that are already readable untouched', () => {
    assert.equal(readableOn('#000000', [255, 255, 255]), '#000000');
    assert.equal(readableOn('rgb(248, 248, 242)', [40, 42, 54]), 'rgb(248, 248, 242)');
  });

  it('darkens on light backgrounds and lightens on dark ones', () => {
    const onWhite = parseColor(readableOn('#36acaa', [255, 255, 255]))!;
    assert.ok(onWhite.every((c, i) => c <= parseColor('#36acaa')![i]!));
    const onDark = parseColor(readableOn('#6272a4', [40, 42, 54]))!;
    assert.ok(onDark.every((c, i) => c >= parseColor('#6272a4')![i]!));
  });
});
