import { TRASH_COLUMN } from '../../../soft-delete/public';
import { accessChanged } from './panel-edits';

describe('accessChanged (admin panel edits of an account)', () => {
  const before = {
    id: 1,
    password: 'hash-1',
    email: 'a@example.test',
    [TRASH_COLUMN]: null,
    role: { id: 2 },
  };

  it.each([
    ['a new password', { password: 'hash-2' }, true],
    ['a block (tokens answer 403 until unblocked)', { blocked: true }, false],
    ['a deactivation', { is_active: false }, false],
    ['a deletion mark', { [TRASH_COLUMN]: '2026-11-21T00:00:00Z' }, true],
    ['another e-mail', { email: 'b@example.test' }, true],
    ['another role', { role: { id: 3 } }, true],
    ['nothing of access', {}, false],
  ])('%s → %p', (_, change, expected) => {
    expect(accessChanged(before, { ...before, ...change })).toBe(expected);
  });

  it('treats a vanished account as changed', () => {
    expect(accessChanged(before, null)).toBe(true);
  });
});
