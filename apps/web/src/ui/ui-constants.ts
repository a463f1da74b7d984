/** Sizes and delays of spec §9 that only the UI kit uses (shared ones live in @fwmig/contract). */

/** spec §9: dialog width 480, alert dialog 400 (px). */
export const DIALOG_WIDTH = 480;
export const ALERT_DIALOG_WIDTH = 400;

/** spec §9: default dialog buttons. */
export const DIALOG_DONE_LABEL = 'Done';
export const DIALOG_CANCEL_LABEL = 'Cancel';

/** spec §9: spinner sizes in px. */
export const SPINNER_SIZES = { small: 12, medium: 16, large: 24 } as const;
export type TSpinnerSize = keyof typeof SPINNER_SIZES;

/** spec §9: tooltip enter delay and touch leave delay, in ms. */
export const TOOLTIP_ENTER_DELAY_MS = 100;
export const TOOLTIP_LEAVE_TOUCH_DELAY_MS = 1500;

/** spec §9: ellipsis clamps to 1 line by default. */
export const ELLIPSIS_DEFAULT_LINES = 1;

/** spec §2: empty-state default text. */
export const EMPTY_STATE_TEXT = 'No data to show at this moment';
