import { markSegments, type TMarkRange } from './find-matches';
import { tokenizeLine, type TOpenQuote } from './fortios-highlight';

const NO_RANGES: readonly TMarkRange[] = [];

/** One line of FortiOS text, coloured, with the found ranges marked. */
export function HighlightedText({
  text,
  openQuote,
  ranges = NO_RANGES,
}: {
  text: string;
  openQuote: TOpenQuote;
  ranges?: readonly TMarkRange[];
}) {
  const segments = markSegments(tokenizeLine(text, openQuote).tokens, ranges);
  return segments.map((segment, index) =>
    segment.mark === 'none' ? (
      <span key={index} className={`tok-${segment.kind}`}>
        {segment.text}
      </span>
    ) : (
      <mark
        key={index}
        className={`tok-${segment.kind}${segment.mark === 'current' ? ' current' : ''}`}
      >
        {segment.text}
      </mark>
    ),
  );
}
