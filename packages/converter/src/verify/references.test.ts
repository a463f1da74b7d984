import { describe, expect, it } from 'vitest';
import { danglingReferences } from './references.js';
import { address, addressGroup, intf, model, origin, policy, tcp } from './test-models.js';

describe('danglingReferences', () => {
  it('a complete model has none', () => {
    const complete = model({
      interfaces: [intf('port1'), intf('port2')],
      zones: [{ name: 'lan', origin, interfaces: ['port1'], intrazone: 'deny' }],
      addresses: [address('a', '10.0.0.1')],
      addressGroups: [addressGroup('g', ['a'])],
      services: [tcp('web', '80')],
      ipPools: [{ name: 'pool', origin, start: '1.1.1.1', end: '1.1.1.2', type: 'overload' }],
      routes: [{ id: 'r1', origin, dst: { ip: '0.0.0.0', prefix: 0 }, device: 'port2' }],
      policies: [
        policy('1', 'accept', {
          srcIntf: ['lan'],
          dstIntf: ['port2'],
          srcAddr: ['g'],
          service: ['web'],
          schedule: 'always',
          nat: { pool: ['pool'] },
        }),
      ],
    });
    expect(danglingReferences(complete)).toEqual([]);
  });

  it('names each dangling reference with its referrer, and what the name is instead', () => {
    const broken = model({
      interfaces: [intf('port1')],
      addresses: [address('a', '10.0.0.1')],
      addressGroups: [addressGroup('g', ['a', 'missing'])],
      services: [tcp('web', '80')],
      routes: [{ id: 'r1', origin, dst: { ip: '0.0.0.0', prefix: 0 }, device: 'port9' }],
      phase2: [
        {
          name: 'p2',
          origin,
          phase1: 'p1',
          local: { kind: 'any' },
          remote: { kind: 'ref', name: 'remote-net' },
          proposals: [],
          pfs: false,
          dhGroups: [],
        },
      ],
      sslVpn: {
        origin,
        sourceInterfaces: ['port1'],
        tunnelPools: ['a'],
        authRules: [{ groups: ['vpn-users'], portal: 'full' }],
      },
      policies: [
        policy('7', 'accept', {
          srcAddr: ['web'],
          service: ['a'],
          users: ['bob'],
          nat: { pool: ['p'] },
        }),
      ],
    });
    const found = danglingReferences(broken).map(
      (ref) =>
        `${ref.from.kind} ${ref.from.id}.${ref.field} -> ${ref.name}${ref.found ? ` (a ${ref.found.join('/')})` : ''}`,
    );
    expect(found).toEqual([
      'address group g.members -> missing',
      'policy 7.srcAddr -> web (a service)',
      'policy 7.service -> a (a address)',
      'policy 7.users -> bob',
      'policy 7.nat.pool -> p',
      'route r1.device -> port9',
      'phase2 p2.phase1 -> p1',
      'phase2 p2.remote -> remote-net',
      'ssl vpn settings.authRules.groups -> vpn-users',
    ]);
    expect(danglingReferences(broken)[0]?.origin).toEqual(origin);
  });
});
