import { fileURLToPath } from 'node:url';
import { describeGoldenFixtures } from '../../test/golden-suite.js';
import { findVendorParser } from '../../vendors/registry.js';

const parser = findVendorParser('fortinet');
if (!parser) throw new Error('the fortinet vendor is not registered');

/** FortiOS to FortiOS: each `fixtures/*.src.conf` converts to its `.fortios.conf` and report. */
describeGoldenFixtures({
  title: 'FortiOS fixture',
  parser,
  dir: fileURLToPath(new URL('./fixtures/', import.meta.url)),
  extension: '.src.conf',
  isComment: (line) => line.startsWith('#'),
});
