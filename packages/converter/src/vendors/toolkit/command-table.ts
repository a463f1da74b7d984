/**
 * A vendor's readers of top-level statements, keyed by the words that begin them (`route`,
 * `object network`, `crypto ikev1`): adding a command is a row, not a branch. The row with the
 * longest matching words wins, so `object network` and `object` can both be rows.
 */
export interface TCommandTable<TReader> {
  /** The reader of a statement's words (from `from`, e.g. after a `set`), if a row matches. */
  find(words: readonly string[], from?: number): TReader | undefined;
}

interface TNode<TReader> {
  reader?: TReader;
  next?: Map<string, TNode<TReader>>;
}

/** A table of rows `{ 'first second': reader }`, looked up word by word (no string building). */
export function commandTable<TReader>(
  rows: Readonly<Record<string, TReader>>,
): TCommandTable<TReader> {
  const root: TNode<TReader> = {};
  for (const [path, reader] of Object.entries(rows)) {
    let node = root;
    for (const word of path.split(' ')) {
      node.next ??= new Map();
      let child = node.next.get(word);
      if (!child) {
        child = {};
        node.next.set(word, child);
      }
      node = child;
    }
    node.reader = reader;
  }
  return {
    find(words, from = 0) {
      let found: TReader | undefined;
      let node: TNode<TReader> | undefined = root;
      // Indexing, not iterating: this runs once per statement of configurations of 100,000 lines.
      for (let i = from; i < words.length && node?.next; i++) {
        node = node.next.get(words[i] as string);
        if (node?.reader) found = node.reader;
      }
      return found;
    },
  };
}

/**
 * A row's reader that always reads its statement. Readers return false when a statement turns
 * out not to be their command after all (`hostname` without a name), so the caller's fallback
 * (a leftovers table, a later pass) takes it.
 */
export function always<TArgs extends unknown[]>(
  read: (...args: TArgs) => void,
): (...args: TArgs) => true {
  return (...args) => {
    read(...args);
    return true;
  };
}
