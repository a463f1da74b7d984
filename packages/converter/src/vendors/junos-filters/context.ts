import type { TOrigin } from '../../model/origin.js';
import type { TStmt } from '../juniper-srx/statements.js';
import { SrxContext } from '../juniper-srx/context.js';

/** A term of a filter, as read: its match conditions and actions, words after `from`/`then`. */
export interface TTerm {
  filter: string;
  name: string;
  stmts: TStmt[];
  /** Path length of the term (`firewall family inet filter F term T`: 7). */
  depth: number;
  /** The lines of the term. */
  origin: TOrigin;
  from: string[][];
  then: string[][];
  /** `term T filter OTHER`: the other filter evaluated in place. */
  nested?: string;
}

export interface TFilter {
  name: string;
  stmts: TStmt[];
  depth: number;
  terms: TTerm[];
}

/**
 * The context of the Junos firewall-filter reader: the Junos (SRX) context, whose statement
 * readers (interfaces, routes, groups) it reuses, with the catalogue key `juniper` and what
 * filters add: the filters and prefix lists read, the prefix lists used.
 */
export class JunosFilterContext extends SrxContext {
  readonly filters = new Map<string, TFilter>();
  /** Filters applied somewhere: named by a binding or by a term (`term T filter F`). */
  readonly reached = new Set<string>();
  /** prefix-list name -> its prefixes (apply-path expanded), with its statements. */
  readonly prefixLists = new Map<string, { prefixes: string[]; stmts: TStmt[]; path?: string }>();
  /** Address groups made for prefix lists: list name -> group name. */
  readonly listGroups = new Map<string, string>();

  /** Address object of each prefix text read (undefined: no prefix), made once. */
  private readonly prefixes = new Map<string, string | undefined>();

  /** `inlineAddress` once per text: a filter repeats the same prefixes in many terms. */
  prefixAddress(text: string, origin: TOrigin): string | undefined {
    if (this.prefixes.has(text)) return this.prefixes.get(text);
    const name = this.inlineAddress(text, origin);
    this.prefixes.set(text, name);
    return name;
  }

  constructor(file: string) {
    super(file);
    this.model.vendor = 'juniper';
  }
}
