import type { TAddress } from '../../../model/ir.js';
import { formatIpv4, parseIpv4, prefixToMask } from '../../../net/ipv4.js';
import { q } from '../writer.js';
import { dependencyOrder } from './dependency-order.js';
import type { EmitContext } from './context.js';

function writeAddress(ctx: EmitContext, address: TAddress): void {
  switch (address.kind) {
    case 'host':
      ctx.out.set('subnet', address.ip, '255.255.255.255');
      break;
    case 'subnet':
      ctx.out.set('subnet', address.ip, prefixToMask(address.prefix));
      break;
    case 'range':
      ctx.out.set('type', 'iprange');
      ctx.out.set('start-ip', address.start);
      ctx.out.set('end-ip', address.end);
      break;
    case 'fqdn':
      ctx.out.set('type', 'fqdn');
      ctx.out.set('fqdn', q(address.fqdn));
      break;
    case 'wildcard':
      ctx.out.set('type', 'wildcard');
      // FortiOS writes the mask with 1 = must match; the model keeps Cisco's 1 = don't care.
      ctx.out.set('wildcard', address.ip, formatIpv4(~(parseIpv4(address.wildcard) ?? 0) >>> 0));
      break;
    case 'geo':
      ctx.out.set('type', 'geography');
      ctx.out.set('country', q(address.country));
      break;
  }
  if (address.comment) ctx.out.set('comment', q(address.comment.slice(0, 255)));
}

const isV6 = (address: TAddress) =>
  (address.kind === 'host' || address.kind === 'subnet') && address.ip.includes(':');

/** `config firewall address` and `config firewall addrgrp`, groups after their members. */
export function emitAddresses(ctx: EmitContext): void {
  const addresses = ctx.model.addresses.filter(
    (address) => !isV6(address) && !ctx.factory('address', address),
  );
  for (const address of ctx.model.addresses.filter(isV6)) {
    ctx.note('addresses', address.name, {
      status: 'unsupported',
      code: 'IPV6_ADDRESS',
      message: 'IPv6 addresses are not converted yet.',
    });
  }
  if (addresses.length) {
    ctx.out.config('firewall address', () => {
      for (const address of addresses) {
        const name = ctx.name('addresses', 'address', address.name);
        ctx.out.edit(name, () => writeAddress(ctx, address));
        ctx.target('addresses', address.name, `firewall address "${name}"`);
      }
    });
  }
  const { ordered, cyclic } = dependencyOrder(ctx.model.addressGroups);
  const groups = ordered;
  if (groups.length === 0) return;
  ctx.out.config('firewall addrgrp', () => {
    for (const group of groups) {
      const name = ctx.name('addressGroups', 'address', group.name);
      const resolve = (member: string) => ctx.names.lookup('address', member);
      const members = group.members.map(resolve).filter((m): m is string => m !== undefined);
      const missing = group.members.filter((member) => resolve(member) === undefined);
      if (missing.length || cyclic.includes(group.name)) {
        ctx.note('addressGroups', group.name, {
          status: 'partial',
          code: 'GROUP_MEMBER_MISSING',
          message: `Members left out (undefined, unconverted or circular): ${missing.join(', ') || group.name}.`,
        });
      }
      ctx.out.edit(name, () => {
        // FortiOS refuses an empty group; "none" (0.0.0.0/32) matches nothing, as the empty group did.
        ctx.out.set('member', ...(members.length ? members : ['none']).map(q));
        const excluded = (group.exclude ?? [])
          .map(resolve)
          .filter((m): m is string => m !== undefined);
        if (excluded.length) {
          ctx.out.set('exclude', 'enable');
          ctx.out.set('exclude-member', ...excluded.map(q));
        }
        if (group.comment) ctx.out.set('comment', q(group.comment.slice(0, 255)));
      });
      ctx.target('addressGroups', group.name, `firewall addrgrp "${name}"`);
    }
  });
}
