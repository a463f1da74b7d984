import { shareInFlight } from '../../lib/share-in-flight';
import { postRefresh } from './session-api';
import { reloadSessionState } from './session-store';
import { readToken, writeToken } from './token-store';

/**
 * Refreshes the tokens with the stored refresh token; concurrent callers share one refresh
 * (spec §4). Resolves false when there is no refresh token or the server refuses it.
 */
export const refreshTokensOnce = shareInFlight(async () => {
  try {
    const refreshToken = readToken().refreshToken;
    if (!refreshToken) return false;
    writeToken(await postRefresh(refreshToken));
    reloadSessionState();
    return true;
  } catch {
    return false;
  }
});
