import type { TTokenKind } from './fortios-highlight';

/**
 * Colours of the code views. Every text colour keeps AA contrast (4.5:1) on every background
 * below; code-colours.test.ts checks it.
 */
export const TOKEN_COLOURS: Record<TTokenKind, string> = {
  keyword: '#0b4f9c',
  setting: '#7b1fa2',
  path: '#00695c',
  string: '#a31515',
  number: '#0a6b45',
  address: '#9a4a00',
  comment: '#5f6368',
  plain: '#1f2328',
};

/** Line numbers and the +/− signs of a diff. */
export const GUTTER_COLOURS = {
  lineNumber: '#5c6670',
  added: '#1a5c2a',
  removed: '#a0141e',
} as const;

export const CODE_BACKGROUNDS = {
  code: '#ffffff',
  gutter: '#f3f5f8',
  added: '#e6f4ea',
  removed: '#fdecea',
  gap: '#eef2f7',
  match: '#fff3b0',
  currentMatch: '#ffe0a3',
} as const;

/** The current match's outline: it differs from the other matches by more than a colour. */
export const CURRENT_MATCH_OUTLINE = '#9a4a00';
