import {
  ZOrderStatus,
  ZTicketDetailResponse,
  ZTicketPageResponse,
  type TTicketListItem,
} from '@fwmig/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMALL_ASA, runsOf, settledRuns } from '../../test/conversion-kit.js';
import {
  call,
  createForm,
  createTicketAs,
  ticketInput,
  ticketWorld,
  type Caller,
  type TicketWorld,
} from '../../test/ticket-kit.js';

let world: TicketWorld;
beforeAll(async () => {
  world = await ticketWorld();
});
afterAll(() => world.server.destroy());

/** The first bytes of a JPEG (SOI, APP0 JFIF) and some noise: what a phone photo starts with. */
const JPEG = new Uint8Array([
  0xff,
  0xd8,
  0xff,
  0xe0,
  0x00,
  0x10,
  0x4a,
  0x46,
  0x49,
  0x46,
  0x00,
  0x01,
  0x01,
  0x00,
  0x00,
  0x01,
  ...Array.from({ length: 200 }, (_, i) => (i * 37) % 256),
]);

async function licencesUsed(): Promise<number> {
  const answer = await call(world, world.customer, 'GET', '/api/summary/getOrderStatus');
  expect(answer.status).toBe(200);
  return ZOrderStatus.parse((answer.body as { data: unknown }).data).licences.used;
}

async function listItem(caller: Caller, id: number): Promise<TTicketListItem | undefined> {
  const answer = await call(world, caller, 'POST', '/api/care/customerGetAll', {}, { limit: '50' });
  expect(answer.status).toBe(200);
  return ZTicketPageResponse.parse(answer.body).data.items.find((item) => item.id === id);
}

async function createWithJpeg(): Promise<number> {
  const answer = await call(
    world,
    world.customer,
    'POST',
    '/api/care/create',
    createForm(ticketInput(world), [{ name: 'photo.jpg', content: JPEG, type: 'image/jpeg' }]),
  );
  expect(answer.status).toBe(201);
  return ZTicketDetailResponse.parse(answer.body).data.id;
}

describe('issue 19 item 2: vendors the engine does not convert yet', () => {
  it('go to the engineers with no run, an honest history line and the list state "engineers"', async () => {
    const id = (
      await createTicketAs(world, world.customer, { sourceVendor: 'ciscoMeraki' }, [
        { name: 'meraki-l3-rules.json', content: '{ "rules": [] }\n' },
      ])
    ).id;
    expect(await runsOf(world, world.engineer, id)).toEqual([]);
    const detail = ZTicketDetailResponse.parse(
      (await call(world, world.customer, 'GET', `/api/care/${id}`)).body,
    ).data;
    expect(detail.status).toBe('submitted');
    expect(detail.engineConverts).toBe(false);
    expect(detail.events.map((e) => e.text)).toContain(
      'Automatic conversion from Cisco Meraki is not available yet: our engineers convert this ticket.',
    );
    for (const caller of [world.customer, world.engineer]) {
      expect((await listItem(caller, id))?.conversion.state).toBe('engineers');
    }
    const run = await call(world, world.engineer, 'POST', `/api/care/${id}/runs`, {});
    expect(run.status).toBe(409);
    expect(run.body).toMatchObject({ code: 'ENGINE_UNSUPPORTED' });
  });
});

describe('issue 19 item 2: a run that fails on its input is no dead end', () => {
  it('a JPEG fails on input, tells the customer why, gives the licence back and lists as failed', async () => {
    const before = await licencesUsed();
    const id = await createWithJpeg();
    const [run] = await settledRuns(world, id);
    expect(run).toMatchObject({ status: 'failed', failure: 'input', released: true });
    expect(run?.error).toContain('photo.jpg is a binary file, not a configuration');
    // The customer sees the failed run (it is theirs to fix).
    expect((await runsOf(world, world.customer, id)).map((r) => r.id)).toEqual([run?.id]);
    expect(await licencesUsed()).toBe(before);
    const detail = await call(world, world.customer, 'GET', `/api/care/${id}`);
    const events = ZTicketDetailResponse.parse(detail.body).data.events.map((e) => e.text);
    expect(events.some((text) => text.startsWith('The licence was given back'))).toBe(true);
    for (const caller of [world.customer, world.engineer]) {
      expect((await listItem(caller, id))?.conversion).toEqual({
        state: 'failed',
        verdict: null,
        failure: 'input',
      });
    }
  });

  it('replacing the file converts again, released to the customer, and uses a licence again', async () => {
    const id = await createWithJpeg();
    await settledRuns(world, id);
    const before = await licencesUsed();
    const form = new FormData();
    form.append('files', new Blob([SMALL_ASA], { type: 'text/plain' }), 'edge-asa.txt');
    const added = await call(world, world.customer, 'POST', `/api/care/${id}/files`, form);
    expect(added.status).toBe(200);
    expect(await licencesUsed()).toBe(before + 1);
    const jpeg = ZTicketDetailResponse.parse(added.body).data.files.find(
      (file) => file.name === 'photo.jpg',
    );
    const removed = await call(
      world,
      world.customer,
      'DELETE',
      `/api/care/${id}/files/${jpeg?.id}`,
    );
    expect(removed.status).toBe(200);
    const runs = await settledRuns(world, id, { count: 3 });
    const latest = runs.find((run) => run.number === 3);
    expect(latest).toMatchObject({ status: 'done', failure: null, released: true });
    // The run with the photo still in it failed again, but kept the licence (a newer run came).
    expect(runs.find((run) => run.number === 2)).toMatchObject({ failure: 'input' });
    expect(await licencesUsed()).toBe(before + 1);
    const customerRuns = await runsOf(world, world.customer, id);
    expect(customerRuns.map((run) => run.number)).toContain(3);
    const item = await listItem(world.customer, id);
    expect(item?.conversion.state).toBe('done');
    expect(item?.conversion.verdict).toBe(latest?.verdict);
  });

  it('without a licence left, converting again is refused with LICENCE_REQUIRED', async () => {
    const id = await createWithJpeg();
    await settledRuns(world, id);
    // Use up every licence left with tickets that convert.
    for (let left = await availableLicences(); left > 0; left -= 1) {
      await createTicketAs(world, world.customer, {}, [{ name: 'a.txt', content: SMALL_ASA }]);
    }
    const form = new FormData();
    form.append('files', new Blob([SMALL_ASA], { type: 'text/plain' }), 'edge-asa.txt');
    const added = await call(world, world.customer, 'POST', `/api/care/${id}/files`, form);
    expect(added.status).toBe(409);
    expect(added.body).toMatchObject({ code: 'LICENCE_REQUIRED' });
  });
});

async function availableLicences(): Promise<number> {
  const answer = await call(world, world.customer, 'GET', '/api/summary/getOrderStatus');
  return ZOrderStatus.parse((answer.body as { data: unknown }).data).licences.available;
}
