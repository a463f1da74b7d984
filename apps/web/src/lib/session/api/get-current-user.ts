import { ZCurrentUserResponse } from '@fwmig/contract';
import { apiClient } from '../../api-client';
import { parseAnswer } from './parse-answer';

/** GET /api/customer/currentUser: the signed-in user's info. */
export async function getCurrentUserRequest() {
  const response = await apiClient.get('/api/customer/currentUser');
  return parseAnswer(ZCurrentUserResponse, response.data, 'the user info');
}
