import type { Page } from '@playwright/test';

/** What the keyboard focus looks like on the element it is on. */
export interface TFocusRing {
  /** The focused element (or the option it points at with aria-activedescendant), described. */
  element: string;
  /** Contrast of the outline against the colour behind it; 0 when there is no outline. */
  ratio: number;
}

/**
 * Measures the focus indicator of the focused element (issue 23 item 2, WCAG 1.4.11): the
 * outline's colour against the background it is drawn on (the element's own for an inset
 * outline, else its parent's), or a text field's focused 2 px border against the field, with
 * semi-transparent backgrounds composited over white. An element showing focus some other way
 * counts as 0, so the check fails rather than guesses.
 */
export async function focusRing(page: Page): Promise<TFocusRing | null> {
  return page.evaluate(() => {
    type TRgba = [number, number, number, number];
    const parse = (value: string): TRgba => {
      const parts =
        /rgba?\(([^)]+)\)/
          .exec(value)?.[1]
          ?.split(/[\s,/]+/)
          .filter(Boolean) ?? [];
      const [r = 0, g = 0, b = 0, a = '1'] = parts;
      return [Number(r), Number(g), Number(b), a.endsWith('%') ? parseFloat(a) / 100 : Number(a)];
    };
    const over = (top: TRgba, below: TRgba): TRgba => {
      const a = top[3];
      return [0, 1, 2].map((i) => (top[i] ?? 0) * a + (below[i] ?? 0) * (1 - a)).concat(1) as TRgba;
    };
    const backgroundOf = (element: Element | null): TRgba => {
      const layers: TRgba[] = [];
      for (let node = element; node; node = node.parentElement) {
        layers.push(parse(getComputedStyle(node).backgroundColor));
      }
      return layers.reduceRight<TRgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    const luminance = ([r, g, b]: TRgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (a: TRgba, b: TRgba) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
    };

    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    const pointed = focused.getAttribute('aria-activedescendant');
    const target = (pointed && document.getElementById(pointed)) || focused;
    const style = getComputedStyle(target);
    const name =
      target.getAttribute('aria-label') ?? (target.textContent ?? '').trim().slice(0, 40);
    const element = `${target.tagName.toLowerCase()}[role=${target.getAttribute('role') ?? ''}] "${name}"`;
    if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 1) {
      // A text field shows focus with its border, 2 px in the primary colour (MUI outlined).
      const field = target.closest('.MuiOutlinedInput-root.Mui-focused');
      const border = field?.querySelector('.MuiOutlinedInput-notchedOutline');
      if (!field || !border) return { element, ratio: 0 };
      const line = getComputedStyle(border);
      if (parseFloat(line.borderTopWidth) < 2) return { element, ratio: 0 };
      const behind = backgroundOf(field);
      const ring = over(parse(line.borderTopColor), behind);
      return { element, ratio: Math.round(contrast(ring, behind) * 100) / 100 };
    }
    const behind = backgroundOf(
      parseFloat(style.outlineOffset) < 0 ? target : target.parentElement,
    );
    const ring = over(parse(style.outlineColor), behind);
    return { element, ratio: Math.round(contrast(ring, behind) * 100) / 100 };
  });
}
