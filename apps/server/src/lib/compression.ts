/**
 * Compression the server does itself, where @fastify/compress does not reach: the plugin compresses
 * what routes answer, but a page address is answered by the not-found handler (http/static.ts),
 * which no route hook runs for, and a file built once is worth compressing once.
 */
import { promisify } from 'node:util';
import {
  brotliCompress as brotliCompressCallback,
  constants as zlibConstants,
  gzip as gzipCallback,
} from 'node:zlib';

const brotliCompress = promisify(brotliCompressCallback);
const gzip = promisify(gzipCallback);

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** The best encoding an Accept-Encoding header takes: br, else gzip, else none (q=0 refuses one). */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/**
 * A body in an encoding. zlib's asynchronous forms run on the thread pool, off the event loop;
 * brotli at quality 5 is about as fast as gzip and smaller.
 */
export function encodeBody(body: string | Buffer, encoding: ContentEncoding): Promise<Buffer> {
  const raw = typeof body === 'string' ? Buffer.from(body) : body;
  if (encoding === 'br') {
    return brotliCompress(raw, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
  }
  if (encoding === 'gzip') return gzip(raw);
  return Promise.resolve(raw);
}
