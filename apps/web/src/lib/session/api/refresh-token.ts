import { ZRefreshResponse } from '@fwmig/contract';
import axios from 'axios';
import { REQUEST_TIMEOUT_MS } from '../../api-client';
import { parseAnswer } from './parse-answer';

/**
 * spec §7: POST /client/v1/token/refresh as a form. Sent without the app client's interceptors:
 * a refused refresh must end the session, not start another refresh.
 */
export async function refreshTokenRequest(refreshToken: string) {
  const body = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken });
  const response = await axios.post('/client/v1/token/refresh', body, {
    timeout: REQUEST_TIMEOUT_MS,
  });
  return parseAnswer(ZRefreshResponse, response.data, 'the token refresh').data;
}
