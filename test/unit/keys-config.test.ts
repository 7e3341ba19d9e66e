import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../src/config/app-config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'spockout-config-'));
/** The secret the start-up hands loadConfig (given, or kept in DATA_DIR: startConfig). */
const SECRET = { JWT_SECRET: 'a-jwt-secret-given-to-the-config-of-this-test' };

/** The settings of issue 21 §3–§4: the passkeys' relying party and the sessions' absolute lifetime. */
describe('loadConfig: passkeys and sessions', () => {
  it('takes the RP ID from PUBLIC_URL, and allows its host on any port by default', () => {
    expect(loadConfig({ ...SECRET, DATA_DIR: dataDir() }).webauthn).toEqual({ rpId: 'localhost', origins: [] });
    const site = loadConfig({ ...SECRET, DATA_DIR: dataDir(), PUBLIC_URL: 'https://play.example.com/spockout' });
    expect(site.webauthn).toEqual({ rpId: 'play.example.com', origins: [] });
  });

  it('turns passkeys off for a PUBLIC_URL at an IP address, which WebAuthn refuses, without stopping the start', () => {
    expect(
      loadConfig({ ...SECRET, DATA_DIR: dataDir(), PUBLIC_URL: 'http://192.168.1.5:3000' }).webauthn.rpId,
    ).toBeNull();
    expect(loadConfig({ ...SECRET, DATA_DIR: dataDir(), PUBLIC_URL: 'http://[::1]:3000' }).webauthn.rpId).toBeNull();
  });

  it('reads WEBAUTHN_RP_ID and WEBAUTHN_ORIGINS, and refuses malformed ones', () => {
    const config = loadConfig({
      ...SECRET,
      DATA_DIR: dataDir(),
      WEBAUTHN_RP_ID: 'Example.com',
      WEBAUTHN_ORIGINS: 'https://app.example.com, https://example.com',
    });
    expect(config.webauthn).toEqual({
      rpId: 'example.com',
      origins: ['https://app.example.com', 'https://example.com'],
    });
    expect(() => loadConfig({ ...SECRET, DATA_DIR: dataDir(), WEBAUTHN_RP_ID: '10.0.0.1' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...SECRET, DATA_DIR: dataDir(), WEBAUTHN_RP_ID: 'https://x.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...SECRET, DATA_DIR: dataDir(), WEBAUTHN_ORIGINS: 'https://x.com/path' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ ...SECRET, DATA_DIR: dataDir(), WEBAUTHN_ORIGINS: 'x.com' })).toThrow(ConfigError);
  });

  it('ends sessions 30 days after their sign-in unless SESSION_MAX_AGE says otherwise', () => {
    expect(loadConfig({ ...SECRET, DATA_DIR: dataDir() }).sessionMaxAgeSeconds).toBe(30 * 86400);
    expect(loadConfig({ ...SECRET, DATA_DIR: dataDir(), SESSION_MAX_AGE: '12h' }).sessionMaxAgeSeconds).toBe(12 * 3600);
  });
});
