/**
 * Pictures and upload requests for the server tests: one builder of each, shared by the uploads
 * module's tests and the trust suites.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { TestUser } from './builders.js';

/** One file part, as a browser's FormData sends it. */
export interface UploadFile {
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipartBody(file: UploadFile, field = 'file') {
  const boundary = `----pintrip${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file.data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp' | 'avif';

export interface ImageOptions {
  width?: number;
  height?: number;
  /** 4 for a picture with an alpha channel. */
  channels?: 3 | 4;
  background?: string | { r: number; g: number; b: number; alpha?: number };
}

/** A picture of one colour (40×30, blue unless told otherwise), encoded as `format`. */
export function makeImage(format: ImageFormat = 'png', options: ImageOptions = {}): Promise<Buffer> {
  const { width = 40, height = 30, channels = 3, background = '#3a7bd5' } = options;
  return sharp({ create: { width, height, channels, background } }).toFormat(format).toBuffer();
}

/** A PNG file part named a.png (makeImage's picture unless `data` is given). */
export async function pngFile(data?: Buffer): Promise<UploadFile> {
  return { name: 'a.png', type: 'image/png', data: data ?? (await makeImage('png')) };
}

/** POST /api/uploads?kind=… with one file part, as `who` (a visitor when null). */
export function postUpload(
  ctx: { app: FastifyInstance },
  who: TestUser | null,
  file: UploadFile,
  options: { kind?: string; field?: string } = {},
) {
  const body = multipartBody(file, options.field);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/uploads?kind=${options.kind ?? 'destination'}`,
    headers: { ...body.headers, ...(who ? { cookie: who.cookie } : {}) },
    payload: body.payload,
  });
}
