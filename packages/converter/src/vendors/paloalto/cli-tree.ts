import { kindOf, levelOf, type TCliKind } from './cli-schema.js';
import type { TCliValue } from './cli-tokens.js';
import type { TObjectType, TReportStatus } from '../../report/report-types.js';
import type { TXmlNode } from '../toolkit/xml-tree.js';

/** A line of the text that is no configuration node: a delete, a move, a prompt, an error. */
export interface TCliNote {
  line: number;
  endLine: number;
  status: TReportStatus;
  objectType: TObjectType;
  code: string;
  message: string;
  name?: string;
}

/** A `set` or brace text read into the XML reader's tree. */
export interface TCliReadResult {
  root: TXmlNode;
  notes: TCliNote[];
  /** Blocks still open where the text ends (brace format): a file cut short. */
  open?: TXmlNode[];
}

const SCOPES = new Set(['shared', 'vsys/*', 'device-group/*', 'policy>panorama']);
const ROOTS = new Set(['template/*>config', 'template-stack/*>config']);
const DEVICE = 'localhost.localdomain';

/**
 * Builds the tree the XML reader would give (`<entry name>`, `<member>`) from the paths of
 * `set` lines and brace statements, so the one PAN-OS pipeline reads all three formats. Each
 * node spans the lines that wrote into it; a node the text never opens itself (every node of
 * a set line but its last, the implicit device and vsys) is not `framed`.
 */
export class CliTree {
  readonly root: TXmlNode = node('config', {}, 0, 0);
  private readonly parents = new WeakMap<TXmlNode, TXmlNode>();

  /**
   * Walks `values` from `start` (the configuration root by default), making what is missing.
   * With `pathOnly` (a brace block header) every word is a step; otherwise a leaf's value is
   * set and the walk goes on at the leaf's parent. Returns the nodes its words stepped into
   * (not the implied device and vsys), the last being where it ended.
   */
  write(
    values: readonly TCliValue[],
    lines: [number, number],
    options: { start?: TXmlNode; pathOnly?: boolean } = {},
  ): TXmlNode[] {
    let current = options.start ?? this.root;
    const path: TXmlNode[] = [];
    const step = (next: TXmlNode) => {
      touch(next, lines);
      path.push(next);
      current = next;
    };
    touch(current, lines);
    for (let i = 0; i < values.length; i++) {
      const value = values[i] ?? '';
      // `set config devices …` names the root itself.
      if (current === this.root && value === 'config') continue;
      for (const implicit of this.implicit(current, value, lines)) {
        touch(implicit, lines);
        current = implicit;
      }
      if (this.kind(current) === 'keyed') {
        const names = typeof value === 'string' ? [value] : value;
        const made = names.map((name) => this.child(current, 'entry', lines, name));
        for (const entry of made) touch(entry, lines);
        if (made.length === 1 && made[0]) step(made[0]);
        continue;
      }
      const name = typeof value === 'string' ? value : value.join(' ');
      const next = values[i + 1];
      const kind = this.kindOfChild(current, name, values.length - i - 1, next);
      const element = this.child(current, name, lines);
      touch(element, lines);
      if (options.pathOnly || kind === 'container' || kind === 'keyed' || next === undefined) {
        step(element);
      } else {
        i++;
        path.push(element);
        if (kind === 'members' || typeof next !== 'string') {
          for (const member of typeof next === 'string' ? [next] : next) {
            if (!element.children.some((c) => c.name === 'member' && c.text === member))
              this.child(element, 'member', lines).text = member;
          }
        } else {
          element.text = next;
          element.children = [];
        }
      }
    }
    return path;
  }

  /** The node at a path, without making anything, or undefined. */
  find(values: readonly TCliValue[], start: TXmlNode = this.root): TXmlNode | undefined {
    let current: TXmlNode | undefined = start;
    for (const value of values) {
      if (!current || typeof value !== 'string') return undefined;
      if (current === this.root && value === 'config') continue;
      for (const implicit of this.implicit(current, value)) current = implicit;
      const here: TXmlNode = current;
      const keyedHere = this.kind(here) === 'keyed';
      current =
        here.children.find((c) =>
          keyedHere ? c.name === 'entry' && c.attrs.name === value : c.name === value,
        ) ?? here.children.find((c) => c.name === 'member' && c.text === value);
    }
    return current;
  }

  parentOf(node: TXmlNode): TXmlNode | undefined {
    return this.parents.get(node);
  }

  /** Removes a node; returns it with its descendants, whose lines are no longer read. */
  remove(target: TXmlNode): TXmlNode[] {
    const parent = this.parents.get(target);
    if (parent) parent.children = parent.children.filter((c) => c !== target);
    const gone: TXmlNode[] = [];
    const visit = (n: TXmlNode) => {
      gone.push(n);
      n.children.forEach(visit);
    };
    visit(target);
    return gone;
  }

  /** The context name of a node for the schema (see cli-schema.ts). */
  context(n: TXmlNode | undefined): string {
    if (!n) return '';
    const parent = this.parents.get(n);
    const own = n.name === 'entry' ? `${parent?.name ?? ''}/*` : n.name;
    if (SCOPES.has(own) || (own === 'panorama' && parent?.name === 'policy')) return 'scope';
    return own;
  }

  private kind(n: TXmlNode): TCliKind | undefined {
    const parent = this.parents.get(n);
    if (!parent) return 'container';
    return kindOf(this.context(this.parents.get(parent)), this.context(parent), n.name);
  }

  /** An element's kind; an unknown one holding exactly one more word is a text leaf. */
  private kindOfChild(parent: TXmlNode, name: string, left: number, next?: TCliValue) {
    const known = kindOf(this.context(this.parents.get(parent)), this.context(parent), name);
    if (known) return known;
    if (next !== undefined && typeof next !== 'string') return 'members';
    return left === 1 ? 'leaf' : 'container';
  }

  /**
   * The device and vsys a configuration root's first word implies; made when missing if the
   * lines of the command that writes them are given.
   */
  private implicit(at: TXmlNode, value: TCliValue, lines?: [number, number]): TXmlNode[] {
    const isRoot =
      at === this.root || ROOTS.has(`${this.context(this.parents.get(at))}>${at.name}`);
    if (!isRoot || typeof value !== 'string' || (at === this.root && value === 'config')) return [];
    const level = levelOf(value);
    if (level === 'config') return [];
    const get = (parent: TXmlNode | undefined, name: string, entry?: string) => {
      if (!parent) return undefined;
      const found = parent.children.find(
        (c) => c.name === name && (entry === undefined || c.attrs.name === entry),
      );
      return found ?? (lines ? this.child(parent, name, lines, entry) : undefined);
    };
    const devices = get(at, 'devices');
    const device = get(devices, 'entry', DEVICE);
    if (level === 'device') return [devices, device].filter((n): n is TXmlNode => !!n);
    const vsysList = get(device, 'vsys');
    const vsys = get(vsysList, 'entry', 'vsys1');
    return [devices, device, vsysList, vsys].filter((n): n is TXmlNode => !!n);
  }

  private child(parent: TXmlNode, name: string, lines: [number, number], entry?: string) {
    if (name !== 'member') {
      const found = parent.children.find(
        (c) => c.name === name && (entry === undefined || c.attrs.name === entry),
      );
      if (found) return found;
    }
    const made = node(name, entry === undefined ? {} : { name: entry }, ...lines);
    made.framed = false;
    parent.children.push(made);
    this.parents.set(made, parent);
    return made;
  }
}

function node(name: string, attrs: Record<string, string>, line: number, endLine: number) {
  const made: TXmlNode = { name, attrs, children: [], text: '', line, endLine, framed: false };
  return made;
}

/** Widens a node's span to the lines of a command that wrote into it. */
export function touch(n: TXmlNode, [line, endLine]: [number, number]): void {
  if (n.line === 0 || line < n.line) n.line = line;
  if (endLine > n.endLine) n.endLine = endLine;
}
