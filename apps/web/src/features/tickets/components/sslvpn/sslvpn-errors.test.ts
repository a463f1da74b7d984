import { describe, expect, it } from 'vitest';
import { placeServerError } from './sslvpn-errors';

describe('placing a refused save on the form', () => {
  it('reads the server’s described schema errors, several at once', () => {
    expect(
      placeServerError({
        code: 'VALIDATION_FAILED',
        message:
          'The request is not valid: body.dnsServers.1: must be an IPv4 address (a.b.c.d); body.portalMappings.0.group: The user group is required; body.port: must be 1-65535. Fix it and send again.',
      }),
    ).toEqual({
      fields: [
        { name: 'dnsServers.1.value', message: 'Must be an IPv4 address (a.b.c.d)' },
        { name: 'portalMappings.0.group', message: 'The user group is required' },
        { name: 'port', message: 'Must be 1-65535' },
      ],
      general: [],
    });
  });

  it('takes zod issues, as a list or as a zod error’s JSON message', () => {
    const issues = [
      {
        code: 'custom',
        path: ['splitNetworks'],
        message: 'split tunnelling needs at least one network',
      },
      { code: 'custom', path: [], message: 'something about the whole' },
    ];
    const expected = {
      fields: [{ name: 'splitNetworks', message: 'Split tunnelling needs at least one network' }],
      general: ['Something about the whole'],
    };
    expect(placeServerError({ issues })).toEqual(expected);
    expect(placeServerError({ message: JSON.stringify(issues) })).toEqual(expected);
  });

  it('keeps any other message whole', () => {
    expect(
      placeServerError({ code: 'CONFLICT', message: 'Closed tickets keep their settings.' }),
    ).toEqual({
      fields: [],
      general: ['Closed tickets keep their settings.'],
    });
  });
});
