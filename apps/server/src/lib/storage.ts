/**
 * Where uploaded and generated images go. `local` writes under DATA_DIR/uploads and the app serves
 * them at /uploads/; `s3` puts them in any S3-compatible bucket and links to S3_PUBLIC_URL, or,
 * without it, to /uploads/ on the app, which streams them from the bucket (so every instance
 * serves what any instance stored).
 * Keys are content-addressed, so a stored object never changes and can be cached for a year.
 */
import type { Readable } from 'node:stream';
import { mkdir, writeFile, access, stat } from 'node:fs/promises';
import { constants } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';

/** A stored object, ready to stream. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  contentLength?: number | undefined;
}

export interface Storage {
  kind: 'local' | 's3';
  /** Stores the bytes under key (e.g. "destinations/ab12.webp") and returns the public URL. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Resolves when the store can take writes; rejects when it cannot (for /api/health). */
  check(): Promise<void>;
  /** The local folder served at /uploads, when storage is local. */
  localRoot?: string;
  /**
   * Reads a stored object; null when there is none (or the key is not one we could have stored).
   * Present when the app itself serves /uploads/ from the bucket (s3 without S3_PUBLIC_URL).
   */
  get?(key: string): Promise<StoredObject | null>;
}

export const uploadsPrefix = '/uploads/';

const safeKey = /^[a-z0-9-]+(\/[a-z0-9._-]+)+$/i;

/** Whether key is one we could have stored: folders and names of [a-z0-9._-], no "..". */
export function isSafeKey(key: string): boolean {
  return safeKey.test(key) && !key.includes('..');
}

function assertSafeKey(key: string) {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key ${key}`);
}

export function createLocalStorage(dataDir: string): Storage {
  const root = path.join(path.resolve(dataDir), 'uploads');
  return {
    kind: 'local',
    localRoot: root,
    async put(key, body) {
      assertSafeKey(key);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      // Content-addressed: an existing file already holds these bytes.
      const exists = await access(file).then(
        () => true,
        () => false,
      );
      if (!exists) await writeFile(file, body);
      return `${uploadsPrefix}${key}`;
    },
    async check() {
      await mkdir(root, { recursive: true });
      if (!(await stat(root)).isDirectory()) throw new Error('the uploads folder is not a folder');
      await access(root, constants.W_OK);
    },
  };
}

export async function createS3Storage(config: Config): Promise<Storage> {
  const { S3Client, PutObjectCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey } =
    await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: config.S3_REGION,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT, forcePathStyle: true } : {}),
    credentials: {
      accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
    },
    // The SDK's default streaming checksums are refused by many S3-compatible servers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const bucket = config.S3_BUCKET ?? '';
  const publicBase = config.S3_PUBLIC_URL?.replace(/\/+$/, '');
  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return publicBase ? `${publicBase}/${key}` : `${uploadsPrefix}${key}`;
    },
    ...(publicBase
      ? {}
      : {
          async get(key: string): Promise<StoredObject | null> {
            if (!isSafeKey(key)) return null;
            try {
              const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
              if (!object.Body) return null;
              return {
                body: object.Body as Readable,
                contentType: object.ContentType ?? 'application/octet-stream',
                contentLength: object.ContentLength,
              };
            } catch (error) {
              const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
              if (error instanceof NoSuchKey || status === 404) return null;
              throw error;
            }
          },
        }),
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}

export async function createStorage(config: Config): Promise<Storage> {
  return config.STORAGE === 's3' ? createS3Storage(config) : createLocalStorage(config.DATA_DIR);
}
