import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './pg-errors.js';

/** An error as Drizzle throws it: its own, with the driver's as the cause. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    [
      'a refused connection on every address',
      Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]), {}),
    ],
    ['an administrator shutdown (57P01)', wrapped(withCode('57P01', 'terminating connection'))],
    ['a database starting up (57P03)', wrapped(withCode('57P03'))],
    ['a connection exception (08006)', wrapped(withCode('08006'))],
    ['no connection slot left (53300)', wrapped(withCode('53300'))],
    ['a connection cut mid-query', wrapped(new Error('Connection terminated unexpectedly'))],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
    [
      'a database closed to connections',
      wrapped(withCode('55000', 'database "x" is not currently accepting connections')),
    ],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(withCode('23505'))],
    ['a syntax error', wrapped(withCode('42601'))],
    ['another 55000', wrapped(withCode('55000', 'currval of sequence is not yet defined'))],
    ['a plain bug', new TypeError('undefined is not a function')],
    ['nothing', undefined],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
