import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parameterLiteral, preparingNamed } from './prepared.js';
import { embeddedTemplate } from '../../test/embedded-template.js';

/** A bare embedded database (no app, no lock), from the run's migrated files when there are some (no initdb). */
const bareDatabase = async () =>
  PGlite.create({ extensions: { pg_trgm }, loadDataDir: await embeddedTemplate() });

describe('EXECUTE arguments on the embedded database (parameterLiteral)', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await bareDatabase();
  });
  afterAll(async () => client?.close());

  it('reads back every kind of parameter as a bound value would be', async () => {
    const when = new Date('2026-11-27T12:34:56.789Z');
    const values = {
      text: `it's a "quote" \\ and 한글; drop table x; --`,
      list: ['a"b', 'c\\d', null, "e'f", '{g}'],
      when,
      count: 21,
      negative: -3,
      flag: true,
      json: { a: "b'c", n: [1, 2] },
    };
    await client.exec(
      'prepare pt_literals (text, text[], timestamptz, bigint, int, boolean, jsonb, text) as ' +
        'select $1 as text, $2 as list, $3 as when, $4 as count, $5 as negative, $6 as flag, $7 as json, $8 as missing',
    );
    const args = [...Object.values(values), null].map(parameterLiteral).join(', ');
    const { rows } = await client.query<Record<string, unknown>>(`execute pt_literals(${args})`);
    expect(rows[0]).toEqual({ ...values, missing: null });
  });
});

describe('named texts on the embedded database (preparingNamed)', () => {
  const text = 'select $1::text as value';
  const named = new Map([[text, 'pt_value']]);
  const backslashes = String.raw`a\b\'c`;
  const preparedNames = async (client: PGlite) =>
    (await client.query<{ name: string }>('select name from pg_prepared_statements')).rows.map((r) => r.name);

  it('prepares a named text once and reads its parameters back exactly', async () => {
    const client = await bareDatabase();
    const wrapped = preparingNamed(client, named);
    for (let i = 0; i < 2; i++) {
      const { rows } = await wrapped.query<{ value: string }>(text, [backslashes]);
      expect(rows[0]?.value).toBe(backslashes);
    }
    expect(await preparedNames(client)).toEqual(['pt_value']);
    await client.close();
  });

  it('writes no literal where backslashes escape (standard_conforming_strings off): runs as before', async () => {
    const client = await bareDatabase();
    await client.exec('set standard_conforming_strings = off');
    const wrapped = preparingNamed(client, named);
    const { rows } = await wrapped.query<{ value: string }>(text, [backslashes]);
    expect(rows[0]?.value).toBe(backslashes);
    expect(await preparedNames(client)).toEqual([]);
    await client.close();
  });
});
