import type { TRefList, TServiceTerm } from '../../model/ir.js';
import type { HuaweiContext } from './context.js';
import type { TVrpLine } from './lines.js';
import { serviceRef, termName, termOf } from './services.js';

/** What a `rule name R` view of `security-policy` or `nat-policy` matches. */
export interface TRuleMatch {
  srcZones: string[];
  dstZones: string[];
  src: string[];
  dst: string[];
  srcExclude: string[];
  dstExclude: string[];
  services: string[];
  /** Referenced members that are not in the model (undefined sets, unreadable literals). */
  leftOut: string[];
  /** Lines of the view no condition reader took. */
  rest: TVrpLine[];
  /** Zone `local` (the firewall itself) was named. */
  local: boolean;
  /** Fields the view names (a field named whose every member is left out matches nothing). */
  named: Set<TField>;
}

type TField = 'srcZones' | 'dstZones' | 'src' | 'dst' | 'srcExclude' | 'dstExclude' | 'services';

/** Fields named whose every member was left out: the rule cannot be written without them. */
export const emptiedFields = (match: TRuleMatch): TField[] =>
  [...match.named].filter((field) => match[field].length === 0);

const ADDRESS_FIELDS: Readonly<Record<string, 'src' | 'dst' | 'srcExclude' | 'dstExclude'>> = {
  'source-address': 'src',
  'destination-address': 'dst',
  'source-address-exclude': 'srcExclude',
  'destination-address-exclude': 'dstExclude',
};

/** An address operand of a rule: `address-set N`, `domain-set N`, or a literal. */
function addressRef(
  ctx: HuaweiContext,
  words: readonly string[],
  line: TVrpLine,
): string | undefined {
  const [kind, name] = [words[1], words[2]];
  if (kind === 'address-set' || kind === 'domain-set') {
    if (!name) return undefined;
    return ctx.names.has('addresses', name) || ctx.names.has('addressGroups', name)
      ? name
      : undefined;
  }
  if (kind === 'any') return 'any';
  const [ref, used] = ctx.addressOperand(words, 1, line);
  return used + 1 === words.length ? ref : undefined;
}

/** An inline `service protocol ...` as a generated service. */
function inlineService(ctx: HuaweiContext, term: TServiceTerm, line: TVrpLine): string {
  return ctx.generatedService(termName(term), [term], ctx.origin(line));
}

/** Reads the match conditions of a rule view; the lines it does not know stay in `rest`. */
export function readRuleMatch(ctx: HuaweiContext, view: TVrpLine): TRuleMatch {
  const match: TRuleMatch = {
    srcZones: [],
    dstZones: [],
    src: [],
    dst: [],
    srcExclude: [],
    dstExclude: [],
    services: [],
    leftOut: [],
    rest: [],
    local: false,
    named: new Set(),
  };
  for (const line of view.children) {
    const [w0 = '', w1 = ''] = line.words;
    if (w0 === 'source-zone' || w0 === 'destination-zone') {
      const zones = w0 === 'source-zone' ? 'srcZones' : 'dstZones';
      for (const zone of line.words.slice(1)) {
        if (zone === 'local') match.local = true;
        else if (ctx.names.has('zones', zone)) match[zones].push(zone);
        else {
          match.named.add(zones);
          match.leftOut.push(`zone ${zone}`);
        }
      }
      continue;
    }
    const field = ADDRESS_FIELDS[w0];
    if (field) {
      const ref = addressRef(ctx, line.words, line);
      if (ref === 'any') continue;
      match.named.add(field);
      if (ref) match[field].push(ref);
      else match.leftOut.push(line.text);
      continue;
    }
    if (w0 === 'service') {
      if (w1 === 'any') continue;
      match.named.add('services');
      if (w1 === 'protocol') {
        const term = termOf(line.words, 1);
        if (term) match.services.push(inlineService(ctx, term, line));
        else match.leftOut.push(line.text);
        continue;
      }
      for (const name of line.words.slice(1)) {
        const ref = serviceRef(ctx, name, line);
        if (ref) match.services.push(ref);
        else match.leftOut.push(`service ${name}`);
      }
      continue;
    }
    match.rest.push(line);
  }
  return match;
}

export const refList = (names: readonly string[]): TRefList =>
  names.length === 0 ? 'any' : [...new Set(names)];
