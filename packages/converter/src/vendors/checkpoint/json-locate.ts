/** Lines of one JSON object: the line of its `uid` key and the line of its closing brace. */
export interface TJsonSpan {
  line: number;
  endLine: number;
}

interface TOpen {
  uid?: string;
  uidLine?: number;
}

/**
 * Finds, in JSON text, where each object with a `"uid"` key sits, so every model object can point
 * at a real line of its file. One linear pass that tracks strings and nesting; it assumes the
 * text is valid JSON (JSON.parse has accepted it). An object repeated in several pages (an
 * objects-dictionary per page) has one span per occurrence, in file order.
 */
export function locateUids(text: string): Map<string, TJsonSpan[]> {
  const spans = new Map<string, TJsonSpan[]>();
  const stack: (TOpen | null)[] = [];
  let line = 1;
  let i = 0;
  // The last key read in the current object, and whether a value for `uid` is expected.
  let pendingUidKey = false;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 10) line += 1;
    if (c === 34) {
      const start = i + 1;
      i += 1;
      while (i < n) {
        const d = text.charCodeAt(i);
        if (d === 92) i += 2;
        else if (d === 34) break;
        else {
          if (d === 10) line += 1;
          i += 1;
        }
      }
      const value = text.slice(start, i);
      i += 1;
      let j = i;
      while (j < n && /\s/.test(text.charAt(j))) j += 1;
      const isKey = text.charCodeAt(j) === 58;
      const top = stack[stack.length - 1];
      if (isKey) pendingUidKey = value === 'uid' && top !== null && top !== undefined;
      else if (pendingUidKey && top) {
        top.uid = value;
        top.uidLine = line;
        pendingUidKey = false;
      }
      continue;
    }
    if (c === 123) stack.push({});
    else if (c === 91) stack.push(null);
    else if (c === 125 || c === 93) {
      const closed = stack.pop();
      if (closed?.uid !== undefined && closed.uidLine !== undefined) {
        const list = spans.get(closed.uid) ?? [];
        list.push({ line: closed.uidLine, endLine: line });
        spans.set(closed.uid, list);
      }
    }
    if (c !== 32 && c !== 10 && c !== 13 && c !== 9 && c !== 58) pendingUidKey = false;
    i += 1;
  }
  return spans;
}

/** The 1-based line of a character offset. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}
