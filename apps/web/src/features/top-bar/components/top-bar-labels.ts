/** Texts and sizes of the signed-in top bar (spec §2 "Top bar (signed in)", §9). */

/** spec §9: a Services section shows 8 items until "Show More". */
export const SECTION_ITEMS_SHOWN = 8;
export const SHOW_MORE_LABEL = 'Show More';

/** spec §2: the user dropdown's items. */
export const HOME_LABEL = 'Home';
export const SWITCH_ROLES_LABEL = 'Switch Roles';
export const SWITCH_ACCOUNTS_LABEL = 'Switch Accounts';
export const LOGOUT_LABEL = 'Logout';
/** The user button's text when the session carries no e-mail (issue 23: a button has a name). */
export const USER_BUTTON_FALLBACK = 'Account';
/** Names the account and username info at the top of the user dropdown. */
export const ACCOUNT_INFO_LABEL = 'Account information';

/** The OU tree dropdown's button, popover and table. */
export const OU_TREE_LABEL = 'Organization units';

/** spec §2: the Switch Roles dialog's title; spec §9: its width in px. */
export const SWITCH_ROLES_TITLE = 'Select a Role to Proceed';
export const SWITCH_ROLES_DIALOG_WIDTH = 800;
export const ROLE_TABLE_LABEL = 'Roles';
export const SELECT_ROLE_LABEL = 'Select';
