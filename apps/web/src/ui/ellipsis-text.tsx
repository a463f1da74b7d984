import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
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

/** Text cut to `lines` lines with an ellipsis; the full text shows in a tooltip (spec §2, §9). */
export function EllipsisText({ text, lines = ELLIPSIS_DEFAULT_LINES }: TEllipsisTextProps) {
  return (
    <Tooltip
      title={text}
      enterDelay={TOOLTIP_ENTER_DELAY_MS}
      enterNextDelay={TOOLTIP_ENTER_DELAY_MS}
      leaveTouchDelay={TOOLTIP_LEAVE_TOUCH_DELAY_MS}
    >
      <Typography
        component="span"
        variant="inherit"
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
