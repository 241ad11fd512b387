/**
 * What the trust suites share: the API's operations read from the app itself (its OpenAPI document
 * plus every registered /api route, hidden ones included), the cast of callers, a digest of every
 * table, and the contract's error body.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { errorStatus, isErrorCode } from '@pintrip/shared';
import { rowsOf } from '../../src/db/raw-sql.js';
import type { TestContext } from '../helpers.js';
import { makeAdmin, makeDeactivatedUser, makeUser, type TestUser } from '../builders.js';

/** One operation, in OpenAPI form: `GET /api/destinations/{id}`. */
export interface Operation {
  method: string;
  path: string;
  key: string;
}

const httpMethods = new Set(['get', 'post', 'put', 'patch', 'delete']);

/**
 * Every operation the app answers under /api: the paths of the OpenAPI document it serves, and
 * the routes it registered (so a route hidden from the document is not missed either).
 */
export function apiOperations(ctx: TestContext): Operation[] {
  const document = ctx.app.swagger() as { paths?: Record<string, Record<string, unknown>> };
  const keys = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of Object.keys(item)) {
      if (httpMethods.has(method)) keys.add(`${method.toUpperCase()} ${path}`);
    }
  }
  for (const route of ctx.app.apiRoutes) {
    keys.add(`${route.method} ${route.url.replace(/:([A-Za-z_]+)/g, '{$1}')}`);
  }
  return [...keys].sort().map((key) => {
    const [method = '', path = ''] = key.split(' ');
    return { method, path, key };
  });
}

/** The path of `operation` with its `{name}` parameters replaced. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{([A-Za-z_]+)\}/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for path parameter {${name}} of ${path}`);
    return encodeURIComponent(value);
  });
}

export const personas = ['visitor', 'user', 'other', 'deactivated', 'admin', 'super_admin'] as const;
export type Persona = (typeof personas)[number];

/** The callers: `user` owns the fixtures, `other` is a real non-owner. */
export type Cast = Record<Exclude<Persona, 'visitor'>, TestUser>;

export async function makeFullCast(ctx: TestContext): Promise<Cast> {
  return {
    user: await makeUser(ctx),
    other: await makeUser(ctx),
    deactivated: await makeDeactivatedUser(ctx),
    admin: await makeAdmin(ctx),
    super_admin: await makeAdmin(ctx, { superAdmin: true }),
  };
}

/** Every table of the public schema, read from the catalog (a table added later is watched too). */
export async function tableNames(ctx: TestContext): Promise<string[]> {
  const result = await ctx.database.db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rowsOf<{ table_name: string }>(result).map((row) => row.table_name);
}

/**
 * Row count and content digest of every table. Sessions are left out: signing in is not a
 * request this suite refuses, and better-auth touches `updated_at` on reads. So are rate-limit
 * counters: every write attempt spends its budget, the refused ones included.
 */
export async function snapshotTables(ctx: TestContext, tables: string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of tables) {
    if (['sessions', 'session', 'rate_limits'].includes(table) || table.startsWith('__drizzle')) continue;
    const [row] = rowsOf<{ n: number; digest: string }>(
      await ctx.database.db.execute(
        sql`select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest
          from ${sql.identifier(table)} t`,
      ),
    );
    out[table] = `${row?.n} rows ${row?.digest}`;
  }
  return out;
}

/** Asserts `body` is the contract's error body with a code that travels with `status`. */
export function expectErrorBody(body: string, status: number, label: string): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new Error(`${label}: ${status} without a JSON body: ${body.slice(0, 200)}`);
  }
  const error = (parsed as { error?: { code?: unknown; message?: unknown } }).error;
  expect(typeof error?.code, `${label}: error.code in ${body.slice(0, 200)}`).toBe('string');
  expect(typeof error?.message, `${label}: error.message in ${body.slice(0, 200)}`).toBe('string');
  const code = String(error?.code);
  expect(isErrorCode(code), `${label}: unknown error code ${code}`).toBe(true);
  if (isErrorCode(code) && code !== 'validation_failed') {
    expect(errorStatus[code], `${label}: code ${code} travels with another status`).toBe(status);
  }
}
