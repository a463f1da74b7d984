import { gzipSync } from 'node:zlib';
import {
  SOURCE_DETECT_MAX_BYTES,
  ZErrorResponse,
  ZSourceDetectResponse,
  type TSourceDetection,
} from '@fwmig/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketWorld, type TicketWorld } from '../../test/ticket-kit.js';

let world: TicketWorld;
beforeAll(async () => {
  world = await ticketWorld();
});
afterAll(() => world.server.destroy());

/** POSTs a file's head as application/octet-stream, as the signed-in customer unless told. */
async function detect(body: string | Uint8Array<ArrayBuffer>, signedIn = true) {
  const response = await fetch(`${world.server.baseUrl}/api/source/detect`, {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      ...(signedIn
        ? { authorization: `Bearer ${world.customer.token}`, ...world.customer.headers }
        : {}),
    },
    body,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function detected(body: string | Uint8Array<ArrayBuffer>): Promise<TSourceDetection> {
  const answer = await detect(body);
  expect(answer.status).toBe(200);
  return ZSourceDetectResponse.parse(answer.body).data;
}

describe('POST /api/source/detect', () => {
  it('recognises a Cisco ASA running-config and names the line that gave it away', async () => {
    const head = ': Saved\n:\nASA Version 9.12(4)\n!\nhostname edge-asa\n';
    expect(await detected(head)).toEqual({
      format: 'text',
      vendorKey: 'ciscoASA',
      label: 'Cisco ASA',
      line: 3,
      converted: true,
      readableAs: ['ciscoASA', 'ciscoPIX', 'ciscoFWSM', 'ciscoFTD'],
    });
  });

  it('recognises the head of a PAN-OS XML export', async () => {
    const head =
      '<?xml version="1.0"?>\n<config version="10.1.0" urldb="paloaltonetworks">\n  <devices>\n';
    expect(await detected(head)).toMatchObject({
      format: 'xml',
      vendorKey: 'paloAltoNetwork',
      label: 'Palo Alto Networks',
      line: 2,
      converted: true,
      readableAs: ['paloAltoNetwork'],
    });
  });

  it('names a vendor the engine does not convert, so the ticket goes to the engineers (issue 22 item 7)', async () => {
    // ZyWALL/USG (ZLD) CLI Reference Guide, "Addresses": an interface-bound address object.
    const head = 'interface lan1\n!\naddress-object LAN1_SUBNET interface-subnet lan1\n';
    expect(await detected(head)).toEqual({
      format: 'text',
      vendorKey: 'zyxel',
      label: 'Zyxel',
      line: 3,
      converted: false,
      readableAs: [],
    });
  });

  it('answers nulls for text no signature matches', async () => {
    expect(await detected('just some notes\nabout a firewall\n')).toEqual({
      format: 'text',
      vendorKey: null,
      label: null,
      line: null,
      converted: false,
      readableAs: [],
    });
  });

  it('judges a gzip upload by the configuration inside (issue 21 item 7)', async () => {
    const head = gzipSync('<?xml version="1.0"?>\n<pfsense>\n<version>22.9</version>\n');
    expect(await detected(head)).toMatchObject({ format: 'xml', vendorKey: 'pfSense' });
  });

  it('tells a binary file (a NUL byte) from a configuration', async () => {
    const gzip = new Uint8Array([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03]);
    expect(await detected(gzip)).toEqual({
      format: 'binary',
      vendorKey: null,
      label: null,
      line: null,
      converted: false,
      readableAs: [],
    });
  });

  it('is for signed-in users only', async () => {
    expect((await detect('ASA Version 9.12(4)\n', false)).status).toBe(401);
  });

  it('refuses an empty body and one over 256 KiB with a clear message', async () => {
    const empty = await detect('');
    expect(empty.status).toBe(400);
    expect(ZErrorResponse.parse(empty.body).message).toMatch(/empty/);
    const big = await detect(new Uint8Array(SOURCE_DETECT_MAX_BYTES + 1).fill(0x61));
    expect(big.status).toBe(413);
    expect(ZErrorResponse.parse(big.body)).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Send only the first 256 KiB of the file: the vendor is recognised from its head.',
    });
    // Exactly the limit is read.
    expect((await detected(new Uint8Array(SOURCE_DETECT_MAX_BYTES).fill(0x61))).format).toBe(
      'text',
    );
  });
});
