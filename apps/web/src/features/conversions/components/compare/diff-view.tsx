import { useMemo, useState, type MouseEvent } from 'react';
import { openQuotesAtLineStarts, type TOpenQuote } from '../output/fortios-highlight';
import { HighlightedText } from '../output/highlighted-text';
import { digitsOf, splitLines } from '../output/output-text';
import { VirtualLines } from '../output/virtual-lines';
import { diffRows, type TDiffLine, type TOutputDiff } from './output-diff';

const COUNT = new Intl.NumberFormat('en');
const SIGNS = { added: '+', removed: '−', same: ' ' } as const;

function DiffLineView({ line, openQuote }: { line: TDiffLine; openQuote: TOpenQuote }) {
  const text = <HighlightedText text={line.text} openQuote={openQuote} />;
  return (
    <>
      {/* Numbers and signs are for the eye; ins and del say added or removed to the ear. */}
      <span className="code-gutter" aria-hidden="true">
        <span className="code-number">{line.oldNo ?? ''}</span>
        <span className="code-number">{line.newNo ?? ''}</span>
        <span className="code-sign">{SIGNS[line.kind]}</span>
      </span>
      {line.kind === 'added' ? (
        <ins className="code-text">{text}</ins>
      ) : line.kind === 'removed' ? (
        <del className="code-text">{text}</del>
      ) : (
        <span className="code-text">{text}</span>
      )}
    </>
  );
}

/**
 * A unified diff of two outputs: changed lines with their context, unchanged stretches folded
 * behind a button that shows them. Only the rows in view are rendered.
 */
export function DiffView({
  diff,
  oldText,
  newText,
  label,
}: {
  diff: TOutputDiff;
  oldText: string;
  newText: string;
  label: string;
}) {
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set());
  const rows = useMemo(() => diffRows(diff, opened), [diff, opened]);
  const oldLines = useMemo(() => splitLines(oldText), [oldText]);
  const newLines = useMemo(() => splitLines(newText), [newText]);
  const oldQuotes = useMemo(() => openQuotesAtLineStarts(oldLines), [oldLines]);
  const newQuotes = useMemo(() => openQuotesAtLineStarts(newLines), [newLines]);

  const open = (id: number, event: MouseEvent<HTMLElement>) => {
    // The button goes away with the fold: keep focus in the code region.
    event.currentTarget.closest<HTMLElement>('[role="region"]')?.focus();
    setOpened((current) => new Set(current).add(id));
  };

  return (
    <VirtualLines
      label={label}
      count={rows.length}
      digits={digitsOf(Math.max(oldLines.length, newLines.length))}
      lineClass={(index) => {
        const row = rows[index];
        return row?.kind === 'line' ? row.line.kind : 'fold';
      }}
      renderLine={(index) => {
        const row = rows[index];
        if (!row) return null;
        if (row.kind === 'fold') {
          // A fold holds two lines or more.
          const count = COUNT.format(row.fold.end - row.fold.start);
          return (
            <button
              type="button"
              className="code-fold"
              aria-label={`Show ${count} unchanged lines`}
              onClick={(event) => open(row.fold.id, event)}
            >
              … {count} unchanged lines
            </button>
          );
        }
        const { line } = row;
        const openQuote =
          line.newNo !== null ? newQuotes[line.newNo - 1] : oldQuotes[(line.oldNo ?? 1) - 1];
        return <DiffLineView line={line} openQuote={openQuote ?? null} />;
      }}
    />
  );
}
