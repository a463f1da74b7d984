import { describe, expect, it } from 'vitest';
import { TICKET_KEYS } from './query-keys';
import { ACCOUNT_SCOPED_QUERY_ROOTS, createQueryClient, forgetAccountData } from './query-client';

describe('account-scoped queries', () => {
  it("forgets every ticket, device and licence answer when the account changes, keeping the session's", () => {
    const client = createQueryClient();
    const scoped = [
      TICKET_KEYS.page({ skip: 0 }, {}),
      TICKET_KEYS.detail(10001),
      TICKET_KEYS.orderStatus,
      TICKET_KEYS.purchaseUrl,
      TICKET_KEYS.engineers,
      TICKET_KEYS.devices,
      TICKET_KEYS.modelBySerial('FGT60FTK20000001'),
    ];
    for (const key of scoped) {
      expect(ACCOUNT_SCOPED_QUERY_ROOTS).toContain(key[0]);
      client.setQueryData(key, 'data of account 100001');
    }
    client.setQueryData(['loginAccountList'], ['kept']);
    forgetAccountData(client);
    for (const key of scoped) expect(client.getQueryData(key)).toBeUndefined();
    expect(client.getQueryData(['loginAccountList'])).toEqual(['kept']);
  });
});
