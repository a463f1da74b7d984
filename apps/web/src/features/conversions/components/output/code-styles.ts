import { styled } from '@mui/material/styles';
import {
  CODE_BACKGROUNDS,
  CURRENT_MATCH_OUTLINE,
  GUTTER_COLOURS,
  TOKEN_COLOURS,
} from './code-colours';

/** Height of one line of code, in px: fixed, so long outputs can be virtualised. */
export const CODE_ROW_HEIGHT = 20;

export const MONOSPACE =
  'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

/**
 * The scrolling box of a code view. Its lines are styled by class name rather than per element:
 * a long output renders thousands of spans while it scrolls.
 */
export const CodeScroller = styled('div')(({ theme }) => ({
  position: 'relative',
  overflow: 'auto',
  fontFamily: MONOSPACE,
  fontSize: 13,
  backgroundColor: CODE_BACKGROUNDS.code,
  color: TOKEN_COLOURS.plain,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '& .code-line': {
    display: 'flex',
    height: CODE_ROW_HEIGHT,
    lineHeight: `${CODE_ROW_HEIGHT}px`,
    whiteSpace: 'pre',
    minWidth: '100%',
    width: 'max-content',
  },
  '& .code-gutter': {
    position: 'sticky',
    left: 0,
    display: 'flex',
    flex: 'none',
    backgroundColor: CODE_BACKGROUNDS.gutter,
    color: GUTTER_COLOURS.lineNumber,
    userSelect: 'none',
  },
  '& .code-number': {
    boxSizing: 'content-box',
    minWidth: 'var(--code-digits, 4ch)',
    padding: '0 8px',
    textAlign: 'right',
  },
  '& .code-text': { padding: '0 16px 0 8px', textDecoration: 'none' },
  ...Object.fromEntries(
    Object.entries(TOKEN_COLOURS).map(([kind, colour]) => [`& .tok-${kind}`, { color: colour }]),
  ),
  '& .tok-keyword': { color: TOKEN_COLOURS.keyword, fontWeight: 700 },
  '& .tok-comment': { color: TOKEN_COLOURS.comment, fontStyle: 'italic' },
  '& mark': { backgroundColor: CODE_BACKGROUNDS.match, color: 'inherit' },
  '& mark.current': {
    backgroundColor: CODE_BACKGROUNDS.currentMatch,
    outline: `2px solid ${CURRENT_MATCH_OUTLINE}`,
  },
  '& .code-line.added, & .code-line.added .code-gutter': {
    backgroundColor: CODE_BACKGROUNDS.added,
  },
  '& .code-line.removed, & .code-line.removed .code-gutter': {
    backgroundColor: CODE_BACKGROUNDS.removed,
  },
  '& .code-fold': {
    width: '100%',
    margin: 0,
    padding: '0 16px',
    border: 0,
    font: 'inherit',
    lineHeight: `${CODE_ROW_HEIGHT}px`,
    textAlign: 'left',
    color: TOKEN_COLOURS.plain,
    backgroundColor: CODE_BACKGROUNDS.gap,
    cursor: 'pointer',
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  },
  '& .code-sign': { width: '2ch', textAlign: 'center', fontWeight: 700 },
  '& .added .code-sign': { color: GUTTER_COLOURS.added },
  '& .removed .code-sign': { color: GUTTER_COLOURS.removed },
}));
