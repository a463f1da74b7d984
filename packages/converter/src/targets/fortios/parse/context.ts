import { emptyModel, type TConfigModel } from '../../../model/ir.js';
import { originOf, type TOrigin } from '../../../model/origin.js';
import { objectKey, Diagnostics } from '../../../report/collector.js';
import type { TNote, TObjectType } from '../../../report/report-types.js';

/**
 * FortiOS name spaces that references point into. Addresses, address groups, VIPs and VIP
 * groups share one (FortiOS refuses the same name twice among them); so do services and
 * service groups.
 */
export type TNamespace =
  'address' | 'service' | 'schedule' | 'interface' | 'user' | 'userGroup' | 'ipPool';

/**
 * What a name stands for:
 * - model: an object of the model (TAddress, TService ...);
 * - nat: a VIP, i.e. the TNatRule of that id;
 * - vipgrp: a VIP group, expanded into its members where it is used;
 * - unsupported: defined in the file but not carried into the model;
 * - foreign: an object of a table the parser does not map (RADIUS server, IPv6 address ...).
 */
export type TNameKind = 'model' | 'nat' | 'vipgrp' | 'unsupported' | 'foreign';

/** Note keys of the singletons, as the report files them (`sslVpn:ssl`, `dns:dns`). */
export const SSL_KEY = 'ssl';

/** The state of one conversion of one VDOM: the model being built, diagnostics, names. */
export class ParseContext {
  readonly model: TConfigModel = emptyModel('fortinet');
  readonly diagnostics = new Diagnostics();
  readonly vipGroups = new Map<string, string[]>();
  /** VIP name -> the generated address of its mapped (real) side. */
  readonly vipMapped = new Map<string, string>();
  private readonly names = new Map<TNamespace, Map<string, TNameKind>>();
  /** Every name used in the file's firewall tables, so generated names never collide. */
  private readonly taken: Set<string>;

  constructor(
    readonly file: string,
    readonly vdom: string,
    readonly multiVdom: boolean,
    taken: Iterable<string>,
  ) {
    this.taken = new Set(taken);
  }

  origin(span: { line: number; endLine: number }): TOrigin {
    return originOf(this.file, span.line, span.endLine);
  }

  /** A remark on a model object: `collection` is the TConfigModel field (`policies`, ...). */
  note(
    collection: string,
    name: string,
    status: TNote['status'],
    code: string,
    message: string,
  ): void {
    this.diagnostics.note(objectKey(collection, name), { status, code, message });
  }

  line(
    status: 'converted' | 'partial' | 'unsupported' | 'ignored' | 'unrecognised',
    objectType: TObjectType,
    span: { line: number; endLine: number },
    code: string,
    message: string,
    name?: string,
  ): void {
    this.diagnostics.line(status, objectType, this.origin(span), code, message, name);
  }

  /** `<namespace>:<name>` -> where a foreign name is defined (`config system external-resource`). */
  private readonly foreignTables = new Map<string, string>();

  define(namespace: TNamespace, name: string, kind: TNameKind = 'model', where?: string): void {
    if (kind === 'foreign' && where) this.foreignTables.set(`${namespace}:${name}`, where);
    let space = this.names.get(namespace);
    if (!space) {
      space = new Map();
      this.names.set(namespace, space);
    }
    // A model object wins over a foreign or unsupported definition of the same name.
    if (kind === 'model' || !space.has(name)) space.set(name, kind);
  }

  /** Where a foreign name is defined: an unmapped table, another VDOM. */
  foreignTable(namespace: TNamespace, name: string): string | undefined {
    return this.foreignTables.get(`${namespace}:${name}`);
  }

  kindOf(namespace: TNamespace, name: string): TNameKind | undefined {
    return this.names.get(namespace)?.get(name);
  }

  /** A name for a generated object: `base`, or `base-2`, `base-3` ... when taken. */
  uniqueName(base: string): string {
    let name = base;
    for (let n = 2; this.taken.has(name); n += 1) name = `${base}-${n}`;
    this.taken.add(name);
    return name;
  }
}
