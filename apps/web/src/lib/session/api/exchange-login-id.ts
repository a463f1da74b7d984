import { ZTokenResponse } from '@fwmig/contract';
import { apiClient } from '../../api-client';
import { parseAnswer } from './parse-answer';

/** spec §4 step 3: the one-time loginId from single sign-on, for tokens. */
export async function exchangeLoginIdRequest(loginId: string) {
  const response = await apiClient.get('/client/v1/token', { params: { loginId } });
  return parseAnswer(ZTokenResponse, response.data, 'the sign-in').data;
}
