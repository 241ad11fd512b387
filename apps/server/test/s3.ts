/**
 * A real S3-compatible server for the tests: s3rver (Node, files in a temporary folder) on a free
 * loopback port, with one bucket. `env` is what the app needs for STORAGE=s3.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  env: Record<string, string>;
  /** Whether the bucket holds key (read straight from the S3 server, not through the app). */
  has(key: string): Promise<boolean>;
  close(): Promise<void>;
}

export async function startS3(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'pintrip-s3-'));
  const bucket = 'pintrip-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's fixed development credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async has(key) {
      // Path-style, unsigned HEAD: s3rver answers it for any credentials.
      const res = await fetch(`${endpoint}/${bucket}/${key}`, { method: 'HEAD' });
      return res.status === 200;
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
