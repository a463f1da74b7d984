import { useEffect, useState } from 'react';
import { diffOutputs, type TOutputDiff } from './output-diff';

interface TDiffResult {
  oldText: string;
  newText: string;
  diff: TOutputDiff | null;
}

/**
 * The diff of two outputs once both have loaded: 'pending' until then, and until it is
 * computed; `diff` is null when the outputs differ too much to diff.
 */
export function useOutputDiff(
  oldText: string | undefined,
  newText: string | undefined,
): { status: 'pending' } | ({ status: 'done' } & TDiffResult) {
  const [result, setResult] = useState<TDiffResult | null>(null);
  useEffect(() => {
    if (oldText === undefined || newText === undefined) return;
    // Diffing long outputs takes a moment: let "Comparing…" paint before it starts.
    const timer = setTimeout(() => {
      setResult({ oldText, newText, diff: diffOutputs(oldText, newText) });
    }, 0);
    return () => clearTimeout(timer);
  }, [oldText, newText]);
  return result && result.oldText === oldText && result.newText === newText
    ? { status: 'done', ...result }
    : { status: 'pending' };
}
