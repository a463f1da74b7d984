import { afterEach, beforeEach } from 'vitest';

/**
 * jsdom lays nothing out and cannot scroll: for the tests of a file, give every element a
 * 400 px high box, room to scroll and a scrollTo, so virtualised code views render the lines in view.
 */
export function stubLayoutInTests(height = 400) {
  const restores: (() => void)[] = [];
  const stub = (name: string, descriptor: PropertyDescriptor) => {
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, ...descriptor });
    restores.push(() => Reflect.deleteProperty(HTMLElement.prototype, name));
  };
  beforeEach(() => {
    stub('clientHeight', { get: () => height });
    stub('clientWidth', { get: () => 800 });
    // The virtualizer scrolls no further than scrollHeight allows: room for any output.
    stub('scrollHeight', { get: () => 100_000_000 });
    stub('scrollTo', {
      value(this: HTMLElement, options: ScrollToOptions) {
        if (options.top !== undefined) this.scrollTop = options.top;
        this.dispatchEvent(new Event('scroll'));
      },
    });
  });
  afterEach(() => {
    restores.splice(0).forEach((restore) => restore());
  });
}
