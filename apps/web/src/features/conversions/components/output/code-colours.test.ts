import { describe, expect, it } from 'vitest';
import { CODE_BACKGROUNDS, GUTTER_COLOURS, TOKEN_COLOURS } from './code-colours';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('code colours', () => {
  it('computes contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  const texts = { ...TOKEN_COLOURS, ...GUTTER_COLOURS };
  it.each(Object.entries(texts))(
    'text coloured %s (%s) reads at AA (4.5:1) on every background',
    (_name, colour) => {
      for (const [background, fill] of Object.entries(CODE_BACKGROUNDS)) {
        expect({ background, ratio: contrast(colour, fill) >= 4.5 }).toEqual({
          background,
          ratio: true,
        });
      }
    },
  );
});
