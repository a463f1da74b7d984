import type { TAsaBlock } from './blocks.js';
import type { AsaContext } from './context.js';

/** `dns server-group G` (name-server, domain-name) and top-level `dns domain-lookup`. */
export function readDnsGroup(ctx: AsaContext, block: TAsaBlock): void {
  const servers = block.children
    .filter((c) => c.tokens[0] === 'name-server')
    .map((c) => c.tokens[1] ?? '')
    .filter(Boolean);
  const domain = block.children.find((c) => c.tokens[0] === 'domain-name')?.tokens[1];
  if (ctx.model.dns) {
    ctx.report(
      'ignored',
      'DNS',
      block,
      'ASA_DNS_GROUP_EXTRA',
      'Only the first DNS server group is converted.',
    );
    return;
  }
  ctx.model.dns = { origin: ctx.origin(block), servers, ...(domain ? { domain } : {}) };
}
