import { DatabaseUnavailable, isDatabaseUnavailable, isTransientConflict } from './database-failures.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['an administrator ended the session', withCode('terminating connection due to administrator command', '57P01')],
    ['the server is shutting down', withCode('the database system is shutting down', '57P03')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['the server refuses connections', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    [
      'the Unix socket is gone (the embedded server restarts)',
      Object.assign(withCode('connect ENOENT /data/pg-socket/.s.PGSQL.5432', 'ENOENT'), { syscall: 'connect' }),
    ],
    [
      'a query written to a server that was just killed',
      Object.assign(withCode('write EPIPE', 'EPIPE'), { syscall: 'write' }),
    ],
    ['the socket closed under a query (pg gives no code)', new Error('Connection terminated unexpectedly')],
    [
      'a pooled client whose socket broke earlier',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['the pool could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['a sanitized driver error', new DatabaseUnavailable('Storing a move in game 7 failed')],
  ])('says yes when %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a raised exception', withCode('storage down', 'P0001')],
    ['a missing file', Object.assign(withCode('ENOENT: no such file or directory', 'ENOENT'), { syscall: 'open' })],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['no error at all', null],
  ])('says no for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('isTransientConflict', () => {
  it('says yes for a deadlock and a serialization failure, no for the rest', () => {
    expect(isTransientConflict(withCode('deadlock detected', '40P01'))).toBe(true);
    expect(isTransientConflict(withCode('could not serialize access due to concurrent update', '40001'))).toBe(true);
    expect(isTransientConflict(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isTransientConflict(new Error('deadlock detected'))).toBe(false);
  });
});
