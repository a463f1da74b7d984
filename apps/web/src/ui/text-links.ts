/**
 * spec §5: e-mail and URL recognition patterns for text (S5-21, S5-22). Global patterns: use
 * with matchAll or split, never with a shared lastIndex.
 */
export const EMAIL_PATTERN = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** http(s) addresses; a closing punctuation mark after one belongs to the sentence. */
export const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)\]]/g;

/** A piece of text: plain, or a recognised address with where its link goes. */
export type TTextPiece =
  { kind: 'text'; text: string } | { kind: 'url' | 'email'; text: string; href: string };

const EITHER = new RegExp(`(${URL_PATTERN.source})|(${EMAIL_PATTERN.source})`, 'g');

/**
 * Splits text into plain pieces and recognised addresses, in order: URLs first where both
 * could match (an e-mail inside a URL stays part of it). Joined back, the pieces are the text.
 */
export function splitTextLinks(text: string): TTextPiece[] {
  const pieces: TTextPiece[] = [];
  let at = 0;
  for (const match of text.matchAll(EITHER)) {
    const start = match.index;
    if (start > at) pieces.push({ kind: 'text', text: text.slice(at, start) });
    const [found] = match;
    pieces.push(
      match[1] !== undefined
        ? { kind: 'url', text: found, href: found }
        : { kind: 'email', text: found, href: `mailto:${found}` },
    );
    at = start + found.length;
  }
  if (at < text.length) pieces.push({ kind: 'text', text: text.slice(at) });
  return pieces;
}
