/** Sizes and texts of the kit's dropdown (spec §2, §9). */

/** spec §9: lists over 150 items are virtualised and their panel is kept mounted. */
export const DROPDOWN_VIRTUALISE_OVER = 150;

/** spec §9: the open panel is at most 480 px high. */
export const DROPDOWN_PANEL_MAX_HEIGHT = 480;

/** spec §2: the panel's search input placeholder. */
export const DROPDOWN_SEARCH_PLACEHOLDER = 'Search';

/** Shown when no option matches; the same words as the kit's empty table (spec §2). */
export const DROPDOWN_NO_OPTIONS_TEXT = 'No Data';

/** Height of one row (option or group header) in px; fixed so a long list can be virtualised. */
export const DROPDOWN_ROW_HEIGHT = 36;

/** Rows rendered beyond each edge of a virtual list's viewport. */
export const DROPDOWN_OVERSCAN = 8;

/** Options skipped by PageUp and PageDown. */
export const DROPDOWN_PAGE_STEP = 10;
