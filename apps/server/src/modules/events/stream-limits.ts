/**
 * Caps on open event streams. A stream holds a socket and a subscription for as long as the client
 * likes, so without a cap one script (or one address) can open streams until the process runs out
 * of file descriptors and nothing else — /api/health included — gets an answer. Each client address
 * (`request.ip`: the connection's, or X-Forwarded-For from TRUSTED_PROXIES) may hold
 * `perAddress` streams, the process `total`; past either, 503 `unavailable` with Retry-After.
 * Counted per process: with several instances the caps apply to each.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../../lib/error-handler.js';

export interface StreamLimitOptions {
  /** Streams one client address may hold open at once. */
  perAddress: number;
  /** Streams this process holds open at once. */
  total: number;
  /** Seconds a refused client is asked to wait. */
  retryAfterSeconds?: number;
}

export interface StreamLimits {
  /** Open streams now, all addresses together. */
  readonly open: number;
  /**
   * An onRequest hook for the stream route: takes a slot until the response closes, or answers
   * 503 when the address or the process is at its cap.
   */
  admit(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
}

export function createStreamLimits(options: StreamLimitOptions): StreamLimits {
  const retryAfter = String(options.retryAfterSeconds ?? 30);
  const byAddress = new Map<string, number>();
  let open = 0;
  return {
    get open() {
      return open;
    },
    async admit(request, reply) {
      const address = request.ip;
      const held = byAddress.get(address) ?? 0;
      if (held >= options.perAddress || open >= options.total) {
        reply.header('retry-after', retryAfter);
        return sendError(reply, 503, {
          error: {
            code: 'unavailable',
            message:
              held >= options.perAddress
                ? 'Too many event streams are open from this address; close one or try again later.'
                : 'The server has as many event streams open as it allows; try again later.',
          },
        });
      }
      byAddress.set(address, held + 1);
      open += 1;
      // 'close' comes once, whether the client left, the stream was ended, or the app closed.
      reply.raw.once('close', () => {
        open -= 1;
        const left = (byAddress.get(address) ?? 1) - 1;
        if (left > 0) byAddress.set(address, left);
        else byAddress.delete(address);
      });
      return undefined;
    },
  };
}
