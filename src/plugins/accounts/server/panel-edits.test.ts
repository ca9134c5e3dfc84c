import { accessChanged } from './panel-edits';

describe('accessChanged (admin panel edits of an account)', () => {
  const before = { id: 1, password: 'hash-1', blocked: false, is_active: true, email: 'a@example.test', deleted_at: null, role: { id: 2 } };

  it.each([
    ['a new password', { password: 'hash-2' }, true],
    ['a block', { blocked: true }, true],
    ['a deactivation', { is_active: false }, true],
    ['a deletion mark', { deleted_at: '2026-11-21T00:00:00Z' }, true],
    ['another e-mail', { email: 'b@example.test' }, true],
    ['another role', { role: { id: 3 } }, true],
    ['nothing of access', {}, false],
  ])('%s → %p', (_, change, expected) => {
    expect(accessChanged(before, { ...before, ...change })).toBe(expected);
  });

  it('leaves the sessions of an unblocked account alone (they were ended when it was blocked)', () => {
    expect(accessChanged({ ...before, blocked: true }, before)).toBe(false);
  });

  it('treats a vanished account as changed', () => {
    expect(accessChanged(before, null)).toBe(true);
  });
});
