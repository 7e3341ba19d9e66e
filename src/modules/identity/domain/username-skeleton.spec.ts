import { isReservedUsername, usernameSkeleton } from './username-skeleton.js';

describe('usernameSkeleton', () => {
  it('reads look-alikes, letter case and separators as one name', () => {
    for (const name of ['admin', 'ADMIN', 'Admin.', '_admin', 'adm1n', 'admln', 'adrnin', 'a.d.m.i.n', '\u0430dmin'])
      expect([name, usernameSkeleton(name)]).toEqual([name, 'adrnln']);
    expect(usernameSkeleton('r00t_admin')).toBe(usernameSkeleton('root.admin'));
    expect(usernameSkeleton('5y5t3m')).toBe(usernameSkeleton('system'));
    expect(usernameSkeleton('alice')).not.toBe(usernameSkeleton('alex'));
  });
});

describe('isReservedUsername', () => {
  it('refuses every name of the audit while root_admin is the admin (issue 19 §4)', () => {
    for (const name of [
      'root_admln',
      'r00t_admin',
      'root.admin',
      'adm1n',
      'Admin.',
      '_admin',
      'support1',
      'spockout_team',
      'system.',
    ])
      expect([name, isReservedUsername(name, 'root_admin')]).toEqual([name, true]);
  });

  it('refuses names that contain a reserved one or the admin, and lets others through', () => {
    expect(isReservedUsername('admin_fan', null)).toBe(true);
    expect(isReservedUsername('the_b0ss_', 'boss')).toBe(true);
    for (const name of ['spock_fan', 'alice', 'lizard_king', 'rotary', 'rotor'])
      expect([name, isReservedUsername(name, 'root_admin')]).toEqual([name, false]);
  });
});
