import axios from 'axios';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiClient } from '../lib/api-client';

/** One call as the test server saw it. */
export interface TSeenCall {
  method: string;
  path: string;
  authorization: string;
}

/** Answers one call: status and JSON body. */
export type TAnswer = (call: TSeenCall, request: IncomingMessage) => [number, unknown];

/** A real HTTP server the app's API client (and the bare refresh call) talk to in a web test. */
export interface TApiTestServer {
  seen: TSeenCall[];
  close: () => Promise<void>;
}

/**
 * Starts a local HTTP server answering every call with `answer`, and points the app's API
 * client and axios' defaults (the token refresh is sent without the client) at it. jsdom's page
 * is on another origin, so the server answers the CORS preflight too.
 */
export async function startApiTestServer(answer: TAnswer): Promise<TApiTestServer> {
  const seen: TSeenCall[] = [];
  const server: Server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (request.method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
      response.setHeader(
        'Access-Control-Allow-Headers',
        request.headers['access-control-request-headers'] ?? '',
      );
      response.writeHead(204);
      response.end();
      return;
    }
    const call: TSeenCall = {
      method: request.method ?? 'GET',
      path: (request.url ?? '').split('?')[0] ?? '',
      authorization: request.headers.authorization ?? '',
    };
    seen.push(call);
    const [status, body] = answer(call, request);
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  apiClient.defaults.baseURL = baseURL;
  axios.defaults.baseURL = baseURL;
  return {
    seen,
    close: async () => {
      apiClient.defaults.baseURL = undefined;
      axios.defaults.baseURL = undefined;
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
