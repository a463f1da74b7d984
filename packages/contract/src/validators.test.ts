import { describe, expect, it } from 'vitest';
import { extensionOf, isImageFile, mergeFiles, uploadSizeError } from './files.js';
import { MAX_UPLOAD_BYTES } from './constants.js';
import { EMAIL_PATTERN, URL_PATTERN, isEmail, isIpv4, isIpv4Cidr, isUrl } from './validators.js';

describe('IPv4 (S5: four octets 0-255)', () => {
  it.each(['0.0.0.0', '10.1.2.3', '255.255.255.255', '192.168.0.1'])('accepts %s', (ip) =>
    expect(isIpv4(ip)).toBe(true),
  );
  it.each([
    '256.1.1.1',
    '01.2.3.4',
    '1.2.3',
    '1.2.3.4.5',
    '1.2.3.-4',
    ' 1.2.3.4',
    '1.2.3.4 ',
    'a.b.c.d',
    '',
  ])('rejects %j', (ip) => expect(isIpv4(ip)).toBe(false));
});

describe('IPv4 with CIDR mask (S5: /8 through /32)', () => {
  it.each(['0.0.0.0/8', '255.255.255.255/32', '10.0.0.0/16', '192.168.1.0/24'])('accepts %s', (v) =>
    expect(isIpv4Cidr(v)).toBe(true),
  );
  it.each([
    '10.0.0.0/7',
    '10.0.0.0/33',
    '10.0.0.0/08',
    '10.0.0.0',
    '256.0.0.0/8',
    '010.0.0.0/8',
    '10.0.0.0/',
  ])('rejects %j', (v) => expect(isIpv4Cidr(v)).toBe(false));
});

describe('e-mail and URL recognition', () => {
  it('finds them in text', () => {
    const text = 'Write to ops@example.com or see https://docs.example.com/a?b=1 today.';
    expect(text.match(EMAIL_PATTERN)).toEqual(['ops@example.com']);
    expect(text.match(URL_PATTERN)).toEqual(['https://docs.example.com/a?b=1']);
    expect(isEmail('a.b+c@sub.example.org')).toBe(true);
    expect(isEmail('not an e-mail')).toBe(false);
    expect(isUrl('http://localhost:8080/x')).toBe(true);
    expect(isUrl('ftp://x')).toBe(false);
  });

  it('stays fast on hostile input (linear-time patterns)', () => {
    expect(isEmail(`${'a'.repeat(50_000)}@`)).toBe(false);
  });
});

describe('file helpers (S5)', () => {
  it('tells images by MIME type or extension', () => {
    expect(isImageFile({ name: 'logo.PNG' })).toBe(true);
    expect(isImageFile({ name: 'x', type: 'image/webp' })).toBe(true);
    expect(isImageFile({ name: 'diagram.svg', type: '' })).toBe(true);
    expect(isImageFile({ name: 'fw.cfg', type: 'text/plain' })).toBe(false);
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('.hidden')).toBe('');
  });

  it('merges file lists, dropping the same name with the same size', () => {
    const a = { name: 'fw.cfg', size: 10 };
    const b = { name: 'fw.cfg', size: 11 };
    const c = { name: 'other.cfg', size: 10 };
    expect(mergeFiles([a], [{ ...a }, b, c, { ...c }])).toEqual([a, b, c]);
  });

  it('S5-13 (issue 19 item 2): allows exactly 100 MB and refuses one byte more as over the limit, naming the file', () => {
    expect(MAX_UPLOAD_BYTES).toBe(104857600);
    expect(uploadSizeError({ name: 'big.cfg', size: MAX_UPLOAD_BYTES })).toBeUndefined();
    expect(uploadSizeError({ name: 'big.cfg', size: MAX_UPLOAD_BYTES + 1 })).toMatch(
      'big.cfg is over the 100 MB limit. Split the configuration or compress it.',
    );
  });
});

describe('the checklist examples, as written (S5-7..S5-12, S5-21, S5-22)', () => {
  it('S5-7 S5-8 S5-9: IPv4 and IPv4 with a mask', () => {
    expect(isIpv4Cidr('0.0.0.0/8')).toBe(true);
    expect(isIpv4Cidr('255.255.255.255/32')).toBe(true);
    expect(isIpv4Cidr('256.1.1.1/24')).toBe(false);
    expect(isIpv4Cidr('10.0.0.0/7')).toBe(false);
    expect(isIpv4Cidr('10.0.0.0/33')).toBe(false);
    expect(isIpv4('192.168.1.1')).toBe(true);
    for (const bad of ['192.168.1.256', '1.2.3', '1.2.3.4.5']) expect(isIpv4(bad)).toBe(false);
  });

  it('S5-10 S5-11: images by MIME type, or by extension with an empty MIME type', () => {
    expect(isImageFile({ name: 'x.bin', type: 'image/webp' })).toBe(true);
    for (const name of ['a.jpeg', 'a.jpg', 'a.gif', 'a.png', 'a.svg']) {
      expect(isImageFile({ name, type: '' })).toBe(true);
    }
    expect(isImageFile({ name: 'a.txt', type: 'text/plain' })).toBe(false);
  });

  it('S5-12: [a.cfg 10 B] merged with [a.cfg 10 B, a.cfg 11 B] keeps a.cfg 10 B once and a.cfg 11 B', () => {
    const merged = mergeFiles(
      [{ name: 'a.cfg', size: 10 }],
      [
        { name: 'a.cfg', size: 10 },
        { name: 'a.cfg', size: 11 },
      ],
    );
    expect(merged).toEqual([
      { name: 'a.cfg', size: 10 },
      { name: 'a.cfg', size: 11 },
    ]);
  });

  it('S5-21 S5-22: e-mail and URL patterns find addresses in text and nothing in look-alikes', () => {
    expect('mail user@example.com now'.match(EMAIL_PATTERN)).toEqual(['user@example.com']);
    expect('user at example'.match(EMAIL_PATTERN)).toBeNull();
    expect('see https://example.com/a please'.match(URL_PATTERN)).toEqual([
      'https://example.com/a',
    ]);
    expect('example dot com'.match(URL_PATTERN)).toBeNull();
  });
});
