import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { passwordProblems, USERNAME_PATTERN } from '../modules/identity/domain/password-policy.js';
import { type Cents, parseCents } from '../shared/money/money.js';

/** The one typed configuration object, read from the environment once at start. */
export interface AppConfig {
  port: number;
  databaseUrl: string | null;
  /**
   * Streaming replicas of DATABASE_URL's database (DATABASE_REPLICA_URLS), for the reads that may lag; empty: every
   * read on the primary.
   */
  databaseReplicaUrls: string[];
  /**
   * DATABASE_REPLICA_MAX_LAG_SECONDS: a replica further behind the primary than this serves no read, and a client
   * that wrote reads from the primary for this long and a second more.
   */
  replicaMaxLagSeconds: number;
  /**
   * EVENT_BUS_URL: a redis:// (or rediss://) server whose Streams carry the live publisher's batches to every
   * instance instead of PostgreSQL's NOTIFY; null: PostgreSQL alone. It may hold a password: never repeated.
   */
  eventBusUrl: string | null;
  dataDir: string;
  /** The embedded PostgreSQL's TCP address (EMBEDDED_DB_LISTEN); null: its Unix socket only. */
  embeddedDbListen: { host: string; port: number } | null;
  /** Where root keeps the copy of the PostgreSQL binaries the database user runs (EMBEDDED_DB_CACHE). */
  embeddedDbCache: string | null;
  /** How long the watchdog tries to restart a dead embedded PostgreSQL before the app exits 1. */
  embeddedDbRestartSeconds: number;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** A session's absolute lifetime from its sign-in, however often it refreshes (SESSION_MAX_AGE). */
  sessionMaxAgeSeconds: number;
  appEnv: string;
  moveTimeoutSeconds: number;
  /** Extra seconds on a match's first game, so a start reaches its players before their clocks run. */
  matchStartGraceSeconds: number;
  /** A player who moved in game 1 wins at once when the opponent never showed up (NO_SHOW_FORFEIT, default on). */
  noShowForfeit: boolean;
  /** How long a stop waits for responses still being sent before it cuts their connections. */
  shutdownGraceSeconds: number;
  houseRakePercent: number;
  /** Seconds from a tournament's creation until registration closes; one still not full then is cancelled. */
  tournamentFillDeadlineSeconds: number;
  corsOrigins: string[];
  /** Fastify's trustProxy: whose X-Forwarded-For to believe for the client's address (false: the peer's). */
  trustProxy: boolean | string[];
  /** Failed logins per client address in the throttle's window, over all usernames (password spraying). */
  loginFailuresPerAddress: number;
  /** PENDING tournaments one user may have created at a time. */
  maxOpenTournamentsPerUser: number;
  /** PENDING withdrawal requests one user may have at a time. */
  maxPendingWithdrawalsPerUser: number;
  /** Cents: a withdrawal of more than this needs the approval of a second admin (WITHDRAWAL_SECOND_APPROVAL_OVER). */
  withdrawalSecondApprovalOver: Cents;
  /** New accounts from one client address per hour. */
  registrationsPerAddressPerHour: number;
  /** "Forgot password?" requests from one client address per hour (each email has its own, smaller, budget). */
  passwordResetsPerAddressPerHour: number;
  /** The configured admin; `totpSecret` (ADMIN_TOTP_SECRET, base32) enrols it in two-factor sign-in. */
  admin: { username: string; password: string; email: string; totpSecret: string | null } | null;
  logLevel: string;
  logPretty: boolean;
  /** How often an idle live stream gets a comment line, so proxies keep it open. */
  streamHeartbeatSeconds: number;
  /** Where links in mail point: scheme, host and any base path, without a trailing slash. */
  publicUrl: string;
  /** The SMTP server mail goes through (`smtp://` or `smtps://`, credentials inside); null: files in DATA_DIR/mail. */
  smtpUrl: string | null;
  /** The sender of every mail. */
  mailFrom: MailAddress;
  /** Wait before the first retry of a mail that could not be delivered; it doubles with each failure. */
  mailRetrySeconds: number;
  /** Live streams open at once from one client address, over every instance. */
  maxStreamsPerAddress: number;
  /** Live streams one instance holds at once. */
  maxStreamsPerInstance: number;
  /**
   * Passkeys: the relying party's id (WEBAUTHN_RP_ID, else PUBLIC_URL's host name) and the exact origins
   * allowed to use them (WEBAUTHN_ORIGINS; empty: any origin whose host is the RP ID, on any port). A null RP
   * id (PUBLIC_URL at an IP address, which WebAuthn refuses) turns passkeys off.
   */
  webauthn: { rpId: string | null; origins: string[] };
  /** The youngest age that may deposit and play (MIN_AGE). */
  minAge: number;
  /** Help organisations the Safer play page links to (SAFER_PLAY_LINKS: `Name|https://url` entries, `;`-separated). */
  saferPlayLinks: { name: string; url: string }[];
  /** The cashier: which payment provider takes deposits, and what a coin is worth. */
  payments: PaymentsConfig;
}

export type PaymentsProviderName = 'sandbox' | 'stripe';

export interface PaymentsConfig {
  /** PAYMENTS_PROVIDER: `sandbox` credits a deposit at once (coins are not real money); `stripe` takes payment first. */
  provider: PaymentsProviderName;
  /** COIN_CURRENCY: the ISO 4217 code deposits are paid in (upper case). */
  currency: string;
  /** COINS_PER_UNIT: coins one unit of the currency buys (1: one coin costs 1.00). */
  coinsPerUnit: number;
  /** Set when the provider is `stripe`; secrets never leave the server. */
  stripe: { secretKey: string; webhookSecret: string; apiBase: URL | null } | null;
}

export interface MailAddress {
  name: string;
  address: string;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

/** A bad environment value: the start stops with this message and exit code 1. */
export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

/** An amount of coins with at most two decimals ("1000.00"), as cents. */
function coins(env: Env, name: string, fallback: string): Cents {
  const raw = env[name]?.trim() || fallback;
  const amount = parseCents(raw);
  if (amount === null || amount < 0) {
    throw new ConfigError(`${name} must be an amount of coins such as 1000.00, got "${raw}"`);
  }
  return amount;
}

/**
 * TRUST_PROXY: unset or "false" trusts no proxy; "true" trusts every hop (only behind a proxy that overwrites
 * X-Forwarded-For); else a comma-separated list of the proxies' addresses or CIDRs.
 */
function trustProxy(env: Env): boolean | string[] {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  if (raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  return raw
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}

/** A yes/no setting: "true" or "false", anything else refused rather than guessed. */
function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase() ?? '';
  if (raw === '') return fallback;
  if (raw !== 'true' && raw !== 'false') throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
  return raw === 'true';
}

const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** Accepts seconds ("900") or a number with a unit ("15m", "30d"). */
function duration(env: Env, name: string, fallbackSeconds: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallbackSeconds;
  const match = /^(\d+)([smhd]?)$/.exec(raw);
  if (!match) throw new ConfigError(`${name} must be a duration like 900, 15m, 12h or 30d, got "${raw}"`);
  const seconds = Number(match[1]) * DURATION_UNITS[match[2] || 's'];
  if (seconds < 1) throw new ConfigError(`${name} must be at least one second`);
  return seconds;
}

const DEFAULT_SAFER_PLAY_LINKS =
  'BeGambleAware|https://www.begambleaware.org/;GamCare|https://www.gamcare.org.uk/;Gamblers Anonymous|https://www.gamblersanonymous.org/';

/** SAFER_PLAY_LINKS: `Name|https://url` pairs separated by `;`; https links only, so a typo cannot link elsewhere. */
function saferPlayLinks(env: Env): { name: string; url: string }[] {
  const raw = env.SAFER_PLAY_LINKS?.trim() || DEFAULT_SAFER_PLAY_LINKS;
  return raw
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [name, url] = entry.split('|').map((part) => part.trim());
      if (!name || !url || !/^https:\/\/[^\s]+$/.test(url)) {
        throw new ConfigError(`SAFER_PLAY_LINKS entries must read "Name|https://url", got "${entry}"`);
      }
      return { name, url };
    });
}

/** `raw` if it is a postgres:// URL, else `problem` (which never repeats the URL: it may hold a password). */
function postgresUrl(raw: string, problem: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(problem);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') throw new ConfigError(problem);
  return raw;
}

function databaseUrl(env: Env): string | null {
  const raw = env.DATABASE_URL?.trim();
  return raw ? postgresUrl(raw, 'DATABASE_URL must be a postgres:// URL') : null;
}

/**
 * DATABASE_REPLICA_URLS: postgres:// URLs of streaming replicas of DATABASE_URL's database, separated by commas.
 * They hold passwords, so an error never repeats them.
 */
function databaseReplicaUrls(env: Env, primary: string | null): string[] {
  const urls = (env.DATABASE_REPLICA_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  if (urls.length && !primary) {
    throw new ConfigError(
      'DATABASE_REPLICA_URLS needs DATABASE_URL: replicas are of a PostgreSQL server of your own, not of the embedded database',
    );
  }
  return urls.map((url) => postgresUrl(url, 'DATABASE_REPLICA_URLS must list postgres:// URLs separated by commas'));
}

function eventBusUrl(env: Env): string | null {
  const raw = env.EVENT_BUS_URL?.trim();
  if (!raw) return null;
  let protocol = '';
  try {
    protocol = new URL(raw).protocol;
  } catch {
    /* reported below */
  }
  if (protocol === 'nats:') {
    throw new ConfigError('EVENT_BUS_URL: only Redis is built as the event bus (docs/decisions.md); use redis://');
  }
  if (protocol !== 'redis:' && protocol !== 'rediss:') {
    throw new ConfigError('EVENT_BUS_URL must be a redis:// or rediss:// URL');
  }
  return raw;
}

/**
 * EMBEDDED_DB_LISTEN: `host:port` (`[::1]:54329` for IPv6) where the embedded PostgreSQL also listens on TCP,
 * for an operator's tools on another machine or container; unset, it has only its Unix socket in DATA_DIR.
 */
function embeddedDbListen(env: Env): AppConfig['embeddedDbListen'] {
  const raw = env.EMBEDDED_DB_LISTEN?.trim();
  if (!raw) return null;
  const colon = raw.lastIndexOf(':');
  const host = raw.slice(0, Math.max(0, colon)).replace(/^\[(.*)\]$/, '$1');
  const port = Number(raw.slice(colon + 1));
  if (colon < 0 || !isIP(host) || !/^\d+$/.test(raw.slice(colon + 1)) || port < 1 || port > 65535) {
    throw new ConfigError(`EMBEDDED_DB_LISTEN must be an IP address and a port, like 127.0.0.1:54329, got "${raw}"`);
  }
  return { host, port };
}

/** JWT_SECRET when given; otherwise one generated on first start and kept in DATA_DIR so sessions survive restarts. */
function jwtSecret(env: Env, dataDir: string): string {
  const given = env.JWT_SECRET;
  if (given !== undefined && given !== '') {
    if (given.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
    return given;
  }
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  // A new DATA_DIR is its owner's alone: it holds this secret, the database's password and its files.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * LOG_FORMAT: `pretty` (coloured lines for a person) or `json` (one object a line, for a log collector). Unset:
 * pretty when stdout is a terminal, JSON when it is a pipe or a file.
 */
function logPretty(env: Env, terminal: boolean): boolean {
  const raw = env.LOG_FORMAT?.trim() ?? '';
  if (raw === '') return terminal;
  if (raw !== 'pretty' && raw !== 'json') throw new ConfigError(`LOG_FORMAT must be pretty or json, got "${raw}"`);
  return raw === 'pretty';
}

/**
 * ADMIN_TOTP_SECRET: the admin's authenticator secret in base32 (what an authenticator app or `oathtool` takes),
 * at least 16 bytes (26 characters); spaces and case do not matter. Never repeated in an error.
 */
function adminTotpSecret(env: Env): string | null {
  const raw = env.ADMIN_TOTP_SECRET?.replace(/\s/g, '').toUpperCase();
  if (!raw) return null;
  const bare = raw.replace(/=+$/, '');
  if (!/^[A-Z2-7]+$/.test(bare) || bare.length < 26) {
    throw new ConfigError('ADMIN_TOTP_SECRET must be base32 (A-Z, 2-7) of at least 26 characters (16 bytes)');
  }
  return bare;
}

function admin(env: Env): AppConfig['admin'] {
  const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password, ADMIN_EMAIL: email } = env;
  if (!username && !password && !email) {
    if (env.ADMIN_TOTP_SECRET?.trim())
      throw new ConfigError('ADMIN_TOTP_SECRET needs ADMIN_USERNAME and ADMIN_PASSWORD');
    return null;
  }
  if (!username || !password) throw new ConfigError('ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  if (!USERNAME_PATTERN.test(username)) {
    throw new ConfigError('ADMIN_USERNAME must be 3 to 30 letters, digits, "_", "." or "-", not starting with "-"');
  }
  // The players' policy: the account that approves withdrawals deserves no weaker one.
  const problems = passwordProblems(password, username);
  if (problems.length) {
    throw new ConfigError(`ADMIN_PASSWORD is too weak (the players' password rules apply): ${problems.join(' ')}`);
  }
  const adminEmail = email || `${username}@localhost.invalid`;
  if (!/^[^\s@]+@[^\s@]+$/.test(adminEmail)) throw new ConfigError('ADMIN_EMAIL must be an email address');
  return { username, password, email: adminEmail, totpSecret: adminTotpSecret(env) };
}

/**
 * SMTP_URL: `smtp://` (STARTTLS when offered) or `smtps://` (TLS from the start), with the user and password
 * in it; the query may add nodemailer options (`?requireTLS=true`). The value holds a password, so an error
 * never repeats it.
 */
function smtpUrl(env: Env): string | null {
  const raw = env.SMTP_URL?.trim();
  if (!raw) return null;
  const problem = 'SMTP_URL must be an smtp:// or smtps:// URL such as smtps://user:password@mail.example.com:465';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(problem);
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) throw new ConfigError(problem);
  return raw;
}

const ADDRESS = /^[^\s<>@",;]+@[^\s<>@",;]+$/;

/** MAIL_FROM: `address@example.com` or `Display Name <address@example.com>`, on one line. */
function mailFrom(env: Env): MailAddress {
  const raw = env.MAIL_FROM?.trim();
  if (!raw) return { name: 'Spockout', address: 'no-reply@localhost' };
  const named = /^([^<>\r\n]*?)\s*<([^<>]+)>$/.exec(raw);
  // A quoted display name ("Spockout Team" <...>) loses its quotes: nodemailer quotes what needs it.
  const [name, address] = named ? [named[1].trim().replace(/^"(.*)"$/, '$1'), named[2].trim()] : ['', raw];
  if (!ADDRESS.test(address)) {
    throw new ConfigError(`MAIL_FROM must be an address or "Name <address>", got "${raw}"`);
  }
  return { name, address };
}

/** PUBLIC_URL: the site's address as players reach it (behind a proxy, the proxy's), used in mail links. */
function publicUrl(env: Env, port: number): string {
  const raw = env.PUBLIC_URL?.trim();
  if (!raw) return `http://localhost:${port}`;
  const problem = `PUBLIC_URL must be an http:// or https:// address such as https://spockout.example.com, got "${raw}"`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(problem);
  }
  const plain = !url.username && !url.password && !url.search && !url.hash && !raw.includes('?') && !raw.includes('#');
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || !plain) {
    throw new ConfigError(problem);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** WEBAUTHN_RP_ID and WEBAUTHN_ORIGINS (comma-separated origins such as https://play.example.com). */
function webauthn(env: Env, site: string): AppConfig['webauthn'] {
  const given = env.WEBAUTHN_RP_ID?.trim().toLowerCase();
  if (given !== undefined && given !== '' && (!/^[a-z0-9.-]+$/.test(given) || isIP(given))) {
    throw new ConfigError(`WEBAUTHN_RP_ID must be a domain name such as spockout.example.com, got "${given}"`);
  }
  const host = new URL(site).hostname;
  const rpId = given || (isIP(host.replace(/^\[(.*)\]$/, '$1')) ? null : host);
  const origins = (env.WEBAUTHN_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of origins) {
    let url: URL | null = null;
    try {
      url = new URL(origin);
    } catch {
      /* reported below */
    }
    if (!url || url.origin !== origin || !['http:', 'https:'].includes(url.protocol)) {
      throw new ConfigError(`WEBAUTHN_ORIGINS must list origins such as https://spockout.example.com, got "${origin}"`);
    }
  }
  return { rpId, origins };
}

/**
 * Currencies whose smallest unit is the unit itself (Stripe's zero-decimal list) or a thousandth: coins are
 * priced in hundredths, so these are refused rather than charged a hundred times too much.
 */
const NOT_TWO_DECIMAL = new Set(
  'BIF CLP DJF GNF JPY KMF KRW MGA PYG RWF UGX VND VUV XAF XOF XPF BHD JOD KWD OMR TND ISK HUF TWD'.split(' '),
);

function payments(env: Env): PaymentsConfig {
  const provider = env.PAYMENTS_PROVIDER?.trim().toLowerCase() || 'sandbox';
  if (provider !== 'sandbox' && provider !== 'stripe') {
    throw new ConfigError(`PAYMENTS_PROVIDER must be sandbox or stripe, got "${env.PAYMENTS_PROVIDER}"`);
  }
  const currency = env.COIN_CURRENCY?.trim().toUpperCase() || 'EUR';
  if (!/^[A-Z]{3}$/.test(currency) || NOT_TWO_DECIMAL.has(currency)) {
    throw new ConfigError(
      `COIN_CURRENCY must be a three-letter currency code with cents (EUR, USD...), got "${currency}"`,
    );
  }
  const coinsPerUnit = integer(env, 'COINS_PER_UNIT', 1, 1, 1_000_000);
  if (provider === 'sandbox') return { provider, currency, coinsPerUnit, stripe: null };
  const secretKey = env.STRIPE_SECRET_KEY?.trim() ?? '';
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() ?? '';
  // The values are secrets: a problem names the setting, never repeats it.
  if (!secretKey) throw new ConfigError('PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY');
  if (!webhookSecret) throw new ConfigError('PAYMENTS_PROVIDER=stripe needs STRIPE_WEBHOOK_SECRET');
  return { provider, currency, coinsPerUnit, stripe: { secretKey, webhookSecret, apiBase: stripeApiBase(env) } };
}

/** STRIPE_API_BASE: another address for Stripe's API (a local stand-in in tests); unset is Stripe's own. */
function stripeApiBase(env: Env): URL | null {
  const raw = env.STRIPE_API_BASE?.trim();
  if (!raw) return null;
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    /* reported below */
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    throw new ConfigError(
      `STRIPE_API_BASE must be an http:// or https:// address such as http://127.0.0.1:12111, got "${raw}"`,
    );
  }
  return url;
}

/** `terminal`: stdout is a terminal (the log format's default); false unless the caller says so. */
export function loadConfig(env: Env = process.env, terminal = false): AppConfig {
  const dataDir = resolve(env.DATA_DIR?.trim() || '.data');
  const appEnv = env.APP_ENV?.trim() || 'production';
  const port = integer(env, 'PORT', 3000, 0, 65535);
  return {
    port,
    databaseUrl: databaseUrl(env),
    databaseReplicaUrls: databaseReplicaUrls(env, databaseUrl(env)),
    replicaMaxLagSeconds: integer(env, 'DATABASE_REPLICA_MAX_LAG_SECONDS', 5, 1, 3600),
    eventBusUrl: eventBusUrl(env),
    dataDir,
    embeddedDbListen: embeddedDbListen(env),
    embeddedDbCache: env.EMBEDDED_DB_CACHE?.trim() ? resolve(env.EMBEDDED_DB_CACHE.trim()) : null,
    embeddedDbRestartSeconds: integer(env, 'EMBEDDED_DB_RESTART_SECONDS', 60, 1, 3600),
    jwtSecret: jwtSecret(env, dataDir),
    accessTokenTtlSeconds: duration(env, 'ACCESS_TOKEN_TTL', 15 * 60),
    refreshTokenTtlSeconds: duration(env, 'REFRESH_TOKEN_TTL', 30 * 86400),
    sessionMaxAgeSeconds: duration(env, 'SESSION_MAX_AGE', 30 * 86400),
    appEnv,
    moveTimeoutSeconds: integer(env, 'MOVE_TIMEOUT_SECONDS', 60, 1, 86400),
    matchStartGraceSeconds: integer(env, 'MATCH_START_GRACE_SECONDS', 30, 0, 3600),
    noShowForfeit: flag(env, 'NO_SHOW_FORFEIT', true),
    shutdownGraceSeconds: integer(env, 'SHUTDOWN_GRACE_SECONDS', 10, 0, 600),
    houseRakePercent: integer(env, 'HOUSE_RAKE_PERCENT', 0, 0, 50),
    tournamentFillDeadlineSeconds: integer(env, 'TOURNAMENT_FILL_DEADLINE_SECONDS', 86_400, 1, 365 * 86_400),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    trustProxy: trustProxy(env),
    loginFailuresPerAddress: integer(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 100, 1, 1_000_000),
    maxOpenTournamentsPerUser: integer(env, 'MAX_OPEN_TOURNAMENTS_PER_USER', 5, 1, 1_000_000),
    maxPendingWithdrawalsPerUser: integer(env, 'MAX_PENDING_WITHDRAWALS_PER_USER', 5, 1, 1_000_000),
    withdrawalSecondApprovalOver: coins(env, 'WITHDRAWAL_SECOND_APPROVAL_OVER', '1000.00'),
    registrationsPerAddressPerHour: integer(env, 'REGISTRATIONS_PER_ADDRESS_PER_HOUR', 20, 1, 1_000_000),
    passwordResetsPerAddressPerHour: integer(env, 'PASSWORD_RESETS_PER_ADDRESS_PER_HOUR', 20, 1, 1_000_000),
    admin: admin(env),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    logPretty: logPretty(env, terminal),
    streamHeartbeatSeconds: integer(env, 'STREAM_HEARTBEAT_SECONDS', 10, 1, 15),
    publicUrl: publicUrl(env, port),
    smtpUrl: smtpUrl(env),
    mailFrom: mailFrom(env),
    mailRetrySeconds: integer(env, 'MAIL_RETRY_SECONDS', 30, 1, 3600),
    maxStreamsPerAddress: integer(env, 'MAX_STREAMS_PER_ADDRESS', 100, 1, 1_000_000),
    maxStreamsPerInstance: integer(env, 'MAX_STREAMS_PER_INSTANCE', 20_000, 1, 1_000_000),
    webauthn: webauthn(env, publicUrl(env, port)),
    minAge: integer(env, 'MIN_AGE', 18, 18, 99),
    saferPlayLinks: saferPlayLinks(env),
    payments: payments(env),
  };
}
