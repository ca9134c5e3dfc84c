import { ReplyError } from 'ioredis';
import { isRedisFailure } from './redis-failure';

describe('isRedisFailure', () => {
  it.each([
    ['a command refused by the server', new ReplyError('WRONGTYPE Operation against a key')],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    ['the client offline', new Error("Stream isn't writeable and enableOfflineQueue options is false")],
    ['a closed connection', new Error('Connection is closed.')],
  ])('is true for %s', (_, error) => {
    expect(isRedisFailure(error)).toBe(true);
  });

  it.each([
    ['a bug of ours', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['something that is not an error', 'down'],
  ])('is false for %s', (_, error) => {
    expect(isRedisFailure(error)).toBe(false);
  });
});
