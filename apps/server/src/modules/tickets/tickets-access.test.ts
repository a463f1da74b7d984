import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorResponse, ZTicketPageResponse, type TTicketDetail } from '@fwmig/contract';
import {
  call,
  createForm,
  createTicketAs,
  SAMPLE_SSLVPN,
  ticketWorld,
  type TicketWorld,
} from '../../test/ticket-kit.js';

let world: TicketWorld;
let mine: TTicketDetail;
let theirs: TTicketDetail;
beforeAll(async () => {
  world = await ticketWorld();
  mine = await createTicketAs(world, world.customer);
  theirs = await createTicketAs(world, world.stranger, { sn: world.strangerDevice });
});
afterAll(() => world.server.destroy());

describe("tenants: another account's ticket, file or device is never data", () => {
  it('by id: detail, files, SSL VPN, status, messages and edits of another account are 404', async () => {
    const fileId = theirs.files[0]?.id ?? '';
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/care/${theirs.id}`],
      ['GET', `/api/care/${theirs.id}/files/${fileId}`],
      ['GET', `/api/care/${theirs.id}/sslvpn`],
      ['POST', `/api/care/${theirs.id}/status`, { to: 'cancelled' }],
      ['DELETE', `/api/care/${theirs.id}/files/${fileId}`],
      ['GET', `/api/care/${mine.id}/files/${fileId}`],
    ];
    for (const [method, path, body] of attempts) {
      const answer = await call(world, world.customer, method, path, body);
      expect([method, path, answer.status]).toEqual([method, path, 404]);
      expect(JSON.stringify(answer.body)).not.toContain(world.strangerDevice);
    }
    const form = new FormData();
    form.append('body', 'hello');
    const message = await call(
      world,
      world.customer,
      'POST',
      `/api/care/${theirs.id}/messages`,
      form,
    );
    expect(message.status).toBe(404);
  });

  it("the list holds only the account's own tickets; a forged user_id header is a 403", async () => {
    const page = ZTicketPageResponse.parse(
      (await call(world, world.customer, 'POST', '/api/care/customerGetAll', {})).body,
    ).data;
    expect(page.items.map((t) => t.id)).toEqual([mine.id]);
    const forged = await call(
      world,
      world.customer,
      'POST',
      '/api/care/customerGetAll',
      {},
      {
        user_id: world.stranger.headers.user_id ?? '',
      },
    );
    expect(forged.status).toBe(403);
    const noAccount = await call(
      world,
      { ...world.customer, headers: {} },
      'POST',
      '/api/care/customerGetAll',
      {},
    );
    expect(noAccount.status).toBe(400);
    expect(ZErrorResponse.parse(noAccount.body).message).toBe(
      'Choose an account first: send the user_id and sub_user_id headers.',
    );
    const stale = await call(
      world,
      { ...world.customer, token: 'x'.repeat(40) },
      'GET',
      `/api/care/${mine.id}`,
    );
    expect(stale.status).toBe(401);
  });

  it("a customer cannot create a ticket for another account's device, nor an engineer-only action", async () => {
    const answer = await call(
      world,
      world.customer,
      'POST',
      '/api/care/create',
      createForm({ sn: world.strangerDevice }, [{ name: 'a', content: 'a' }]),
    );
    expect(answer.status).toBe(400);
    expect(
      (
        await call(world, world.customer, 'POST', `/api/care/${mine.id}/assign`, {
          assigneeId: null,
        })
      ).status,
    ).toBe(403);
    const deliverable = new FormData();
    deliverable.append('files', new Blob(['x']), 'fortios.conf');
    expect(
      (await call(world, world.customer, 'POST', `/api/care/${mine.id}/deliverables`, deliverable))
        .status,
    ).toBe(403);
    const internal = new FormData();
    internal.append('body', 'psst');
    internal.append('internal', 'true');
    expect(
      (await call(world, world.customer, 'POST', `/api/care/${mine.id}/messages`, internal)).status,
    ).toBe(403);
    expect((await call(world, world.customer, 'GET', '/api/admin/engineers')).status).toBe(403);
  });

  it('engineers see every account; the read-only admin sees but cannot change anything', async () => {
    const all = ZTicketPageResponse.parse(
      (await call(world, world.readOnlyAdmin, 'POST', '/api/care/customerGetAll', {})).body,
    ).data;
    expect(all.items.map((t) => t.id).sort()).toEqual([mine.id, theirs.id].sort());
    const seen = await call(world, world.readOnlyAdmin, 'GET', `/api/care/${theirs.id}`);
    expect(seen.status).toBe(200);
    expect((seen.body as { data: TTicketDetail }).data.can.transitions).toEqual([]);
    const changes: [string, string, unknown][] = [
      ['POST', `/api/care/${mine.id}/status`, { to: 'in_progress' }],
      ['POST', `/api/care/${mine.id}/assign`, { assigneeId: world.engineer.loginId }],
      ['PUT', `/api/care/${mine.id}/sslvpn`, SAMPLE_SSLVPN],
    ];
    for (const [method, path, body] of changes) {
      const answer = await call(world, world.readOnlyAdmin, method, path, body);
      expect([path, answer.status]).toEqual([path, 403]);
    }
    const form = new FormData();
    form.append('body', 'hello');
    const message = await call(
      world,
      world.readOnlyAdmin,
      'POST',
      `/api/care/${mine.id}/messages`,
      form,
    );
    expect(message.status).toBe(403);
    expect(ZErrorResponse.parse(message.body).message).toBe(
      'Your administrator access is read-only: you may look at tickets but not change them.',
    );
  });
});
