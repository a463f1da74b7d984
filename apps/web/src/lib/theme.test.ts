import { describe, expect, it } from 'vitest';
import { theme } from './theme';

/** Hue in degrees and saturation/lightness in [0, 1] of a #rrggbb colour. */
function hsl(hex: string): { hue: number; saturation: number; lightness: number } {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => parseInt(part, 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return { hue: 0, saturation: 0, lightness };
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  let hue: number;
  if (max === r) hue = ((g - b) / delta) % 6;
  else if (max === g) hue = (b - r) / delta + 2;
  else hue = (r - g) / delta + 4;
  return { hue: (hue * 60 + 360) % 360, saturation, lightness };
}

describe('theme (spec §9)', () => {
  it.each([
    ['primary', 'blue', theme.palette.primary.main, 200, 250],
    ['success', 'green', theme.palette.success.main, 90, 160],
    ['warning', 'yellow', theme.palette.warning.main, 45, 65],
  ])('S9-39: %s is a %s', (_name, _colour, main, minHue, maxHue) => {
    const { hue, saturation } = hsl(main);
    expect(hue).toBeGreaterThanOrEqual(minHue);
    expect(hue).toBeLessThanOrEqual(maxHue);
    expect(saturation).toBeGreaterThan(0.4);
  });

  it('S9-39: secondary is a red', () => {
    const { hue, saturation } = hsl(theme.palette.secondary.main);
    expect(hue <= 10 || hue >= 350).toBe(true);
    expect(saturation).toBeGreaterThan(0.4);
  });

  it('S9-40: body text is set in Lato first', () => {
    expect(theme.typography.fontFamily).toMatch(/^Lato\b/);
    expect(theme.typography.body1.fontFamily).toMatch(/^Lato\b/);
  });
});
