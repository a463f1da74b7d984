import { useEffect, useState } from 'react';

/** How long typing must pause before a text filter goes to the server. */
export const TEXT_FILTER_DELAY_MS = 300;

/**
 * A text field over a value kept elsewhere (the query string): typing shows at once and is
 * committed once it pauses for `delay` ms. A change made elsewhere (back, "Clear filters")
 * replaces the text, but the field's own commit never overwrites what was typed since.
 */
export function useDebouncedText(
  committed: string,
  commit: (text: string) => void,
  delay: number = TEXT_FILTER_DELAY_MS,
): [string, (text: string) => void] {
  const [text, setText] = useState(committed);
  // The committed value the field last knew of (its own commit or one seen from outside).
  const [known, setKnown] = useState(committed);
  if (committed !== known) {
    setKnown(committed);
    setText(committed);
  }

  useEffect(() => {
    if (text === known) return;
    const timer = setTimeout(() => {
      setKnown(text);
      commit(text);
    }, delay);
    return () => clearTimeout(timer);
  }, [text, known, commit, delay]);

  return [text, setText];
}
