import {
  ZChecklistResponse,
  ZMappingResponse,
  ZRunDetailResponse,
  ZTicketDetailResponse,
} from '@fwmig/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMALL_ASA, runsOf, settledRuns } from '../../test/conversion-kit.js';
import { call, createTicketAs, ticketWorld, type TicketWorld } from '../../test/ticket-kit.js';

let world: TicketWorld;
beforeAll(async () => {
  world = await ticketWorld();
});
afterAll(() => world.server.destroy());

const asa = [{ name: 'edge-asa.txt', content: SMALL_ASA }];

describe('a submitted ticket converts itself', () => {
  it('runs once on submission, released to the customer, with report, output and verification', async () => {
    const ticket = await createTicketAs(world, world.customer, {}, asa);
    const [run] = await settledRuns(world, ticket.id);
    expect(run).toMatchObject({
      number: 1,
      status: 'done',
      reason: 'submitted',
      automatic: true,
      released: true,
      attempts: 1,
      error: null,
    });
    expect(run?.counts).toEqual({
      converted: 9,
      partial: 0,
      unsupported: 3,
      ignored: 0,
      unrecognised: 0,
    });
    expect(run?.engineVersion).toMatch(/^fwconv \d/);
    expect(run?.timings?.totalMs).toBeGreaterThan(0);

    // The customer sees it, with the report and the FortiOS output.
    const customerRuns = await runsOf(world, world.customer, ticket.id);
    expect(customerRuns.map((r) => r.id)).toEqual([run?.id]);
    const detail = await call(
      world,
      world.customer,
      'GET',
      `/api/care/${ticket.id}/runs/${run?.id}`,
    );
    const data = ZRunDetailResponse.parse(detail.body).data;
    expect(data.inputs.files.map((f) => f.name)).toEqual(['edge-asa.txt']);
    expect(data.inputs.targetModel).toBe('FortiGate-60F');
    expect(data.inputs.targetPorts).toContain('wan1');
    expect(data.report?.entries.some((e) => e.status === 'unsupported')).toBe(true);
    expect(data.verification?.status).toBeDefined();
    expect(data.sourceInterfaces.map((s) => s.hardware).sort()).toEqual([
      'GigabitEthernet0/0',
      'GigabitEthernet0/1',
      'Management0/0',
    ]);
    // With no mapping saved, the run already follows the editor's suggestion (roles first).
    const mapping = await call(world, world.customer, 'GET', `/api/care/${ticket.id}/mapping`);
    const { suggested } = ZMappingResponse.parse(mapping.body).data;
    expect(Object.fromEntries(data.sourceInterfaces.map((s) => [s.hardware, s.target]))).toEqual(
      suggested,
    );
    expect(suggested['GigabitEthernet0/0']).toBe('wan1');
    const output = await call(
      world,
      world.customer,
      'GET',
      `/api/care/${ticket.id}/runs/${run?.id}/output?download=1`,
    );
    expect(output.status).toBe(200);
    expect(output.headers.get('content-disposition')).toContain(`ticket-${ticket.id}-run-1.conf`);
    expect(output.body).toContain('config firewall policy');
    // Big answers travel compressed to clients that take it (fetch asks for gzip and br).
    expect(output.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    expect(detail.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);

    // Another account sees nothing of it.
    const foreign = await call(
      world,
      world.stranger,
      'GET',
      `/api/care/${ticket.id}/runs/${run?.id}`,
    );
    expect(foreign.status).toBe(404);
  });

  it("a wrong vendor fails its run with the engine's reason, not the server", async () => {
    const ticket = await createTicketAs(
      world,
      world.customer,
      { sourceVendor: 'paloAltoNetwork' },
      asa,
    );
    const [run] = await settledRuns(world, ticket.id);
    expect(run?.status).toBe('failed');
    expect(run?.error).toBe(
      'edge-asa.txt looks like a Cisco ASA configuration, not Palo Alto Networks PAN-OS: choose that vendor or upload the right file.',
    );
  });

  it('issue 19 item 2: a vendor the engine does not convert yet makes no (failed) run', async () => {
    const ticket = await createTicketAs(
      world,
      world.customer,
      { sourceVendor: 'ciscoMeraki' },
      asa,
    );
    expect(await runsOf(world, world.engineer, ticket.id)).toEqual([]);
  });
});

describe('engineers review, re-run, map interfaces, tick off and deliver', () => {
  it('walks the whole review', async () => {
    const ticket = await createTicketAs(world, world.customer, {}, asa);
    await settledRuns(world, ticket.id);
    const path = `/api/care/${ticket.id}`;

    // The mapping editor: suggestion by role (management, WAN) and a validation of each save.
    const view = ZMappingResponse.parse(
      (await call(world, world.engineer, 'GET', `${path}/mapping`)).body,
    ).data;
    expect(view.targetPorts.map((p) => p.name)).toContain('wan1');
    expect(view.suggested['GigabitEthernet0/0']).toBe('wan1');
    expect(view.editable).toBe(true);
    const twice = await call(world, world.engineer, 'PUT', `${path}/mapping`, {
      mapping: {
        'GigabitEthernet0/0': 'wan1',
        'GigabitEthernet0/1': 'wan1',
        'Management0/0': 'dmz',
      },
    });
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.body)).toContain('wan1 is given to');
    const gap = await call(world, world.engineer, 'PUT', `${path}/mapping`, {
      mapping: { 'GigabitEthernet0/0': 'wan1' },
    });
    expect(gap.status).toBe(400);
    expect(JSON.stringify(gap.body)).toContain('no port yet');
    const mapping = {
      'GigabitEthernet0/0': 'wan2',
      'GigabitEthernet0/1': 'internal1',
      'Management0/0': 'dmz',
    };
    const saved = await call(world, world.engineer, 'PUT', `${path}/mapping`, { mapping });
    expect(saved.status).toBe(200);
    expect(ZMappingResponse.parse(saved.body).data.saved).toEqual(mapping);

    // Saving re-ran the conversion with the mapping; the customer does not see it yet.
    const runs = await settledRuns(world, ticket.id, { count: 2 });
    expect(runs[0]).toMatchObject({
      number: 2,
      reason: 'mapping',
      status: 'done',
      released: false,
    });
    const second = ZRunDetailResponse.parse(
      (await call(world, world.engineer, 'GET', `${path}/runs/${runs[0]?.id}`)).body,
    ).data;
    expect(second.inputs.mapping).toEqual(mapping);
    expect(second.sourceInterfaces.find((s) => s.hardware === 'GigabitEthernet0/0')?.target).toBe(
      'wan2',
    );
    expect((await runsOf(world, world.customer, ticket.id)).map((r) => r.number)).toEqual([1]);

    // Customers may not run, release, deliver or see the checklist.
    expect((await call(world, world.customer, 'POST', `${path}/runs`)).status).toBe(403);
    expect((await call(world, world.customer, 'GET', `${path}/checklist`)).status).toBe(403);

    // An engineer's own run.
    const manual = await call(world, world.engineer, 'POST', `${path}/runs`);
    expect(manual.status).toBe(201);
    const all = await settledRuns(world, ticket.id, { count: 3 });
    expect(all[0]).toMatchObject({ number: 3, reason: 'manual' });

    // Delivery waits for the ticket to be in progress and for every checklist item.
    const runId = all[0]?.id;
    const early = await call(world, world.engineer, 'POST', `${path}/runs/${runId}/deliver`);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'STATUS_MOVE_REFUSED' });
    await call(world, world.engineer, 'POST', `${path}/status`, { to: 'in_progress', note: '' });
    const blocked = await call(world, world.engineer, 'POST', `${path}/runs/${runId}/deliver`);
    expect(blocked.status).toBe(409);
    expect(blocked.body).toMatchObject({ code: 'CHECKLIST_OPEN' });
    expect(JSON.stringify(blocked.body)).toContain('Tick off the checklist first: 3 items');
    let checklist = ZChecklistResponse.parse(
      (await call(world, world.engineer, 'GET', `${path}/checklist`)).body,
    ).data;
    expect(checklist.runNumber).toBe(3);
    expect(checklist.items.map((i) => i.status)).toEqual([
      'unsupported',
      'unsupported',
      'unsupported',
    ]);
    for (const item of checklist.items) {
      const ticked = await call(
        world,
        world.engineer,
        'PUT',
        `${path}/checklist/${encodeURIComponent(item.key)}`,
        { done: true, note: `Handled ${item.code} by hand` },
      );
      expect(ticked.status).toBe(200);
      checklist = ZChecklistResponse.parse(ticked.body).data;
    }
    expect(checklist.open).toBe(0);
    expect(checklist.items[0]?.note).toMatch(/^Handled/);

    const delivered = await call(world, world.engineer, 'POST', `${path}/runs/${runId}/deliver`);
    expect(delivered.status).toBe(200);
    expect(ZRunDetailResponse.parse(delivered.body).data).toMatchObject({
      delivered: true,
      released: true,
    });
    const after = ZTicketDetailResponse.parse(
      (await call(world, world.customer, 'GET', path)).body,
    ).data;
    expect(after.status).toBe('delivered');
    expect(after.files.filter((f) => f.kind === 'deliverable').map((f) => f.name)).toEqual([
      `ticket-${ticket.id}-run-3.conf`,
      `ticket-${ticket.id}-run-3-report.txt`,
    ]);
    expect((await runsOf(world, world.customer, ticket.id)).map((r) => r.number)).toEqual([3, 1]);
  });
});
