import type { TPolicy, TRefList } from '../../../model/ir.js';
import { q } from '../writer.js';
import type { EmitContext } from './context.js';

/**
 * `config firewall central-snat-map`: one row per source NAT rule (or exemption) of the model,
 * then one per policy that carries its own source NAT (a FortiOS source in policy NAT mode
 * converted to central NAT), in order. A row FortiOS would refuse (an interface or address
 * that did not convert) is not written and its entry says why.
 */
export interface TSnatRow {
  /** Model collection and id of what the row comes from (report entry). */
  collection: 'nat' | 'policies';
  id: string;
  srcintf: string[];
  dstintf: string[];
  src: TRefList;
  dst: TRefList;
  nat: boolean;
  /** Target IP pool names. */
  pools: string[];
  enabled: boolean;
  comment?: string;
}

const NOT_CONVERTED = 'NAT_NOT_CONVERTED';

/**
 * The row standing for a policy's own source NAT: the policy's interfaces and addresses, its
 * pools. Its service and the rest of its match are not conditions of a central SNAT row.
 */
export function policySnatRow(
  ctx: EmitContext,
  policy: TPolicy,
  pool: (name: string) => string | undefined,
): TSnatRow | undefined {
  if (!policy.nat || policy.incomplete) return undefined;
  const intfs = (refs: TRefList) =>
    refs === 'any' ? ['any'] : refs.map((r) => ctx.policyIntf(r)).filter((n) => n !== undefined);
  const pools = (policy.nat.pool ?? []).map(pool);
  const srcintf = intfs(policy.srcIntf);
  const dstintf = intfs(policy.dstIntf);
  const unsupported = (message: string) => {
    ctx.note('policies', policy.id, { status: 'unsupported', code: NOT_CONVERTED, message });
    return undefined;
  };
  if (pools.some((p) => p === undefined))
    return unsupported('Its source NAT is not converted: its IP pool did not convert.');
  if (srcintf.length === 0 || dstintf.length === 0)
    return unsupported('Its source NAT is not converted: its interfaces did not convert.');
  if (policy.service !== 'any')
    ctx.note('policies', policy.id, {
      status: 'partial',
      code: 'NAT_SERVICE_IGNORED',
      message:
        'Central NAT: its source NAT becomes a central-snat-map row, which applies to every service between its interfaces and addresses.',
    });
  return {
    collection: 'policies',
    id: policy.id,
    srcintf: [...new Set(srcintf)],
    dstintf: [...new Set(dstintf)],
    src: policy.srcAddr,
    dst: policy.dstAddr,
    nat: true,
    pools: pools.filter((p) => p !== undefined),
    enabled: policy.enabled,
  };
}

export function writeCentralSnat(ctx: EmitContext, rows: readonly TSnatRow[]): void {
  if (rows.length === 0) return;
  const addr = (refs: TRefList) =>
    refs === 'any'
      ? ['all']
      : refs.map((r) => ctx.names.lookup('address', r)).filter((n): n is string => !!n);
  let id = 0;
  ctx.out.config('firewall central-snat-map', () => {
    for (const row of rows) {
      const orig = addr(row.src);
      const dst = addr(row.dst);
      const complete = (refs: TRefList, names: string[]) =>
        refs === 'any' ? names.length > 0 : names.length === refs.length && names.length > 0;
      if (!complete(row.src, orig) || !complete(row.dst, dst)) {
        ctx.note(row.collection, row.id, {
          status: 'unsupported',
          code: NOT_CONVERTED,
          message: 'Its source NAT is not converted: its addresses did not convert.',
        });
        continue;
      }
      id += 1;
      ctx.out.edit(id, () => {
        ctx.out.set('srcintf', ...row.srcintf.map(q));
        ctx.out.set('dstintf', ...row.dstintf.map(q));
        ctx.out.set('orig-addr', ...orig.map(q));
        ctx.out.set('dst-addr', ...dst.map(q));
        ctx.out.set('nat', row.nat ? 'enable' : 'disable');
        if (row.pools.length) ctx.out.set('nat-ippool', ...row.pools.map(q));
        if (!row.enabled) ctx.out.set('status', 'disable');
        if (row.comment) ctx.out.set('comments', q(row.comment.slice(0, 1023)));
      });
      ctx.target(row.collection, row.id, `firewall central-snat-map ${id}`);
      for (const pool of row.pools) ctx.target(row.collection, row.id, `firewall ippool "${pool}"`);
    }
  });
}
