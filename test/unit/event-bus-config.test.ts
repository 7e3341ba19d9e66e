import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../src/config/app-config.js';

const base = () => ({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'spockout-bus-config-')),
  JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256',
});

describe('EVENT_BUS_URL', () => {
  it('is off unless set, and takes a redis:// or rediss:// URL', () => {
    expect(loadConfig(base()).eventBusUrl).toBeNull();
    expect(loadConfig({ ...base(), EVENT_BUS_URL: '  ' }).eventBusUrl).toBeNull();
    expect(loadConfig({ ...base(), EVENT_BUS_URL: 'redis://127.0.0.1:6379/2' }).eventBusUrl).toBe(
      'redis://127.0.0.1:6379/2',
    );
    expect(loadConfig({ ...base(), EVENT_BUS_URL: 'rediss://u:p@bus.example:6380' }).eventBusUrl).toBe(
      'rediss://u:p@bus.example:6380',
    );
  });

  it('refuses anything else, saying what it takes and never repeating the value (it may hold a password)', () => {
    for (const value of ['nats://127.0.0.1:4222', 'http://u:secret@x', 'secret-not-a-url']) {
      let error: unknown;
      try {
        loadConfig({ ...base(), EVENT_BUS_URL: value });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/EVENT_BUS_URL/);
      expect((error as Error).message).not.toContain('secret');
    }
  });
});
