import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ticketFiles } from '../../db/schema/tickets.js';
import { restartTestServer } from '../../test/test-server.js';
import {
  call,
  createTicketAs,
  ticketInput,
  ticketWorld,
  type Caller,
  type TicketWorld,
} from '../../test/ticket-kit.js';
import { blobReferences } from './blob-references.js';

let world: TicketWorld;
beforeAll(async () => {
  world = await ticketWorld();
});
afterAll(() => world.server.destroy());

const sha = (value: string) => createHash('sha256').update(value).digest('hex');
const blobPath = (hex: string) => join(world.server.config.dataDir, 'blobs', hex.slice(0, 2), hex);
const present = (hex: string) =>
  stat(blobPath(hex)).then(
    () => true,
    () => false,
  );

/**
 * A create request whose multipart body is sent in two halves: the ticket and a first file,
 * then (once `rest` resolves) an empty second file, which makes the request fail (400).
 */
function createInTwoHalves(caller: Caller, content: string, rest: Promise<void>) {
  const boundary = `----shared${Date.now()}`;
  // Each part ends with the next boundary line, which is what tells the parser it ended.
  const part = (headers: string, body: string) => `${headers}\r\n\r\n${body}\r\n--${boundary}`;
  const file = (name: string) =>
    `\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: text/plain`;
  const first =
    `--${boundary}\r\n` +
    part('Content-Disposition: form-data; name="ticket"', JSON.stringify(ticketInput(world))) +
    part(file('a.cfg'), content);
  const second = part(file('empty.cfg'), '') + '--\r\n';
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(first));
      await rest;
      controller.enqueue(encoder.encode(second));
      controller.close();
    },
  });
  return fetch(`${world.server.baseUrl}/api/care/create`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${caller.token}`,
      ...caller.headers,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    body,
    duplex: 'half',
  } as RequestInit);
}

describe('stored files have one owner (issue 18 item 2)', () => {
  it('two tenants upload the same bytes, one upload fails: the other tenant still downloads its file', async () => {
    const content = `hostname shared-${Date.now()}\n`;
    let sendRest: () => void = () => undefined;
    const rest = new Promise<void>((resolve) => {
      sendRest = resolve;
    });
    // Tenant A's upload stores the blob first (it creates it), then waits mid-request.
    const failing = createInTwoHalves(world.customer, content, rest);
    while (!(await present(sha(content)))) await sleep(10);
    // Tenant B's ticket shares the same content and commits meanwhile.
    const ticket = await createTicketAs(world, world.stranger, { sn: world.strangerDevice }, [
      { name: 'b.cfg', content },
    ]);
    sendRest();
    const answer = await failing;
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toBe('empty.cfg is empty.');
    const file = ticket.files[0];
    const download = await call(
      world,
      world.stranger,
      'GET',
      `/api/care/${ticket.id}/files/${file?.id}`,
    );
    expect(download.status).toBe(200);
    expect(download.body).toBe(content);
  });

  it('a failed upload of content nobody else has leaves no blob', async () => {
    const content = `hostname alone-${Date.now()}\n`;
    const answer = await createInTwoHalves(world.customer, content, Promise.resolve());
    expect(answer.status).toBe(400);
    expect(await present(sha(content))).toBe(false);
  });

  it("a run's input keeps a blob after its file row is gone", async () => {
    const content = `hostname run-input-${Date.now()}\n`;
    const ticket = await createTicketAs(world, world.customer, {}, [{ name: 'r.cfg', content }]);
    const db = world.server.app.database.db;
    await db.delete(ticketFiles).where(eq(ticketFiles.ticketId, ticket.id));
    expect(await blobReferences(db)([sha(content)])).toEqual(new Set([sha(content)]));
  });

  it('at start, partial uploads of a crashed process and blobs no row refers to are swept', async () => {
    const kept = await createTicketAs(world, world.customer, {}, [
      { name: 'kept.cfg', content: 'hostname kept\n' },
    ]);
    await world.server.stop();
    const blobs = join(world.server.config.dataDir, 'blobs');
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid ?? 999_999;
    const partial = `${hostname()}~${deadPid}~1700000000000~upload`;
    await writeFile(join(blobs, 'tmp', partial), 'half an upl');
    const orphan = sha('stored, never committed');
    await mkdir(join(blobs, orphan.slice(0, 2)), { recursive: true });
    await writeFile(blobPath(orphan), 'stored, never committed');

    world.server = await restartTestServer(world.server);
    expect(await readdir(join(blobs, 'tmp'))).not.toContain(partial);
    expect(await present(orphan)).toBe(false);
    const file = kept.files[0];
    const download = await call(
      world,
      world.customer,
      'GET',
      `/api/care/${kept.id}/files/${file?.id}`,
    );
    expect(download.status).toBe(200);
  });
});
