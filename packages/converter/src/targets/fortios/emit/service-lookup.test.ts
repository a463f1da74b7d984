import { describe, expect, it } from 'vitest';
import type { TService } from '../../../model/ir.js';
import { serviceNamed } from './service-lookup.js';

const service = (name: string, port: number) =>
  ({ name, terms: [{ protocol: 'tcp', dst: [[port, port]] }] }) as unknown as TService;

describe('serviceNamed', () => {
  it('issue 17 item 8: finds the first service of a name, and services added after a lookup', () => {
    const services = [service('web', 80), service('web', 8080), service('ssh', 22)];
    expect(serviceNamed(services, 'web')).toBe(services[0]);
    expect(serviceNamed(services, 'dns')).toBeUndefined();
    expect(serviceNamed(services, undefined)).toBeUndefined();
    services.push(service('dns', 53));
    expect(serviceNamed(services, 'dns')).toBe(services[3]);
  });
});
