import { ZRunDetailResponse } from '@fwmig/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settledRuns } from '../../test/conversion-kit.js';
import { call, createTicketAs, ticketWorld, type TicketWorld } from '../../test/ticket-kit.js';

let world: TicketWorld;
beforeAll(async () => {
  world = await ticketWorld();
});
afterAll(() => world.server.destroy());

/** An SRX with a root policy domain and one logical system, each with its own zones. */
const SRX_WITH_LSYS = `set system host-name edge-srx
set interfaces ge-0/0/0 unit 0 family inet address 203.0.113.2/24
set interfaces ge-0/0/1 unit 0 family inet address 10.0.1.1/24
set security zones security-zone untrust interfaces ge-0/0/0.0
set security zones security-zone trust interfaces ge-0/0/1.0
set security policies from-zone trust to-zone untrust policy out match source-address any
set security policies from-zone trust to-zone untrust policy out match destination-address any
set security policies from-zone trust to-zone untrust policy out match application junos-http
set security policies from-zone trust to-zone untrust policy out then permit
set logical-systems LAB interfaces ge-0/0/2 unit 30 vlan-id 30
set logical-systems LAB interfaces ge-0/0/2 unit 30 family inet address 10.30.0.1/24
set logical-systems LAB security zones security-zone lab interfaces ge-0/0/2.30
`;

const srx = [{ name: 'edge-srx.conf', content: SRX_WITH_LSYS }];

describe('a configuration of several parts (device groups, logical systems, VDOMs)', () => {
  it('converts the first part, lists the others, and converts another on request', async () => {
    const ticket = await createTicketAs(world, world.customer, { sourceVendor: 'juniperSRX' }, srx);
    const [first] = await settledRuns(world, ticket.id);
    expect(first?.status).toBe('done');
    expect(first?.scope).toEqual({ kind: 'Logical system', name: 'root', names: ['root', 'LAB'] });

    // The customer cannot start runs; the engineer converts the logical system LAB.
    const path = `/api/care/${ticket.id}/runs`;
    expect((await call(world, world.customer, 'POST', path, { scope: 'LAB' })).status).toBe(403);
    const started = await call(world, world.engineer, 'POST', path, { scope: 'LAB' });
    expect(started.status).toBe(201);
    expect(ZRunDetailResponse.parse(started.body).data.inputs.scope).toBe('LAB');
    const [second] = await settledRuns(world, ticket.id, { count: 2 });
    expect(second?.scope).toEqual({ kind: 'Logical system', name: 'LAB', names: ['root', 'LAB'] });
    const detail = ZRunDetailResponse.parse(
      (await call(world, world.engineer, 'GET', `${path}/${second?.id}`)).body,
    ).data;
    expect(detail.report?.entries.some((e) => e.objectType === 'Zones' && e.name === 'lab')).toBe(
      true,
    );
    expect(detail.report?.entries.some((e) => e.objectType === 'Zones' && e.name === 'trust')).toBe(
      false,
    );

    // A run without a part keeps the part the last run converted.
    const again = await call(world, world.engineer, 'POST', path);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const [third] = await settledRuns(world, ticket.id, { count: 3 });
    expect(third?.scope?.name).toBe('LAB');
  });

  it('refuses a part the configuration does not hold, naming the ones it does', async () => {
    const ticket = await createTicketAs(world, world.customer, { sourceVendor: 'juniperSRX' }, srx);
    await settledRuns(world, ticket.id);
    const answer = await call(world, world.engineer, 'POST', `/api/care/${ticket.id}/runs`, {
      scope: 'PROD',
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(
      'The configuration has no logical system \\"PROD\\": choose one of root, LAB.',
    );
    const runs = await settledRuns(world, ticket.id);
    expect(runs).toHaveLength(1);
  });
});
