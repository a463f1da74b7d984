import { request as httpRequest } from 'node:http';

/** What one request answered. */
export interface TSourcedAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * Tests only: one HTTP request sent from a chosen loopback address (127.0.0.2, 127.0.0.3, ...),
 * so the server sees distinct client addresses without trusting any proxy header.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<TSourcedAnswer> {
  return new Promise((resolve, reject) => {
    const body = init.body === undefined ? undefined : Buffer.from(init.body);
    const req = httpRequest(
      url,
      {
        method: init.method ?? 'GET',
        localAddress,
        agent: false,
        headers: { ...init.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
