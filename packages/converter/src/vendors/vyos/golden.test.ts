import { fileURLToPath } from 'node:url';
import { describeGoldenFixtures } from '../../test/golden-suite.js';
import { isVyosComment } from './comments.js';
import { vyosParser } from './vendor.js';

const vyos = vyosParser;
const dir = fileURLToPath(new URL('./fixtures/', import.meta.url));

// issue 22 item 2: config.boot (VyOS 1.3, EdgeOS) and set commands (VyOS 1.4+), each fixture
// declaring in its header the verdict it honestly gets where that is not `equivalent`.
for (const extension of ['.boot', '.set'])
  describeGoldenFixtures({
    title: `VyOS / EdgeOS fixture (${extension})`,
    parser: vyos,
    dir,
    extension,
    isComment: isVyosComment,
  });
