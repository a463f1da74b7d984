import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { MAX_UPLOAD_BYTES, ZErrorResponse, ZTicketDetailResponse } from '@fwmig/contract';
import { conversionResults } from '../../db/schema/conversions.js';
import { devices } from '../../db/schema/devices.js';
import { ticketFiles, tickets } from '../../db/schema/tickets.js';
import { allRunsSettled } from '../../test/conversion-kit.js';
import {
  call,
  createForm,
  createTicketAs,
  ticketInput,
  ticketWorld,
  type TicketWorld,
} from '../../test/ticket-kit.js';

let world: TicketWorld;
beforeAll(async () => {
  world = await ticketWorld();
});
afterAll(() => world.server.destroy());

const db = () => world.server.app.database.db;
const blobsDir = () => join(world.server.config.dataDir, 'blobs');

/**
 * Every stored upload (content-addressed files under blobs/xx/, and unfinished ones in tmp).
 * Submitted tickets convert in the background and store their outputs and reports as blobs too:
 * those are counted out, once every run has settled.
 */
async function blobCount(): Promise<number> {
  await allRunsSettled(world);
  // Outputs and reports (issue 18 item 9) of the runs.
  const outputs = new Set(
    (
      await db()
        .select({ sha: conversionResults.outputSha256, report: conversionResults.reportSha256 })
        .from(conversionResults)
    ).flatMap((row) => [row.sha, row.report ?? '']),
  );
  // blobs/<2 hex>/<sha256>; blobs/leases holds markers, not content.
  const dirs = (await readdir(blobsDir())).filter((d) => /^[0-9a-f]{2}$/.test(d));
  const names = (
    await Promise.all(dirs.map(async (d) => await readdir(join(blobsDir(), d))))
  ).flat();
  const uploads = names.filter((name) => !outputs.has(name)).length;
  return uploads + (await readdir(join(blobsDir(), 'tmp'))).length;
}

async function ticketCount(): Promise<number> {
  const [row] = await db().select({ value: count() }).from(tickets);
  return row?.value ?? 0;
}

describe('creating a ticket (multipart, field files)', () => {
  it('creates a ticket with two files in one request; the files download as attachments (S3-112..115)', async () => {
    const ticket = await createTicketAs(world, world.customer, {}, [
      {
        name: 'asa-running.cfg',
        content: 'hostname edge\naccess-list a extended permit ip any any\n',
      },
      { name: 'notes é.txt', content: 'maintenance window', type: 'text/plain' },
    ]);
    expect(ticket.status).toBe('submitted');
    expect(ticket.id).toBeGreaterThanOrEqual(10001);
    expect(ticket.model).toBe('FortiGate-60F');
    expect(ticket.accountUserId).toBe(world.account.userId);
    expect(ticket.files.map((f) => [f.name, f.size, f.extension, f.kind])).toEqual([
      ['asa-running.cfg', 55, 'cfg', 'source'],
      ['notes é.txt', 18, 'txt', 'source'],
    ]);
    expect(ticket.files[0]?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(ticket.events.map((e) => e.kind)).toEqual(['created']);
    expect(new Date(ticket.dueAt).getTime()).toBeGreaterThan(new Date(ticket.createdAt).getTime());

    const file = ticket.files[1];
    const download = await call(
      world,
      world.customer,
      'GET',
      `/api/care/${ticket.id}/files/${file?.id}`,
    );
    expect(download.status).toBe(200);
    expect(download.body).toBe('maintenance window');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="notes _.txt"; filename*=UTF-8''notes%20%C3%A9.txt`,
    );
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-type')).toBe('application/octet-stream');
  });

  it('a retried submit with the same Idempotency-Key returns the same ticket and stores nothing twice', async () => {
    const before = await ticketCount();
    const blobsBefore = await blobCount();
    const content = `unique ${Date.now()}`;
    const send = () =>
      call(
        world,
        world.customer,
        'POST',
        '/api/care/create',
        createForm(ticketInput(world), [{ name: 'retry.cfg', content }]),
        { 'idempotency-key': 'submit-7f3a' },
      );
    const first = await send();
    const second = await send();
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    const a = ZTicketDetailResponse.parse(first.body).data;
    const b = ZTicketDetailResponse.parse(second.body).data;
    expect(b.id).toBe(a.id);
    expect(await ticketCount()).toBe(before + 1);
    expect(await blobCount()).toBe(blobsBefore + 1);
    // Two concurrent submits of one request with one key also make one ticket.
    const race = () =>
      call(
        world,
        world.customer,
        'POST',
        '/api/care/create',
        createForm(ticketInput(world), [{ name: 'c1.cfg', content: 'one' }]),
        { 'idempotency-key': 'race-1' },
      );
    const [x, y] = await Promise.all([race(), race()]);
    expect(ZTicketDetailResponse.parse(x.body).data.id).toBe(
      ZTicketDetailResponse.parse(y.body).data.id,
    );
    expect(await ticketCount()).toBe(before + 2);
  });

  it('issue 18 item 8: an Idempotency-Key sent again with another body is a 422, and nothing is made', async () => {
    const send = (notes: string, content: string) =>
      call(
        world,
        world.customer,
        'POST',
        '/api/care/create',
        createForm(ticketInput(world, { notes }), [{ name: 'k.cfg', content }]),
        { 'idempotency-key': 'reused-key-1' },
      );
    const unique = `reused ${Date.now()}`;
    const first = await send('first', unique);
    expect(first.status).toBe(201);
    const id = ZTicketDetailResponse.parse(first.body).data.id;
    const before = await ticketCount();
    const blobsBefore = await blobCount();
    // Another ticket text, then other file content: each is another request.
    for (const [notes, content] of [
      ['second', unique],
      ['first', `${unique} changed`],
    ] as const) {
      const again = await send(notes, content);
      expect(again.status).toBe(422);
      expect(ZErrorResponse.parse(again.body)).toEqual({
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: `This Idempotency-Key was already used for another request, which created ticket ${id}. Send a new key for a new ticket, or repeat the first request exactly.`,
      });
    }
    expect(await ticketCount()).toBe(before);
    expect(await blobCount()).toBe(blobsBefore);
    // The same request again still answers with the first ticket.
    const same = await send('first', unique);
    expect(same.status).toBe(200);
    expect(ZTicketDetailResponse.parse(same.body).data.id).toBe(id);
  });

  it('S5-13, S9-2 (issue 19 item 2, upload limit message): a file of 100 MiB + 1 byte is a 413 "over the 100 MB limit" and leaves no blob and no row', async () => {
    const before = await ticketCount();
    const blobsBefore = await blobCount();
    const answer = await call(
      world,
      world.customer,
      'POST',
      '/api/care/create',
      createForm(ticketInput(world), [
        { name: 'small.cfg', content: 'kept only if the ticket is made' },
        { name: 'huge.cfg', content: new Uint8Array(MAX_UPLOAD_BYTES + 1) },
      ]),
    );
    expect(answer.status).toBe(413);
    expect(ZErrorResponse.parse(answer.body).message).toBe(
      'huge.cfg is over the 100 MB limit. Split the configuration or compress it.',
    );
    expect(await ticketCount()).toBe(before);
    expect(await blobCount()).toBe(blobsBefore);
    const [rows] = await db()
      .select({ value: count() })
      .from(ticketFiles)
      .where(eq(ticketFiles.name, 'small.cfg'));
    expect(rows?.value).toBe(0);
  }, 60_000);

  it('a failure after the files were stored (no licence left) leaves no half ticket and no orphan blob', async () => {
    // Use up the account's licences: 1 bound to the licensed device + 3 granted - those used above.
    for (;;) {
      const answer = await call(
        world,
        world.customer,
        'POST',
        '/api/care/create',
        createForm(ticketInput(world), [{ name: 'x.cfg', content: 'same content every time' }]),
      );
      if (answer.status !== 201) {
        expect(answer.status).toBe(409);
        expect(ZErrorResponse.parse(answer.body).code).toBe('LICENCE_REQUIRED');
        expect(ZErrorResponse.parse(answer.body).message).toMatch(
          /^No conversion licence is left for this account\. Buy licences/,
        );
        break;
      }
    }
    const before = await ticketCount();
    const blobsBefore = await blobCount();
    const answer = await call(
      world,
      world.customer,
      'POST',
      '/api/care/create',
      createForm(ticketInput(world), [
        { name: 'fresh.cfg', content: `never stored ${Math.random()}` },
      ]),
    );
    expect(answer.status).toBe(409);
    expect(await ticketCount()).toBe(before);
    expect(await blobCount()).toBe(blobsBefore);
  });

  it('the free licence: once per device, makes the device licensed, and comes back when the ticket is cancelled unstarted', async () => {
    const input = { sn: world.devices.free, isFreeLicense: true };
    const ticket = await createTicketAs(world, world.customer, input);
    expect(ticket.isFreeLicense).toBe(true);
    const [device] = await db().select().from(devices).where(eq(devices.sn, world.devices.free));
    expect(device?.license).toBe(true);
    expect(device?.freeLicenceClaimedAt).not.toBeNull();

    const again = await call(
      world,
      world.customer,
      'POST',
      '/api/care/create',
      createForm(ticketInput(world, input), [{ name: 'a.cfg', content: 'a' }]),
    );
    expect(again.status).toBe(409);
    expect(ZErrorResponse.parse(again.body).code).toBe('FREE_LICENCE_UNAVAILABLE');
    expect(ZErrorResponse.parse(again.body).message).toBe(
      `Device ${world.devices.free} is already licensed; its free licence cannot be claimed. Create the ticket without the free licence.`,
    );

    const cancelled = await call(world, world.customer, 'POST', `/api/care/${ticket.id}/status`, {
      to: 'cancelled',
      note: 'wrong device',
    });
    expect(cancelled.status).toBe(200);
    const [released] = await db().select().from(devices).where(eq(devices.sn, world.devices.free));
    expect(released?.license).toBe(false);
    expect(released?.freeLicenceClaimedAt).toBeNull();
    expect((await createTicketAs(world, world.customer, input)).isFreeLicense).toBe(true);
  });

  it('refuses bad forms with a clear message before reading any file', async () => {
    const post = (form: FormData) => call(world, world.customer, 'POST', '/api/care/create', form);
    const cases: [FormData, number, string][] = [
      [
        createForm(ticketInput(world, { sourceVendor: 'nokia' }), [{ name: 'a', content: 'a' }]),
        400,
        'sourceVendor: nokia is not a vendor we convert from.',
      ],
      [
        createForm(ticketInput(world, { sourceVendor: 'ciscoFWSM', objects: ['SSLVPN'] }), [
          { name: 'a', content: 'a' },
        ]),
        400,
        'objects: Cisco FWSM configurations have no SSLVPN to convert.',
      ],
      [
        createForm(ticketInput(world, { firmwareVersion: '5.0.0' }), [{ name: 'a', content: 'a' }]),
        400,
        'firmwareVersion: FortiGate-60F does not run FortiOS 5.0.0. Choose a version the model supports.',
      ],
      [
        createForm(ticketInput(world, { sn: world.strangerDevice }), [{ name: 'a', content: 'a' }]),
        404,
        `Device ${world.strangerDevice} is not registered to this account.`,
      ],
      [
        createForm(ticketInput(world, { contact: { name: '', email: 'x', phone: '' } }), [
          { name: 'a', content: 'a' },
        ]),
        400,
        'contact.name: This field is required.',
      ],
      [
        createForm(ticketInput(world), []),
        400,
        'Attach the configuration to convert: at least one file in the field "files".',
      ],
      [
        createForm(ticketInput(world), [{ name: 'empty.cfg', content: '' }]),
        400,
        'empty.cfg is empty.',
      ],
    ];
    const before = await ticketCount();
    for (const [form, status, message] of cases) {
      const answer = await post(form);
      expect([answer.status, ZErrorResponse.parse(answer.body).message]).toEqual([status, message]);
    }
    const wrongField = new FormData();
    wrongField.append('ticket', JSON.stringify(ticketInput(world)));
    wrongField.append('file', new Blob(['x']), 'x.cfg');
    expect(ZErrorResponse.parse((await post(wrongField)).body).message).toBe(
      'Attach files in the field "files", not "file".',
    );
    const json = await call(world, world.customer, 'POST', '/api/care/create', ticketInput(world));
    expect(json.status).toBe(415);
    expect(await ticketCount()).toBe(before);
  });
});
