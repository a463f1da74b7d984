import type { TPortRange } from '../../model/ir.js';
import type { TOrigin } from '../../model/origin.js';
import type { AsaContext } from './context.js';
import { portNumber } from './keywords.js';

/** An address operand: everything, a named object or group, or something not convertible. */
export type TAddressOperand =
  { kind: 'any' } | { kind: 'ref'; name: string } | { kind: 'unsupported'; reason: string };

/**
 * Reads an address operand at tokens[i] (`any`, `any4`, `host A`, `A M`, `object N`,
 * `object-group G`, `interface IF`, IPv6). Returns it and how many tokens it used.
 */
export function readAddress(
  ctx: AsaContext,
  tokens: string[],
  i: number,
  origin: TOrigin,
): { operand: TAddressOperand; used: number } | undefined {
  const token = tokens[i];
  switch (token) {
    case undefined:
      return undefined;
    case 'any':
    case 'any4':
      return { operand: { kind: 'any' }, used: 1 };
    case 'any6':
      return { operand: { kind: 'unsupported', reason: 'IPv6 (any6)' }, used: 1 };
    case 'host': {
      const ip = ctx.ip(tokens[i + 1]);
      if (ip === undefined) {
        const v6 = tokens[i + 1]?.includes(':');
        return v6 ? { operand: { kind: 'unsupported', reason: 'IPv6 host' }, used: 2 } : undefined;
      }
      return {
        operand: { kind: 'ref', name: ctx.valueAddress({ ip, prefix: 32 }, origin) },
        used: 2,
      };
    }
    case 'object':
    case 'object-group': {
      const name = tokens[i + 1];
      return name === undefined ? undefined : { operand: { kind: 'ref', name }, used: 2 };
    }
    case 'interface': {
      const nameif = tokens[i + 1];
      const iface = ctx.model.interfaces.find((candidate) => candidate.name === nameif);
      const ip =
        iface?.addressing.mode === 'static' ? iface.addressing.addresses[0]?.ip : undefined;
      if (ip === undefined) {
        return {
          operand: { kind: 'unsupported', reason: `the address of interface ${nameif ?? ''}` },
          used: 2,
        };
      }
      return {
        operand: { kind: 'ref', name: ctx.valueAddress({ ip, prefix: 32 }, origin) },
        used: 2,
      };
    }
    default: {
      if (token.includes(':') && token.includes('/')) {
        return { operand: { kind: 'unsupported', reason: `IPv6 prefix ${token}` }, used: 1 };
      }
      const prefix = ctx.prefixOf(token, tokens[i + 1]);
      if (prefix === undefined) {
        const wildcard = ctx.wildcardOf(token, tokens[i + 1], origin);
        return wildcard ? { operand: { kind: 'ref', name: wildcard }, used: 2 } : undefined;
      }
      return { operand: { kind: 'ref', name: ctx.valueAddress(prefix, origin) }, used: 2 };
    }
  }
}

const OPERATORS = new Set(['eq', 'neq', 'lt', 'gt', 'range']);

/** Port ranges an operator stands for (`neq` is two ranges); undefined on a bad port. */
export function readPortOperator(
  tokens: string[],
  i: number,
): { ranges: TPortRange[]; used: number } | undefined {
  const operator = tokens[i];
  if (operator === undefined || !OPERATORS.has(operator)) return undefined;
  const first = portNumber(tokens[i + 1]);
  if (first === undefined) return undefined;
  switch (operator) {
    case 'eq':
      return { ranges: [[first, first]], used: 2 };
    case 'lt':
      return first > 0 ? { ranges: [[0, first - 1]], used: 2 } : undefined;
    case 'gt':
      return first < 65535 ? { ranges: [[first + 1, 65535]], used: 2 } : undefined;
    case 'neq': {
      const ranges: TPortRange[] = [];
      if (first > 0) ranges.push([0, first - 1]);
      if (first < 65535) ranges.push([first + 1, 65535]);
      return { ranges, used: 2 };
    }
    default: {
      const second = portNumber(tokens[i + 2]);
      if (second === undefined || second < first) return undefined;
      return { ranges: [[first, second]], used: 3 };
    }
  }
}

export function isPortOperator(token: string | undefined): boolean {
  return token !== undefined && OPERATORS.has(token);
}

/** `80`, `1000-2000`: how ranges read in generated names. */
export function rangesLabel(ranges: TPortRange[]): string {
  return ranges.map(([low, high]) => (low === high ? `${low}` : `${low}-${high}`)).join(',');
}
