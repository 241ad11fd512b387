/**
 * The process's HTTP server, made before the app: the port answers as soon as the process starts,
 * with 503 `starting` while the database opens and migrates (a proxy sees "not ready", not
 * "connection refused"), then hands every request to the app. On drain it stops accepting
 * connections, closes idle keep-alive ones, asks the busy ones to close after their answer, and
 * resolves once every in-flight request has finished.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import type { Lifecycle } from '../lib/lifecycle.js';

export interface ProcessServer {
  /** For buildApp: the app answers on this server. */
  serverFactory: NonNullable<FastifyServerOptions['serverFactory']>;
  /** The app is ready: hand it every request from now on. */
  serve(): void;
  /** Listens; resolves to the address as a URL. */
  listen(port: number, host: string): Promise<string>;
  /** Stops accepting and resolves when every open request has been answered. */
  close(): Promise<void>;
}

const startingBody = JSON.stringify({ error: { code: 'starting', message: 'The server is starting.' } });

export function createProcessServer(lifecycle: Lifecycle): ProcessServer {
  let built: http.RequestListener | undefined;
  let appHandler: http.RequestListener | undefined;
  const server = http.createServer((req, res) => {
    if (lifecycle.phase === 'draining') {
      // Answered, then the connection closes: the client's next request opens a connection to
      // another instance.
      res.setHeader('connection', 'close');
    }
    if (appHandler) {
      appHandler(req, res);
      return;
    }
    res.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': '1',
    });
    res.end(startingBody);
  });

  return {
    serverFactory(handler) {
      built = handler as http.RequestListener;
      return server;
    },
    serve() {
      appHandler = built;
    },
    listen(port, host) {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen({ port, host }, () => {
          server.off('error', reject);
          const { address, family, port: bound } = server.address() as AddressInfo;
          resolve(`http://${family === 'IPv6' ? `[${address}]` : address}:${bound}`);
        });
      });
    },
    close() {
      return new Promise((resolve) => {
        if (!server.listening) {
          resolve();
          return;
        }
        server.close(() => resolve());
        server.closeIdleConnections();
      });
    },
  };
}
