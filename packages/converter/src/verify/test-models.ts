/**
 * Builders of small models for the verification tests (not used by the engine).
 */
import type {
  TAddress,
  TAddressGroup,
  TConfigModel,
  TInterface,
  TPolicy,
  TService,
  TServiceGroup,
  TServiceTerm,
} from '../model/ir.js';
import { emptyModel } from '../model/ir.js';
import type { TOrigin } from '../model/origin.js';

export const origin: TOrigin = { file: 't', line: 1, endLine: 1 };

export function model(parts: Partial<TConfigModel> = {}): TConfigModel {
  return { ...emptyModel(parts.vendor ?? 'test'), ...parts };
}

export const intf = (name: string, zone?: string): TInterface => ({
  name,
  origin,
  hardware: name,
  kind: 'physical',
  addressing: { mode: 'none' },
  enabled: true,
  ...(zone ? { zone } : {}),
});

/** `10.0.0.0/8`, `10.0.0.1` (host) or `10.0.0.1-10.0.0.9` (range). */
export function address(name: string, text: string): TAddress {
  if (text.includes('-')) {
    const [start = '', end = ''] = text.split('-');
    return { name, origin, kind: 'range', start, end };
  }
  if (text.includes('/')) {
    const [ip = '', prefix = ''] = text.split('/');
    return { name, origin, kind: 'subnet', ip, prefix: Number(prefix) };
  }
  return { name, origin, kind: 'host', ip: text };
}

export const addressGroup = (
  name: string,
  members: string[],
  exclude?: string[],
): TAddressGroup => ({
  name,
  origin,
  members,
  ...(exclude ? { exclude } : {}),
});

export const service = (name: string, ...terms: TServiceTerm[]): TService => ({
  name,
  origin,
  terms,
});

/** A TCP service on destination ports `80`, `1000-2000`. */
export const tcp = (name: string, ...ports: string[]): TService =>
  service(name, {
    protocol: 'tcp',
    dst: ports.map((port) => {
      const [low = '0', high = low] = port.split('-');
      return [Number(low), Number(high)];
    }),
  });

export const serviceGroup = (name: string, members: string[]): TServiceGroup => ({
  name,
  origin,
  members,
});

export const policy = (
  id: string,
  action: 'accept' | 'deny',
  fields: Partial<TPolicy> = {},
): TPolicy => ({
  id,
  origin,
  srcIntf: 'any',
  dstIntf: 'any',
  srcAddr: 'any',
  dstAddr: 'any',
  service: 'any',
  action,
  log: false,
  enabled: true,
  ...fields,
});
