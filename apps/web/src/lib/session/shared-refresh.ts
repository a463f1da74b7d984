import { isAxiosError } from 'axios';
import { shareInFlight } from '../share-in-flight';
import { hasErrorCode } from '../error-message';
import { refreshTokenRequest } from './api/refresh-token';
import { getSessionState, setSessionState } from './session-store';
import { readToken, writeToken, type TStoredToken } from './token-store';

/**
 * How long a tab whose refresh lost the race (409) waits for the winner to store its tokens in
 * the shared cookies. The winner's answer left the server first, so this is usually a few ms.
 */
const WINNER_WAIT_MS = 5_000;
const WINNER_POLL_MS = 50;

/**
 * The cookies' token when another tab of the same sign-in stored a newer, unexpired one than
 * `held` (this tab's in-memory token). Another user's sign-in is not taken over here.
 */
function newerStoredToken(held: TStoredToken): TStoredToken | undefined {
  const stored = readToken();
  if (!stored.accessToken || stored.accessToken === held.accessToken) return undefined;
  if (stored.userEmail !== held.userEmail || stored.loginType !== held.loginType) return undefined;
  if (stored.expires !== undefined && stored.expires <= Date.now()) return undefined;
  return stored;
}

/** S4-10: only the token changes; the phase, user and selection stay as they are. */
function adopt(token: TStoredToken): true {
  setSessionState({ token });
  return true;
}

/**
 * After a 409 (another tab exchanged the same refresh token a moment ago): waits until that tab
 * has stored the successor in the cookies. Undefined when it does not come, or when the cookies
 * are gone (that tab signed out).
 */
async function awaitWinnersToken(
  held: TStoredToken,
  spentRefreshToken: string,
): Promise<TStoredToken | undefined> {
  for (let waited = 0; waited <= WINNER_WAIT_MS; waited += WINNER_POLL_MS) {
    const stored = readToken();
    if (!stored.refreshToken) return undefined;
    if (stored.refreshToken !== spentRefreshToken) return newerStoredToken(held);
    await new Promise((resolve) => setTimeout(resolve, WINNER_POLL_MS));
  }
  return undefined;
}

/**
 * Renews this tab's access token; concurrent callers share one attempt (spec §4). The token
 * cookies are shared by every tab of the portal, and the server rotates refresh tokens, so a
 * token another tab already stored is taken over without a refresh call, and a refresh that lost
 * the race to another tab (409) takes over that tab's result. Resolves false when there is no
 * refresh token or the server refuses it (the session is over).
 */
export const refreshTokensOnce = shareInFlight(async () => {
  const held = getSessionState().token;
  const newer = newerStoredToken(held);
  if (newer) return adopt(newer);
  const refreshToken = readToken().refreshToken;
  if (!refreshToken) return false;
  try {
    writeToken(await refreshTokenRequest(refreshToken));
    // S4-10: only the token changes. Re-reading the whole state would reset the phase to
    // 'starting' and forget the user, leaving the page signed out under a progress bar.
    return adopt(readToken());
  } catch (error) {
    // The server answers TOKEN_ALREADY_REFRESHED to a refresh token exchanged within its grace
    // window by another request: here another tab, whose new tokens are about to land in the
    // cookies.
    const body: unknown = isAxiosError(error) ? error.response?.data : undefined;
    if (!hasErrorCode(body, 'TOKEN_ALREADY_REFRESHED')) return false;
    const winners = await awaitWinnersToken(held, refreshToken);
    return winners ? adopt(winners) : false;
  }
});
