/**
 * The Playwright scale run (playwright.scale.config.ts, issue 22: "the same through two instances
 * behind the shipped nginx.conf"): two built app instances (apps/server/dist/main.js) on one fresh
 * PostgreSQL database made next to TEST_DATABASE_URL, each behind its own nginx running the
 * shipped deploy/nginx.conf, so which instance serves which browser is fixed. Workers inherit the
 * two addresses (E2E_NGINX_A, E2E_NGINX_B; E2E_BASE_URL is the first). Started with the scale
 * project's own pieces (apps/server/test/scale/), not a copy of them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../apps/server/test/free-port.js';
import { startInstance, type Instance } from '../apps/server/test/scale/cluster.js';
import { findNginx, startNginx, type RunningNginx } from '../apps/server/test/scale/nginx.js';
import { createScratchDatabase } from '../apps/server/test/scratch-database.js';

/** What succeeded of `tasks`, handed to `keep` (to be stopped later); the first failure thrown. */
async function settle<T>(tasks: Promise<T>[], keep: (value: T) => void): Promise<T[]> {
  const results = await Promise.allSettled(tasks);
  for (const result of results) if (result.status === 'fulfilled') keep(result.value);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((result) => (result as PromiseFulfilledResult<T>).value);
}

/** Loopback ports, none twice (a port just closed may be handed out again). */
async function distinctPorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

export default async function globalSetup() {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('the scale run needs TEST_DATABASE_URL (see scripts/test.mjs)');
  if (!findNginx()) throw new Error('the scale run needs nginx (NGINX_BIN, or /usr/sbin/nginx)');
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'pintrip-e2e-scale-'));
  const database = await createScratchDatabase(baseUrl, 'pintrip_e2e_scale');
  const instances: Instance[] = [];
  const proxies: RunningNginx[] = [];
  const teardown = async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await Promise.all(proxies.map((nginx) => nginx.stop()));
    await database.drop();
    rmSync(scratch, { recursive: true, force: true });
  };
  try {
    const [portA, portB, portNginxA, portNginxB] = (await distinctPorts(4)) as [
      number,
      number,
      number,
      number,
    ];
    const start = (name: string, port: number, nginxPort: number) =>
      startInstance(
        name,
        port,
        {
          DATABASE_URL: database.url,
          DATA_DIR: path.join(scratch, name),
          // Each instance is reached through its own nginx only: that is its public address.
          PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
          TRUSTED_PROXIES: '127.0.0.1',
          // Three sign-ups from one address in a few seconds; the limits have their own tests.
          AUTH_RATE_LIMIT: 'false',
        },
        'dist/main.js',
      );
    // Both at once, on the empty database: the migrations run under the advisory lock.
    await settle([start('a', portA, portNginxA), start('b', portB, portNginxB)], (instance) =>
      instances.push(instance),
    );
    const [nginxA, nginxB] = (await settle(
      [
        startNginx({ port: portNginxA, upstreams: [portA], dir: path.join(scratch, 'nginx-a') }),
        startNginx({ port: portNginxB, upstreams: [portB], dir: path.join(scratch, 'nginx-b') }),
      ],
      (nginx) => proxies.push(nginx),
    )) as [RunningNginx, RunningNginx];
    process.env.E2E_NGINX_A = nginxA.url;
    process.env.E2E_NGINX_B = nginxB.url;
    process.env.E2E_BASE_URL = nginxA.url;
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
