import { ZExchangeDataResponse } from '@fwmig/contract';
import { apiClient } from '../../api-client';
import { parseAnswer } from './parse-answer';

/** spec §4 step 4: the exchange data (node id, redirect url, account ids) of a sign-in. */
export async function getExchangeDataRequest(exchangeId: string) {
  const response = await apiClient.get('/client/v1/dataExchange', { params: { exchangeId } });
  return parseAnswer(ZExchangeDataResponse, response.data, 'the exchange data').data;
}
