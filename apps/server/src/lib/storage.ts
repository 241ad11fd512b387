/**
 * Where uploaded and generated images go. `local` writes under DATA_DIR/uploads and the app serves
 * them at /uploads/; `s3` puts them in any S3-compatible bucket and links to S3_PUBLIC_URL.
 * Keys are content-addressed, so a stored object never changes and can be cached for a year.
 */
import { mkdir, writeFile, access, stat } from 'node:fs/promises';
import { constants } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';

export interface Storage {
  kind: 'local' | 's3';
  /** Stores the bytes under key (e.g. "destinations/ab12.webp") and returns the public URL. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Resolves when the store can take writes; rejects when it cannot (for /api/health). */
  check(): Promise<void>;
  /** The local folder served at /uploads, when storage is local. */
  localRoot?: string;
}

export const uploadsPrefix = '/uploads/';

function assertSafeKey(key: string) {
  if (!/^[a-z0-9-]+(\/[a-z0-9._-]+)+$/i.test(key) || key.includes('..')) {
    throw new Error(`unsafe storage key ${key}`);
  }
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
  const { S3Client, PutObjectCommand, HeadBucketCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: config.S3_REGION,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT, forcePathStyle: true } : {}),
    credentials: {
      accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
    },
  });
  const bucket = config.S3_BUCKET ?? '';
  const base = (
    config.S3_PUBLIC_URL ??
    `${config.S3_ENDPOINT ?? `https://${bucket}.s3.${config.S3_REGION}.amazonaws.com`}/${bucket}`
  ).replace(/\/+$/, '');
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
      return `${base}/${key}`;
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}

export async function createStorage(config: Config): Promise<Storage> {
  return config.STORAGE === 's3' ? createS3Storage(config) : createLocalStorage(config.DATA_DIR);
}
