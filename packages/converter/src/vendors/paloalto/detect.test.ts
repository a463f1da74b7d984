import { describe, expect, it } from 'vitest';
import { sniffSource } from '../../sniff/sniff-source.js';
import { detectVendor } from '../detect-vendor.js';

const detect = (content: string) => detectVendor([{ name: 'running-config.xml', content }]);

describe('issue 17 item 5i: PAN-OS XML is recognised by its <config> element', () => {
  it.each([
    ['version first', '<config version="10.1.0" urldb="paloaltonetworks">\n  <mgt-config/>\n'],
    ['urldb first', '<config urldb="paloaltonetworks" version="9.1.0">\n  <shared/>\n'],
    [
      'after an XML declaration',
      '<?xml version="1.0"?>\n<config urldb="brightcloud" version="8.1.0">\n',
    ],
    [
      'declaration on the same line',
      '<?xml version="1.0" encoding="UTF-8"?><config urldb="paloaltonetworks" version="10.2.0">',
    ],
    [
      'detail-version before version',
      '<config detail-version="10.2.3" urldb="paloaltonetworks" version="10.2.0">\n',
    ],
    [
      'inside an XML API response',
      '<response status="success"><result><config version="10.2.0" urldb="paloaltonetworks">',
    ],
    ['urldb only', '<config urldb="paloaltonetworks">\n<devices/>\n</config>\n'],
  ])('%s', (_, content) => {
    expect(sniffSource(content)).toMatchObject({ format: 'xml', vendorKey: 'paloAltoNetwork' });
    expect(detect(content).parser.key).toBe('paloAltoNetwork');
  });

  it('names the line that told', () => {
    expect(detect('<?xml version="1.0"?>\n<config urldb="x" version="6.1.0">\n').line).toBe(2);
  });

  it('does not take another XML <config> for PAN-OS', () => {
    expect(sniffSource('<config>\n  <interfaces/>\n</config>\n').vendorKey).toBeNull();
    expect(sniffSource('<configuration version="1">\n').vendorKey).toBeNull();
  });
});
