import { describe, expect, it } from 'vitest';
import type { TOrigin } from '../../model/origin.js';
import { VendorContext } from './vendor-context.js';

class LineContext extends VendorContext<number> {
  origin(line: number): TOrigin {
    return { file: this.file, line, endLine: line };
  }
}

// issue 21 item 1: readers that take a value apart themselves get the same objects as literals.
describe('VendorContext.valueAddress', () => {
  it('names a read value as literalAddress names its text, and makes it once', () => {
    const ctx = new LineContext('f.cfg', 'ciscoASA');
    const at = ctx.origin(1);
    expect(ctx.valueAddress({ ip: '10.1.2.3', prefix: 24 }, at)).toBe('n-10.1.2.0_24');
    expect(ctx.literalAddress('10.1.2.0/255.255.255.0', at)).toBe('n-10.1.2.0_24');
    expect(ctx.valueAddress({ ip: '192.0.2.5', prefix: 32 }, at)).toBe('h-192.0.2.5');
    expect(ctx.valueAddress({ start: '192.0.2.10', end: '192.0.2.20' }, at)).toBe(
      'r-192.0.2.10-192.0.2.20',
    );
    expect(ctx.model.addresses.map((a) => a.name)).toEqual([
      'n-10.1.2.0_24',
      'h-192.0.2.5',
      'r-192.0.2.10-192.0.2.20',
    ]);
  });

  it('inlineService uses an object of its name only when it matches the same; generatedService always does', () => {
    const ctx = new LineContext('f.cfg', 'ciscoASA');
    const at = ctx.origin(1);
    const terms = [{ protocol: 'tcp' as const, dst: [[80, 80]] as [number, number][] }];
    // `object service tcp-80` that is really something else, and `tcp-8090` that is port 8090.
    ctx.model.services.push({ name: 'tcp-80', origin: at, terms: [] });
    const port8090 = [{ protocol: 'tcp' as const, dst: [[8090, 8090]] as [number, number][] }];
    ctx.model.services.push({ name: 'tcp-8090', origin: at, terms: port8090 });
    expect(ctx.generatedService('tcp-80', terms, at)).toBe('tcp-80');
    expect(ctx.model.services).toHaveLength(2);
    expect(ctx.inlineService('tcp-80', terms, at)).toBe('tcp-80_2');
    expect(ctx.inlineService('tcp-80', terms, at)).toBe('tcp-80_2');
    expect(ctx.inlineService('tcp-8090', port8090, at)).toBe('tcp-8090');
    expect(ctx.model.services.map((s) => s.name)).toEqual(['tcp-80', 'tcp-8090', 'tcp-80_2']);
  });
});
