import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { byIdBatches, maxIdsPerBatch } from './by-id-batches.js';

/** A readMany that records each call and knows the rows of `known`. */
function source(known: readonly string[]) {
  const calls: string[][] = [];
  let fail = false;
  const read = byIdBatches(async (ids) => {
    calls.push(ids);
    if (fail) throw new Error('lost connection');
    return new Map(ids.filter((id) => known.includes(id)).map((id) => [id, { id }]));
  });
  return { read, calls, failNext: (value: boolean) => (fail = value) };
}

describe('byIdBatches', () => {
  it('reads the ids asked for in one turn in one call, each once, and answers each asker', async () => {
    const ids = Array.from({ length: 30 }, () => randomUUID());
    const { read, calls } = source(ids);
    const missing = randomUUID();
    const answers = await Promise.all([...ids, ids[0]!, missing].map((id) => read(id)));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toHaveLength(31);
    expect(answers.slice(0, 30)).toEqual(ids.map((id) => ({ id })));
    expect(answers[30]).toEqual({ id: ids[0] });
    expect(answers[31]).toBeNull();
    // The next turn's read is a call of its own: nothing is kept here.
    expect(await read(ids[1]!)).toEqual({ id: ids[1] });
    expect(calls).toHaveLength(2);
  });

  it(`sends at most ${maxIdsPerBatch} ids a call`, async () => {
    const ids = Array.from({ length: maxIdsPerBatch * 2 + 1 }, () => randomUUID());
    const { read, calls } = source(ids);
    const answers = await Promise.all(ids.map((id) => read(id)));
    expect(answers.every((answer, n) => answer?.id === ids[n])).toBe(true);
    expect(calls.map((call) => call.length)).toEqual([maxIdsPerBatch, maxIdsPerBatch, 1]);
  });

  it('never sends an id that is not a UUID (it names nothing), and finds an upper-case one', async () => {
    const id = randomUUID();
    const { read, calls } = source([id]);
    const answers = await Promise.all(
      ["1' or '1'='1", '', 'x'.repeat(10_000), id.toUpperCase()].map((value) => read(value)),
    );
    expect(answers).toEqual([null, null, null, { id }]);
    expect(calls).toEqual([[id]]);
    // A turn of nothing but bad ids sends nothing.
    expect(await read('not-an-id')).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('a failed call fails the reads of its turn only; the next turn reads again', async () => {
    const ids = [randomUUID(), randomUUID()];
    const { read, calls, failNext } = source(ids);
    failNext(true);
    const failed = await Promise.allSettled(ids.map((id) => read(id)));
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    failNext(false);
    expect(await read(ids[0]!)).toEqual({ id: ids[0] });
    expect(calls).toHaveLength(2);
  });
});
