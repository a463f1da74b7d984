import { describe, expect, it } from 'vitest';
import { parseIpv4 } from '../net/ipv4.js';
import { RouteTable } from './routes.js';

const ip = (text: string) => parseIpv4(text) ?? -1;

describe('RouteTable', () => {
  const table = new RouteTable([
    { prefix: '0.0.0.0/0', interface: 'wan1' },
    { prefix: '0.0.0.0/0', interface: 'wan2' },
    { prefix: '10.0.0.0/8', interface: 'lan' },
    { prefix: '10.1.0.0/16', interface: 'dmz' },
    { prefix: '192.168.1.0/33', interface: 'bad' },
  ]);

  it('finds the longest matching prefix; equal prefixes give every interface', () => {
    expect(table.egressOf(ip('10.1.2.3'))).toEqual(['dmz']);
    expect(table.egressOf(ip('10.2.0.1'))).toEqual(['lan']);
    expect(table.egressOf(ip('8.8.8.8'))).toEqual(['wan1', 'wan2']);
    expect(table.invalid.map((route) => route.prefix)).toEqual(['192.168.1.0/33']);
  });

  it('an address without a route has no egress', () => {
    expect(
      new RouteTable([{ prefix: '10.0.0.0/8', interface: 'lan' }]).egressOf(ip('11.0.0.1')),
    ).toEqual([]);
  });

  it('keys a destination by where routing lets it leave', () => {
    const net = [[ip('10.0.0.0'), ip('10.255.255.255')]] as const;
    // "any" and the exact egress list of 10.0.0.0/8 match the same routable packets.
    expect(table.routedKey('any', net)).toBe(table.routedKey(['dmz', 'lan'], net));
    expect(table.routedKey(['lan'], net)).not.toBe(table.routedKey('any', net));
    expect(table.routedKey(['wan1'], net)).toBe('');
  });
});
