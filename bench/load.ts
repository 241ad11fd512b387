/**
 * Load through autocannon, and the ceiling: a bare node:http server, in its own process, answering
 * the very bytes (status, headers, body) the server answered for the measured page.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request, type IncomingMessage } from 'node:http';
import { once } from 'node:events';
import autocannon from 'autocannon';
import { freePort } from '../apps/server/test/free-port.js';

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface LoadOptions {
  name: string;
  base: string;
  method?: 'GET' | 'POST';
  path: (i: number) => string;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
}

export async function load(options: LoadOptions): Promise<LoadResult> {
  let counter = 0;
  const method = options.method ?? 'GET';
  const result = await autocannon({
    url: options.base,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    headers: options.headers ?? {},
    requests: [
      {
        method,
        setupRequest: (req) => ({ ...req, method, path: options.path(counter++) }),
      },
    ],
  });
  return {
    name: options.name,
    rps: result.requests.total / options.seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** One GET as autocannon sends it (no accept-encoding), returning the exact bytes. */
export async function rawGet(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const req = request(`${base}${path}`, { headers });
  req.end();
  const [res] = (await once(req, 'response')) as [IncomingMessage];
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(res.headers)) if (value !== undefined) out[key] = value;
  return { status: res.statusCode ?? 0, headers: out, body: Buffer.concat(chunks) };
}

/** The ceiling server's program: it answers every request with the captured response. */
const ceilingProgram = `
const http = require('node:http');
const { status, headers, body } = JSON.parse(process.env.CEILING_RESPONSE);
const bytes = Buffer.from(body, 'base64');
const skip = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
const out = [];
for (const [k, v] of Object.entries(headers)) if (!skip.has(k)) for (const one of [].concat(v)) out.push(k, one);
out.push('content-length', String(bytes.length));
http.createServer((req, res) => {
  res.writeHead(status, out);
  res.end(bytes);
}).listen(Number(process.env.CEILING_PORT), '127.0.0.1', () => process.send('ready'));
`;

export interface CeilingServer {
  base: string;
  stop(): void;
}

export async function startCeiling(response: RawResponse): Promise<CeilingServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['-e', ceilingProgram], {
    env: {
      ...process.env,
      CEILING_PORT: String(port),
      CEILING_RESPONSE: JSON.stringify({
        status: response.status,
        headers: response.headers,
        body: response.body.toString('base64'),
      }),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await once(child, 'message');
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}
