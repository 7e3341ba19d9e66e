import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../src/config/app-config.js';
import { startConfig } from '../../src/config/start-config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'spockout-config-'));
/** The secret the start-up hands loadConfig (given, or kept in DATA_DIR: startConfig). */
const SECRET = { JWT_SECRET: 'a-jwt-secret-given-to-the-config-of-this-test' };

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ ...SECRET, DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: null,
      databaseReplicaUrls: [],
      replicaMaxLagSeconds: 5,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 30 * 86400,
      appEnv: 'production',
      moveTimeoutSeconds: 60,
      noShowForfeit: true,
      shutdownGraceSeconds: 10,
      houseRakePercent: 0,
      tournamentFillDeadlineSeconds: 86_400,
      maxOpenTournamentsPerUser: 5,
      maxPendingWithdrawalsPerUser: 5,
      withdrawalSecondApprovalOver: 100_000,
      registrationsPerAddressPerHour: 20,
      maxStreamsPerAddress: 100,
      maxStreamsPerInstance: 20_000,
      admin: null,
    });
  });

  it('generates a JWT secret once and keeps it in DATA_DIR: the start-up does, loadConfig writes nothing', () => {
    const dir = dataDir();
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(/^JWT_SECRET must be set/);
    expect(existsSync(join(dir, 'jwt-secret'))).toBe(false);
    const first = startConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(startConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    // A given secret is used as it is, and a new DATA_DIR is not made for it.
    const unused = join(dataDir(), 'new');
    expect(startConfig({ ...SECRET, DATA_DIR: unused }).jwtSecret).toBe(SECRET.JWT_SECRET);
    expect(existsSync(unused)).toBe(false);
  });

  it('checks the environment before the start-up writes anything to DATA_DIR', () => {
    const fresh = join(dataDir(), 'new');
    expect(() => startConfig({ DATA_DIR: fresh, PORT: 'abc' })).toThrow(/^PORT must be a whole number/);
    expect(existsSync(fresh)).toBe(false);
    startConfig({ DATA_DIR: fresh, PORT: '8080' });
    expect(existsSync(join(fresh, 'jwt-secret'))).toBe(true);
  });

  it('reads NO_SHOW_FORFEIT as true or false, and refuses anything else', () => {
    expect(loadConfig({ ...SECRET, DATA_DIR: dataDir(), NO_SHOW_FORFEIT: 'false' }).noShowForfeit).toBe(false);
    expect(loadConfig({ ...SECRET, DATA_DIR: dataDir(), NO_SHOW_FORFEIT: 'TRUE' }).noShowForfeit).toBe(true);
    expect(() => loadConfig({ ...SECRET, DATA_DIR: dataDir(), NO_SHOW_FORFEIT: 'no' })).toThrow(ConfigError);
  });

  it('reads WITHDRAWAL_SECOND_APPROVAL_OVER as an amount of coins', () => {
    expect(
      loadConfig({ ...SECRET, DATA_DIR: dataDir(), WITHDRAWAL_SECOND_APPROVAL_OVER: '250.50' })
        .withdrawalSecondApprovalOver,
    ).toBe(25_050);
    expect(
      loadConfig({ ...SECRET, DATA_DIR: dataDir(), WITHDRAWAL_SECOND_APPROVAL_OVER: '0' }).withdrawalSecondApprovalOver,
    ).toBe(0);
  });

  it('reads durations with units', () => {
    const config = loadConfig({ ...SECRET, DATA_DIR: dataDir(), ACCESS_TOKEN_TTL: '5m', REFRESH_TOKEN_TTL: '7d' });
    expect(config.accessTokenTtlSeconds).toBe(300);
    expect(config.refreshTokenTtlSeconds).toBe(7 * 86400);
  });

  it('reads the admin account', () => {
    const config = loadConfig({
      ...SECRET,
      DATA_DIR: dataDir(),
      ADMIN_USERNAME: 'boss',
      ADMIN_PASSWORD: 'long-enough-1',
    });
    expect(config.admin).toEqual({
      username: 'boss',
      password: 'long-enough-1',
      email: 'boss@localhost.invalid',
      totpSecret: null,
    });
    // The start-up holds it to the players' rules (identity's), and lets it through.
    expect(
      startConfig({ ...SECRET, DATA_DIR: dataDir(), ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'long-enough-1' }).admin,
    ).toEqual(config.admin);
  });

  it('sends mail to files in DATA_DIR/mail unless SMTP_URL says, from Spockout, with links to PUBLIC_URL', () => {
    const defaults = loadConfig({ ...SECRET, DATA_DIR: dataDir(), PORT: '8080' });
    expect(defaults).toMatchObject({
      smtpUrl: null,
      mailFrom: { name: 'Spockout', address: 'no-reply@localhost' },
      publicUrl: 'http://localhost:8080',
      mailRetrySeconds: 30,
    });
    const set = loadConfig({
      ...SECRET,
      DATA_DIR: dataDir(),
      SMTP_URL: 'smtps://mailer:s3cret@mail.example.com:465',
      MAIL_FROM: '"Spockout Team" <team@spockout.example.com>',
      PUBLIC_URL: 'https://spockout.example.com/play/',
    });
    expect(set).toMatchObject({
      smtpUrl: 'smtps://mailer:s3cret@mail.example.com:465',
      mailFrom: { name: 'Spockout Team', address: 'team@spockout.example.com' },
      publicUrl: 'https://spockout.example.com/play',
    });
    expect(loadConfig({ ...SECRET, DATA_DIR: dataDir(), MAIL_FROM: 'bare@example.com' }).mailFrom).toEqual({
      name: '',
      address: 'bare@example.com',
    });
  });

  it('never repeats the password of a refused SMTP_URL', () => {
    const attempt = () =>
      loadConfig({ ...SECRET, DATA_DIR: dataDir(), SMTP_URL: 'imap://mailer:hunter22@mail.example.com' });
    expect(attempt).toThrow(/^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(attempt).not.toThrow(/hunter22/);
  });
  it.each(['-boss', '=boss', '+boss', '@boss'])(
    'refuses ADMIN_USERNAME %s, whose first character a spreadsheet reads as a formula (issue 30 §4)',
    (username) => {
      const attempt = () =>
        startConfig({
          ...SECRET,
          DATA_DIR: dataDir(),
          ADMIN_USERNAME: username,
          ADMIN_PASSWORD: 'Root-Admin-Pass-7731',
        });
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(/^ADMIN_USERNAME must/);
    },
  );

  it.each(['12345678', 'aaaaaaaa', 'spockout1', 'boss12345', 'Aa1!Aa1!'])(
    'refuses the weak ADMIN_PASSWORD %s with a message that says what to do (issue 19 §4)',
    (password) => {
      const attempt = () =>
        startConfig({ ...SECRET, DATA_DIR: dataDir(), ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: password });
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(
        /^ADMIN_PASSWORD is too weak \(the players' password rules apply\): This password is too/,
      );
    },
  );

  it('reads the embedded database settings: no TCP unless EMBEDDED_DB_LISTEN names an address', () => {
    const dir = dataDir();
    expect(loadConfig({ ...SECRET, DATA_DIR: dir })).toMatchObject({
      embeddedDbListen: null,
      embeddedDbCache: null,
      embeddedDbRestartSeconds: 60,
    });
    expect(loadConfig({ ...SECRET, DATA_DIR: dir, EMBEDDED_DB_LISTEN: '127.0.0.1:54329' }).embeddedDbListen).toEqual({
      host: '127.0.0.1',
      port: 54329,
    });
    expect(loadConfig({ ...SECRET, DATA_DIR: dir, EMBEDDED_DB_LISTEN: '[::1]:6000' }).embeddedDbListen).toEqual({
      host: '::1',
      port: 6000,
    });
    expect(loadConfig({ ...SECRET, DATA_DIR: dir, EMBEDDED_DB_CACHE: '/srv/cache' }).embeddedDbCache).toBe(
      '/srv/cache',
    );
  });

  it('writes logs for a person on a terminal and JSON into a pipe or file, unless LOG_FORMAT says', () => {
    const dir = dataDir();
    expect(loadConfig({ ...SECRET, DATA_DIR: dir }, true).logPretty).toBe(true);
    expect(loadConfig({ ...SECRET, DATA_DIR: dir }, false).logPretty).toBe(false);
    expect(loadConfig({ ...SECRET, DATA_DIR: dir, LOG_FORMAT: 'json' }, true).logPretty).toBe(false);
    expect(loadConfig({ ...SECRET, DATA_DIR: dir, LOG_FORMAT: 'pretty' }, false).logPretty).toBe(true);
  });

  it.each([
    ['LOG_FORMAT', 'yaml'],
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['MOVE_TIMEOUT_SECONDS', '0'],
    ['SHUTDOWN_GRACE_SECONDS', '601'],
    ['ACCESS_TOKEN_TTL', 'soon'],
    ['DATABASE_URL', 'mysql://x/y'],
    ['JWT_SECRET', 'short'],
    ['HOUSE_RAKE_PERCENT', '75'],
    ['TOURNAMENT_FILL_DEADLINE_SECONDS', '0'],
    ['TOURNAMENT_FILL_DEADLINE_SECONDS', '2.5'],
    ['MAX_OPEN_TOURNAMENTS_PER_USER', '0'],
    ['MAX_PENDING_WITHDRAWALS_PER_USER', 'five'],
    ['WITHDRAWAL_SECOND_APPROVAL_OVER', '1,000'],
    ['WITHDRAWAL_SECOND_APPROVAL_OVER', '-5'],
    ['WITHDRAWAL_SECOND_APPROVAL_OVER', '10.001'],
    ['REGISTRATIONS_PER_ADDRESS_PER_HOUR', '-1'],
    ['ADMIN_USERNAME', 'only-the-name'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['SMTP_URL', 'mail.example.com:587'],
    ['SMTP_URL', 'smtp://'],
    ['MAIL_FROM', 'not an address'],
    ['MAIL_FROM', 'Spockout <two@example.com, three@example.com>'],
    ['PUBLIC_URL', 'ftp://spockout.example.com'],
    ['PUBLIC_URL', 'spockout.example.com'],
    ['PUBLIC_URL', 'https://spockout.example.com/?ref=mail'],
    ['PUBLIC_URL', 'https://user:pw@spockout.example.com'],
    ['MAIL_RETRY_SECONDS', '0'],
    ['EMBEDDED_DB_LISTEN', 'localhost:54329'],
    ['EMBEDDED_DB_LISTEN', '127.0.0.1'],
    ['EMBEDDED_DB_LISTEN', '127.0.0.1:0'],
    ['EMBEDDED_DB_LISTEN', '999.1.1.1:5432'],
    ['EMBEDDED_DB_RESTART_SECONDS', '0'],
    ['DATABASE_REPLICA_MAX_LAG_SECONDS', '0'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    const attempt = () => loadConfig({ ...SECRET, DATA_DIR: dataDir(), [name]: value });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(new RegExp(name));
  });

  it('reads read replicas of DATABASE_URL, refusing them without it and never repeating a URL', () => {
    const primary = 'postgres://app:pw@db.internal:5432/spockout';
    const replicas = 'postgres://app:pw@db-r1.internal:5432/spockout, postgresql://app:pw@db-r2.internal/spockout,';
    const config = loadConfig({
      ...SECRET,
      DATA_DIR: dataDir(),
      DATABASE_URL: primary,
      DATABASE_REPLICA_URLS: replicas,
    });
    expect(config.databaseReplicaUrls).toEqual([
      'postgres://app:pw@db-r1.internal:5432/spockout',
      'postgresql://app:pw@db-r2.internal/spockout',
    ]);
    const embedded = () => loadConfig({ ...SECRET, DATA_DIR: dataDir(), DATABASE_REPLICA_URLS: replicas });
    expect(embedded).toThrow(/DATABASE_REPLICA_URLS needs DATABASE_URL/);
    const bad = () =>
      loadConfig({
        ...SECRET,
        DATA_DIR: dataDir(),
        DATABASE_URL: primary,
        DATABASE_REPLICA_URLS: 'mysql://app:secret@r1/x',
      });
    expect(bad).toThrow(/DATABASE_REPLICA_URLS must list postgres:\/\/ URLs/);
    expect(bad).not.toThrow(/secret/);
    expect(
      loadConfig({ ...SECRET, DATA_DIR: dataDir(), DATABASE_REPLICA_MAX_LAG_SECONDS: '2' }).replicaMaxLagSeconds,
    ).toBe(2);
  });

  it('reads the cashier: the sandbox by default, Stripe only with its secrets, never repeating them', () => {
    expect(loadConfig({ ...SECRET, DATA_DIR: dataDir() }).payments).toEqual({
      provider: 'sandbox',
      currency: 'EUR',
      coinsPerUnit: 1,
      stripe: null,
    });
    const stripe = loadConfig({
      ...SECRET,
      DATA_DIR: dataDir(),
      PAYMENTS_PROVIDER: 'stripe',
      COIN_CURRENCY: 'usd',
      COINS_PER_UNIT: '100',
      STRIPE_SECRET_KEY: 'sk_test_config',
      STRIPE_WEBHOOK_SECRET: 'whsec_config',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    }).payments;
    expect(stripe).toMatchObject({ provider: 'stripe', currency: 'USD', coinsPerUnit: 100 });
    expect(stripe.stripe?.apiBase?.href).toBe('http://127.0.0.1:12111/');
    const missing = () =>
      loadConfig({ ...SECRET, DATA_DIR: dataDir(), PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_x' });
    expect(missing).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(missing).not.toThrow(/sk_x/);
    for (const [name, value] of [
      ['PAYMENTS_PROVIDER', 'paypal'],
      ['COIN_CURRENCY', 'JPY'],
      ['COIN_CURRENCY', 'euro'],
      ['COINS_PER_UNIT', '0'],
    ]) {
      expect(() => loadConfig({ ...SECRET, DATA_DIR: dataDir(), [name]: value })).toThrow(new RegExp(name));
    }
  });
});
