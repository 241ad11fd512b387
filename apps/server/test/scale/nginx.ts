/**
 * Runs the shipped deploy/nginx.conf on loopback: the same file, with its listen port, upstream
 * servers and file paths replaced (each replacement must find its text, so the shipped file cannot
 * drift from what is tested). Used by the scale-out test and the bench.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const shippedNginxConf = path.resolve(import.meta.dirname, '../../../../deploy/nginx.conf');

/** nginx's path when installed (Debian: /usr/sbin/nginx), otherwise undefined. */
export function findNginx(): string | undefined {
  for (const candidate of [
    process.env.NGINX_BIN,
    '/usr/sbin/nginx',
    '/usr/bin/nginx',
    '/usr/local/sbin/nginx',
  ]) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return undefined;
}

export interface NginxOptions {
  /** Loopback port nginx listens on. */
  port: number;
  /** Ports of the app instances on 127.0.0.1. */
  upstreams: number[];
  /** A scratch folder for the configuration, logs, pid, caches and temporary files. */
  dir: string;
}

function replaceOnce(text: string, from: string | RegExp, to: string): string {
  const found = typeof from === 'string' ? text.includes(from) : from.test(text);
  if (!found) throw new Error(`deploy/nginx.conf no longer contains ${String(from)}`);
  return text.replace(from, to);
}

export function renderNginxConf({ port, upstreams, dir }: NginxOptions): string {
  let text = readFileSync(shippedNginxConf, 'utf8');
  const servers = upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n');
  text = replaceOnce(text, /^user www-data;$/m, process.getuid?.() === 0 ? 'user root;' : '');
  // Debian's module snippets load from paths relative to its own prefix; the test needs none.
  text = replaceOnce(text, 'include /etc/nginx/modules-enabled/*.conf;', '');
  text = replaceOnce(text, 'pid /run/nginx.pid;', `pid ${dir}/nginx.pid;`);
  text = replaceOnce(text, 'error_log /var/log/nginx/error.log warn;', `error_log ${dir}/error.log warn;`);
  text = replaceOnce(text, 'access_log /var/log/nginx/access.log;', `access_log ${dir}/access.log;`);
  text = replaceOnce(text, 'proxy_cache_path /var/cache/nginx/pintrip ', `proxy_cache_path ${dir}/cache `);
  text = replaceOnce(text, /^(\s*server 127\.0\.0\.1:\d+ [^\n]*\n)+/m, `${servers}\n`);
  text = replaceOnce(text, /^\s*listen 80;$/m, `    listen 127.0.0.1:${port};`);
  text = replaceOnce(text, /^\s*listen \[::\]:80;\n/m, '');
  // Temporary files under the scratch folder, not /var/lib/nginx.
  text = replaceOnce(
    text,
    /^http \{$/m,
    `http {\n${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
      .map((kind) => `  ${kind}_temp_path ${dir}/${kind};`)
      .join('\n')}`,
  );
  return text;
}

export interface RunningNginx {
  url: string;
  child: ChildProcess;
  errorLog: () => string;
  stop(): Promise<void>;
}

export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed');
  mkdirSync(options.dir, { recursive: true });
  const file = path.join(options.dir, 'nginx.conf');
  writeFileSync(file, renderNginxConf(options));
  const child = spawn(nginx, ['-p', options.dir, '-c', file, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const errorLog = () => {
    const logFile = path.join(options.dir, 'error.log');
    return output + (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
  };
  const url = `http://127.0.0.1:${options.port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx stopped: ${errorLog()}`);
    try {
      await fetch(`${url}/nginx-probe`).then((r) => r.arrayBuffer());
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not start: ${errorLog()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    child,
    errorLog,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
    },
  };
}
