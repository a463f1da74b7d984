import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { OWN_TOOLTIP, useTruncated } from './use-truncated';
import {
  ELLIPSIS_DEFAULT_LINES,
  TOOLTIP_ENTER_DELAY_MS,
  TOOLTIP_LEAVE_TOUCH_DELAY_MS,
} from './ui-constants';

export interface TEllipsisTextProps {
  text: string;
  /** Lines shown before the text is cut with an ellipsis; spec §9: 1. */
  lines?: number;
}

/** What already takes focus: cut text inside one stays unfocusable (no nested controls). */
const CONTROL = 'a, button, input, [role="button"], [role="menuitem"], [role="option"], [tabindex]';

/**
 * Whether the element's text is cut and it should take focus itself: true while its content
 * overflows its box, unless it sits in a control (which then carries the whole text).
 */
function useFocusableWhenCut(ref: RefObject<HTMLElement | null>): boolean {
  const [inControl, setInControl] = useState(true);
  useLayoutEffect(() => {
    setInControl(Boolean(ref.current?.parentElement?.closest(CONTROL)));
  }, [ref]);
  return useTruncated(ref, { enabled: !inControl });
}

/**
 * Text cut to `lines` lines with an ellipsis; the full text shows in a tooltip (spec §2, §9).
 * The text itself stays the element's content (no aria-label on plain text, issue 23 item 5);
 * once it is cut the element takes keyboard focus, which opens the tooltip.
 */
export function EllipsisText({ text, lines = ELLIPSIS_DEFAULT_LINES }: TEllipsisTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const truncated = useFocusableWhenCut(ref);
  return (
    <Tooltip
      title={text}
      describeChild
      enterDelay={TOOLTIP_ENTER_DELAY_MS}
      enterNextDelay={TOOLTIP_ENTER_DELAY_MS}
      leaveTouchDelay={TOOLTIP_LEAVE_TOUCH_DELAY_MS}
    >
      <Typography
        ref={ref}
        component="span"
        variant="inherit"
        tabIndex={truncated ? 0 : undefined}
        {...{ [OWN_TOOLTIP]: true }}
        sx={{
          display: '-webkit-box',
          WebkitBoxOrient: 'vertical',
          WebkitLineClamp: lines,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          wordBreak: 'break-word',
        }}
      >
        {text}
      </Typography>
    </Tooltip>
  );
}
