import { ZOuSelectResponse } from '@fwmig/contract';
import { apiClient } from '../../api-client';
import { parseAnswer } from './parse-answer';

/** spec §7: POST /client/v1/ou/select with the owner account's user_id header. */
export async function selectOuRequest(body: {
  account_id: string;
  org_id?: string;
  ou_id?: string;
}) {
  const response = await apiClient.post('/client/v1/ou/select', body);
  return parseAnswer(ZOuSelectResponse, response.data, 'the OU selection').data;
}
