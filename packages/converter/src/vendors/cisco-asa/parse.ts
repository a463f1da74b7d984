import type { TParseOptions, TParseResult, TSourceFile } from '../vendor-parser.js';
import { buildPolicies } from './access-groups.js';
import { readBlocks, type TAsaBlock } from './blocks.js';
import { buildDhcp } from './dhcp.js';
import { reportPrompt, reportRegion } from './capture-noise.js';
import { AsaContext } from './context.js';
import { DEFINITIONS, type TDefinitions } from './definitions.js';
import { attachMembers } from './interfaces.js';
import { reportLeftoverCommand } from './leftovers.js';
import { isPre83, mappedToReal } from './legacy.js';
import { sortNat } from './nat.js';
import { buildSslVpn, tunnelPolicies } from './remote-access.js';
import { reportUnappliedAcls } from './unapplied-acls.js';
import { AsaUses, USES } from './uses.js';
import { buildTunnels } from './vpn.js';

/**
 * Reads a Cisco ASA running-config (8.3+ syntax; PIX, FWSM and FTD LINA where they match) into
 * the vendor-neutral model. Every line ends up in the model or in the diagnostics. `platform`
 * is the catalogue key of the family member read (PIX and FWSM default to pre-8.3 NAT).
 */
export function parseAsa(
  files: readonly TSourceFile[],
  _options: TParseOptions,
  platform = 'ciscoASA',
): TParseResult {
  const [file] = files;
  if (!file) throw new Error('parse needs at least one file');
  const ctx = new AsaContext(file.name, platform);
  const { blocks, prompts, regions } = readBlocks(file.text);
  for (const region of regions) reportRegion(ctx, region);
  for (const prompt of prompts) reportPrompt(ctx, prompt);
  for (const block of blocks) {
    // Indexing, not destructuring: destructuring runs the iterator protocol per line until
    // the function is optimised, and these loops run once over every block.
    const { tokens } = block.head;
    const first = tokens[0];
    const second = tokens[1];
    const name = tokens[2];
    if ((first === 'object' || first === 'object-group') && second === 'network' && name)
      ctx.networkObjectNames.add(name);
  }

  // Pass 1: definitions that later commands refer to; the other blocks wait for pass 2.
  const defs: TDefinitions = { memberOf: new Map(), later: [] };
  for (const block of blocks) {
    const read = DEFINITIONS.find(block.head.tokens);
    if (!read?.(ctx, block, defs)) defs.later.push(block);
  }
  attachMembers(ctx, defs.memberOf);

  // Pass 2: what uses them; what no reader reads is reported by the leftovers table.
  const uses = new AsaUses();
  for (const block of defs.later) readUse(ctx, block, uses);

  if (uses.domainName && ctx.model.dns && !ctx.model.dns.domain)
    ctx.model.dns.domain = uses.domainName;
  uses.legacyNat.build(ctx);
  buildDhcp(ctx, uses.dhcpd);
  buildTunnels(ctx, uses.crypto);
  ctx.model.nat = sortNat(ctx.model.nat);
  const policies = buildPolicies(ctx, uses.bindings, uses.sameSecurity);
  // VPN traffic bypasses interface ACLs on ASA: its policies come first.
  ctx.model.policies = [
    ...buildSslVpn(ctx, uses.remote),
    ...tunnelPolicies(ctx, policies),
    ...policies,
  ];
  if (isPre83(ctx)) mappedToReal(ctx);
  reportUnappliedAcls(ctx);
  return { model: ctx.model, diagnostics: ctx.diag };
}

function readUse(ctx: AsaContext, block: TAsaBlock, uses: AsaUses): void {
  const read = USES.find(block.head.tokens);
  if (!read?.(ctx, block, uses)) reportLeftoverCommand(ctx, block);
}
