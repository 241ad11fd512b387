import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { parameterLiteral } from './prepared.js';

describe('EXECUTE arguments on the embedded database (parameterLiteral)', () => {
  const client = new PGlite();
  afterAll(async () => client.close());

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
