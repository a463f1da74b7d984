import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createTar } from 'nanotar';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { detectVendor } from '../detect-vendor.js';

const boot = readFileSync(new URL('./fixtures/edgeos-router.boot', import.meta.url), 'utf8');

describe('EdgeOS backup archive (issue 21 item 7, issue 22 item 2)', () => {
  // System > Back Up Config gives a .tar.gz of /config: config.boot beside scripts and keys.
  const archive = gzipSync(
    createTar([
      { name: 'config/auth/README', data: 'Keys and certificates live here.\n' },
      { name: 'config/config.boot', data: boot },
      { name: 'config/scripts/post-config.d/hello.sh', data: '#!/bin/sh\necho hello\n' },
    ]),
  );

  it('is detected as EdgeOS and config.boot converts as on its own, the other files not used', () => {
    const files = [{ name: 'edgerouter-backup.tar.gz', content: archive }];
    const { parser } = detectVendor(files);
    const result = convertWith(parser, { files });
    expect(result.model.vendor).toBe('ubiquiti');
    expect(result.model.policies.map((p) => p.id)).toContain('WAN_IN:30@in:eth0');
    expect(result.verification?.status).toBe('equivalent');
    const unused = result.report.entries.filter((e) => e.code === 'VYOS_FILE_NOT_USED');
    expect(unused.map((e) => e.origin.file).sort()).toEqual([
      'config/auth/README',
      'config/scripts/post-config.d/hello.sh',
    ]);
    expect(unused.every((e) => e.status === 'ignored')).toBe(true);
  });
});
