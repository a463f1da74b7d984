/** A run's output as lines: without the final newline's empty line, without CRs. */
export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
}

/** Digits of the largest line number, for a gutter's width. */
export const digitsOf = (count: number) => String(Math.max(count, 1)).length;
