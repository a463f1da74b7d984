import { originOf, type TOrigin } from '../../model/origin.js';
import type { TSourceFile } from '../vendor-parser.js';
import type { CpContext } from './context.js';
import { lineAt, locateUids, type TJsonSpan } from './json-locate.js';

/** Larger JSON than this is refused: a policy export of that size is not a real one. */
export const MAX_JSON_CHARS = 64 * 1024 * 1024;

export type TJsonObject = Record<string, unknown>;

export type TPageKind = 'access' | 'nat' | 'objects' | 'layers' | 'empty-rulebase' | 'unknown';

export interface TJsonPage {
  kind: TPageKind;
  value: TJsonObject;
}

/** One Management API JSON file: its pages and where each uid-bearing object sits in it. */
export interface TJsonFile {
  name: string;
  pages: TJsonPage[];
  spans: Map<string, TJsonSpan[]>;
  lines: number;
}

export const isObject = (value: unknown): value is TJsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const str = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** Items of an array field, or none. */
export const items = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** What a page is, from its content: API responses carry no type tag. */
function kindOf(page: TJsonObject): TPageKind {
  if (Array.isArray(page.rulebase)) {
    const types = new Set(page.rulebase.map((item) => (isObject(item) ? item.type : undefined)));
    if (types.has('access-rule') || types.has('access-section')) return 'access';
    if (types.has('nat-rule') || types.has('nat-section')) return 'nat';
    return page.rulebase.length === 0 ? 'empty-rulebase' : 'unknown';
  }
  if (Array.isArray(page.objects)) return 'objects';
  if (Array.isArray(page['access-layers'])) return 'layers';
  return 'unknown';
}

/**
 * Parses a JSON file of the Management API (one response page, or an array of pages as the
 * batfish layout keeps them). A file that is too large or not JSON is reported, not thrown.
 */
export function readJsonFile(ctx: CpContext, file: TSourceFile): TJsonFile | undefined {
  const whole = originOf(file.name, 1, lineAt(file.text, file.text.length));
  if (file.text.length > MAX_JSON_CHARS) {
    ctx.report(
      'unsupported',
      'Other',
      whole,
      'CP_JSON_TOO_LARGE',
      `${file.name} is ${Math.round(file.text.length / 1048576)} MB of JSON, more than the ${MAX_JSON_CHARS / 1048576} MB a policy export can reasonably be: export the rulebase in pages (limit/offset) and send those.`,
    );
    return undefined;
  }
  let value: unknown;
  try {
    value = JSON.parse(file.text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message)?.[1];
    const line = position ? lineAt(file.text, Number(position)) : 1;
    ctx.report(
      'unrecognised',
      'Other',
      originOf(file.name, line),
      'CP_JSON_INVALID',
      `${file.name} is not valid JSON (${message}): nothing of it was converted.`,
    );
    return undefined;
  }
  const list = Array.isArray(value) ? value : [value];
  const pages: TJsonPage[] = [];
  for (const page of list) {
    if (isObject(page)) pages.push({ kind: kindOf(page), value: page });
    else pages.push({ kind: 'unknown', value: {} });
  }
  return { name: file.name, pages, spans: locateUids(file.text), lines: whole.endLine };
}

/** Where an object with this uid sits in the file (its first occurrence), or the file start. */
export function originIn(file: TJsonFile, uid: string | undefined, nth = 0): TOrigin {
  const spans = uid === undefined ? undefined : file.spans.get(uid);
  const span = spans?.[Math.min(nth, spans.length - 1)];
  return span ? originOf(file.name, span.line, span.endLine) : originOf(file.name, 1);
}
