import { clientDataOf, originAllowed } from './webauthn-client-data.js';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('clientDataOf', () => {
  it('reads the challenge, origin and type of an answer', () => {
    const data = { type: 'webauthn.get', challenge: 'abc', origin: 'https://play.example.com' };
    expect(clientDataOf({ response: { clientDataJSON: encode(data) } })).toEqual(data);
  });

  it('answers null for anything malformed', () => {
    for (const credential of [null, {}, { response: {} }, { response: { clientDataJSON: 'not json' } }]) {
      expect(clientDataOf(credential)).toBeNull();
    }
    expect(clientDataOf({ response: { clientDataJSON: encode({ challenge: 1, origin: 'x', type: 'y' }) } })).toBeNull();
  });
});

describe('originAllowed', () => {
  const rp = { rpId: 'play.example.com', origins: [] };

  it('allows the RP ID host on any port, and nothing else', () => {
    expect(originAllowed('https://play.example.com', rp)).toBe(true);
    expect(originAllowed('http://play.example.com:8080', rp)).toBe(true);
    expect(originAllowed('https://evil.example.com', rp)).toBe(false);
    expect(originAllowed('https://play.example.com.evil.test', rp)).toBe(false);
    expect(originAllowed('null', rp)).toBe(false);
  });

  it('allows only the configured origins when there are some', () => {
    const listed = { rpId: 'example.com', origins: ['https://app.example.com'] };
    expect(originAllowed('https://app.example.com', listed)).toBe(true);
    expect(originAllowed('https://example.com', listed)).toBe(false);
  });

  it('allows nothing without an RP ID', () => {
    expect(originAllowed('http://192.168.1.5:3000', { rpId: null, origins: [] })).toBe(false);
  });
});
