/**
 * Logout on the server (issue 18 item 3): POST /client/v1/token/revoke with the refresh token in
 * the form body (as the refresh call sends it) and the access token as Bearer; the server
 * revokes their session. `keepalive` lets it finish while the page reloads (spec §4 reloads
 * one second after logout). Never rejects: signing out locally goes on regardless.
 */
export async function revokeTokenRequest(tokens: {
  accessToken?: string;
  refreshToken?: string;
  tokenType?: string;
}): Promise<void> {
  if (!tokens.accessToken && !tokens.refreshToken) return;
  const body = new URLSearchParams(
    tokens.refreshToken ? { token: tokens.refreshToken, token_type_hint: 'refresh_token' } : {},
  );
  try {
    await fetch('/client/v1/token/revoke', {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: tokens.accessToken
        ? { authorization: `${tokens.tokenType ?? 'Bearer'} ${tokens.accessToken}` }
        : {},
      body,
    });
  } catch (error) {
    console.warn('The session could not be ended on the server', error);
  }
}
