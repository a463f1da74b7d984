/**
 * The SonicOS settings export (`.exp`, System > Settings > Export Settings; SonicOS 7: Device >
 * Settings > Firmware and Settings > Export): base64 of URL-encoded `key=value&key=value...`
 * (reference `sonicwall.md` §1). Also read: the decoded text, as `base64 -d` gives it (one long
 * line) or with one pair per line (`base64 -d x.exp | tr '&' '\n'`).
 *
 * Positions: the decoded text is cut at every `&` and line break; item k (1-based) is the k-th
 * piece. The report's "line" of an `.exp` is that item number, which is the line number of
 * `base64 -d x.exp | tr '&' '\n'`, and of a decoded file with one pair per line.
 */

export interface TExpItem {
  /** 1-based item number (see above). */
  n: number;
  /** Index in the decoded list (items next to each other differ by one). */
  p: number;
  key: string;
  /** Percent-decoded, after the split (values may hold an encoded `&` or `=`). */
  value: string;
}

export interface TExpDecoded {
  form: 'base64' | 'decoded';
  items: TExpItem[];
  /** Why the export could not be read completely (bad base64). */
  problem?: string;
  /**
   * The text ends without a closing `&` (a download ends in `&&`) or line break: its last
   * item may be cut inside its value, so the row holding it is not trusted.
   */
  openEnd?: TExpItem;
}

/** True when the text's last character that is not white space is `&`, or it ends in a break. */
function closed(text: string): boolean {
  let end = text.length;
  while (end > 0 && ' \t'.includes(text.charAt(end - 1))) end -= 1;
  return end === 0 || '&\n\r'.includes(text.charAt(end - 1));
}

const BASE64_BODY = /^[A-Za-z0-9+/\s]*={0,2}$/;

/** The text of a downloaded `.exp` without its trailing `&`s and white space. */
function trimmed(text: string): string {
  let end = text.length;
  while (end > 0 && /[\s&]/.test(text.charAt(end - 1))) end -= 1;
  let start = 0;
  while (start < end && /\s/.test(text.charAt(start))) start += 1;
  return text.slice(start, end);
}

/** True when the whole text is base64 (no `=` but the padding, no `&`, no `_`). */
export function isBase64Export(text: string): boolean {
  const body = trimmed(text);
  return body.length >= 8 && BASE64_BODY.test(body);
}

/** Base64 to text: UTF-8, or Latin-1 where the bytes are no valid UTF-8. */
function fromBase64(body: string): { text: string; problem?: string } {
  const compact = body.replace(/\s+/g, '');
  // An encoder pads to whole 4-character groups: a remainder means the file was cut.
  const usable = compact.length - (compact.length % 4);
  let binary: string;
  try {
    binary = atob(compact.slice(0, usable));
  } catch {
    return { text: '', problem: 'the file is not valid base64' };
  }
  const problem = usable < compact.length ? 'the base64 text is cut short' : undefined;
  return { text: bytesToText(binary), ...(problem ? { problem } : {}) };
}

/** A binary string (one char per byte) as UTF-8, else as the Latin-1 it already is. */
function bytesToText(binary: string): string {
  if (!/[\x80-\xff]/.test(binary)) return binary;
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return binary;
  }
}

/** `%XX` escapes decoded as UTF-8 bytes (Latin-1 when invalid); other text kept as is. */
export function percentDecode(value: string): string {
  if (!value.includes('%')) return value;
  const binary = value.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return bytesToText(binary);
}

/** The items of decoded text (see the module comment for their numbering). */
function itemsOf(text: string, form: TExpDecoded['form']): TExpItem[] {
  const items: TExpItem[] = [];
  let n = 0;
  for (const line of text.split(/\r?\n/)) {
    // `#` lines are comments of a decoded file written by hand (fixtures); keys never start so.
    if (form === 'decoded' && line.trimStart().startsWith('#')) {
      n += 1;
      continue;
    }
    for (const piece of line.split('&')) {
      n += 1;
      const item = piece.trim();
      if (item === '') continue;
      const eq = item.indexOf('=');
      const key = eq === -1 ? item : item.slice(0, eq);
      items.push({
        n,
        p: items.length,
        key,
        value: eq === -1 ? '' : percentDecode(item.slice(eq + 1)),
      });
    }
  }
  return items;
}

/** Reads an `.exp` as downloaded (base64), or its decoded text. */
export function decodeExp(text: string): TExpDecoded {
  if (isBase64Export(text)) {
    const { text: decoded, problem } = fromBase64(trimmed(text));
    const items = itemsOf(decoded, 'base64');
    const last = closed(text) || closed(decoded) ? undefined : items[items.length - 1];
    return {
      form: 'base64',
      items,
      ...(problem ? { problem } : {}),
      ...(last ? { openEnd: last } : {}),
    };
  }
  const items = itemsOf(text, 'decoded');
  const last = closed(text) ? undefined : items[items.length - 1];
  return { form: 'decoded', items, ...(last ? { openEnd: last } : {}) };
}

/** Keys only SonicOS exports have (tables and device globals). */
const SONICOS_KEY =
  /(^|&)(addrObjId|addrObjType|svcObjId|svcObjIpType|zoneObjId|zoneObjZoneType|iface_ifnum|iface_name|policyAction|policySrcZone|natPolicyOrigSrc|pbrObjId|addro_atomToGrp|so_atomToGrp)_\d+=|(^|&)(shortProdName|buildNum|checksumVersion)=/;

/** The head of a base64 line, decoded (a whole number of 4-character groups). */
function decodedHead(line: string, chars: number): string {
  const body = line.trim().replace(/&+$/, '');
  if (body.length < 16 || !/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return '';
  const take = Math.min(body.length, chars) - (Math.min(body.length, chars) % 4);
  try {
    return atob(body.slice(0, take));
  } catch {
    return '';
  }
}

/**
 * Sniffer signature: a line of a settings export, base64 (its head decodes to `key=value&`
 * pairs naming SonicOS keys) or decoded. Linear in the line; at most 256 KB are decoded.
 */
export function looksLikeSonicOsExport(line: string): boolean {
  if (SONICOS_KEY.test(line.slice(0, 4096))) return true;
  const head = decodedHead(line, 256 * 1024);
  return /^[A-Za-z][A-Za-z0-9_]*=/.test(head) && SONICOS_KEY.test(head);
}
