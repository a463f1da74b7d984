// Load generator of bench-ticket-list.mjs, a child process (so the server's CPU time is its
// own): `clients` keep-alive connections each send the same request back to back for
// `seconds`; sends back the count, the errors and every latency (ms).
import { once as onceEvent } from 'node:events';
import { Agent, request } from 'node:http';

const [[{ url, init, clients, seconds }]] = await Promise.all([onceEvent(process, 'message')]);
const agent = new Agent({ keepAlive: true, maxSockets: clients });
const target = new URL(url);
const body = Buffer.from(init.body ?? '');
const headers = { ...init.headers, 'content-length': String(body.length) };

function once() {
  return new Promise((resolve) => {
    const req = request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: init.method,
        headers,
      },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode === 200));
        res.on('error', () => resolve(false));
      },
    );
    req.on('error', () => resolve(false));
    req.end(body);
  });
}

const latencies = [];
let errors = 0;
const started = performance.now();
const until = started + seconds * 1000;
await Promise.all(
  Array.from({ length: clients }, async () => {
    while (performance.now() < until) {
      const sent = performance.now();
      const ok = await once();
      latencies.push(performance.now() - sent);
      if (!ok) errors += 1;
    }
  }),
);
agent.destroy();
process.send(
  { count: latencies.length, errors, latencies, seconds: (performance.now() - started) / 1000 },
  () => process.disconnect(),
);
