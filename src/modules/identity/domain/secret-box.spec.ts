import { SecretBox } from './secret-box.js';
import { hashRecoveryCode, newRecoveryCodes, normaliseRecoveryCode } from './recovery-codes.js';

describe('SecretBox', () => {
  const box = new SecretBox('a-server-secret-that-is-long-enough-1234');

  it('opens what it sealed, and never stores the plain text', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    // A fresh IV each time.
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('answers null under another key, for a tampered value, or for garbage', () => {
    const sealed = box.seal('secret');
    expect(new SecretBox('another-server-secret-long-enough-5678').open(sealed)).toBeNull();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = body.startsWith('A') ? `B${body.slice(1)}` : `A${body.slice(1)}`;
    expect(box.open([version, iv, tag, flipped].join('.'))).toBeNull();
    expect(box.open('not sealed')).toBeNull();
    expect(box.open('v2.a.b.c')).toBeNull();
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes of three groups, compared without case, spaces or dashes', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/);
    expect(normaliseRecoveryCode(' AB12-cd34 ef56 ')).toBe('ab12cd34ef56');
    expect(hashRecoveryCode(codes[0].toUpperCase().replace(/-/g, ' '))).toBe(hashRecoveryCode(codes[0]));
    expect(hashRecoveryCode(codes[0])).not.toBe(hashRecoveryCode(codes[1]));
  });
});
