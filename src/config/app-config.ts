import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { IsIn, IsOptional, registerDecorator, ValidateIf, validateSync } from 'class-validator';
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
  /**
   * Whether the house-table sweep runs (HOUSE_TABLE_SWEEP, default on): it opens a table for every active Sit &
   * Go template without one (issue 32 §1). The next table opens with a start or cancellation either way.
   */
  houseTableSweep: boolean;
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
  /** How often every instance re-reads blocked users and revoked sessions, besides hearing each as it commits. */
  blockedUsersReloadSeconds: number;
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

/** DATA_DIR, absolute: the start-up code needs it before the rest is read (it keeps the JWT secret there). */
export const dataDirOf = (env: Env): string => resolve(env.DATA_DIR?.trim() || '.data');

/*
 * The schema: `Environment` declares every variable once, with its rule, and class-validator checks them all
 * (docs/decisions.md, issue 31 §4). Values are the environment's strings, trimmed, an empty one counting as unset
 * (`settingsOf`), so each rule sees a value that was given; `IsOptional` lets an unset one take its default,
 * applied below where the typed config is built. The first problem, in the order declared, stops the start.
 */

/** What is wrong with a given value (null: nothing), in words that name the variable and say what to do. */
type Problem = (value: string, name: string, settings: Environment) => string | null;

/** A rule in the schema that class-validator's own decorators cannot say (a format, a bound, another variable). */
function Rule(problem: Problem): PropertyDecorator {
  return (target, property) => {
    registerDecorator({
      name: 'setting',
      target: target.constructor,
      propertyName: String(property),
      validator: {
        validate: (value: string, args) => args !== undefined && problem(value, args.property, args.object) === null,
        defaultMessage: (args) => (args ? (problem(args.value as string, args.property, args.object) ?? '') : ''),
      },
    });
  };
}

/** An optional whole number within bounds. */
const WholeNumber = (min: number, max: number) =>
  Rule((raw, name) => {
    if (!/^\d+$/.test(raw)) return `${name} must be a whole number, got "${raw}"`;
    const value = Number(raw);
    return value < min || value > max ? `${name} must be between ${min} and ${max}, got ${value}` : null;
  });

/** An optional duration: seconds ("900") or a number with a unit ("15m", "30d"). */
const Duration = () =>
  Rule((raw, name) => {
    const match = /^(\d+)([smhd]?)$/.exec(raw);
    if (!match) return `${name} must be a duration like 900, 15m, 12h or 30d, got "${raw}"`;
    return seconds(raw) < 1 ? `${name} must be at least one second` : null;
  });

/** A yes/no setting: "true" or "false", anything else refused rather than guessed. */
const Flag = () =>
  Rule((raw, name) =>
    raw.toLowerCase() === 'true' || raw.toLowerCase() === 'false'
      ? null
      : `${name} must be true or false, got "${raw}"`,
  );

/** An amount of coins with at most two decimals ("1000.00"). */
const Coins = () =>
  Rule((raw, name) => {
    const amount = parseCents(raw);
    return amount === null || amount < 0 ? `${name} must be an amount of coins such as 1000.00, got "${raw}"` : null;
  });

const isPostgresUrl = (raw: string): boolean => {
  try {
    return ['postgres:', 'postgresql:'].includes(new URL(raw).protocol);
  } catch {
    return false;
  }
};

const urlOrNull = (raw: string): URL | null => {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
};

const ADDRESS = /^[^\s<>@",;]+@[^\s<>@",;]+$/;

/** A display name in quotes ("Spockout Team" <...>) loses them: nodemailer quotes what needs it. */
function mailAddress(raw: string): MailAddress {
  const named = /^([^<>\r\n]*?)\s*<([^<>]+)>$/.exec(raw);
  const [name, address] = named ? [named[1].trim().replace(/^"(.*)"$/, '$1'), named[2].trim()] : ['', raw];
  return { name, address };
}

/** EMBEDDED_DB_LISTEN's `host:port` (`[::1]:54329` for IPv6); null when it is not one. */
function listenAddress(raw: string): { host: string; port: number } | null {
  const colon = raw.lastIndexOf(':');
  const host = raw.slice(0, Math.max(0, colon)).replace(/^\[(.*)\]$/, '$1');
  const port = Number(raw.slice(colon + 1));
  const valid = colon >= 0 && isIP(host) && /^\d+$/.test(raw.slice(colon + 1)) && port >= 1 && port <= 65535;
  return valid ? { host, port } : null;
}

const list = (raw: string | undefined, separator = ','): string[] =>
  (raw ?? '')
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

/** Whether the configured admin is given at all (a name, a password or an address). */
const adminGiven = (s: Environment) => Boolean(s.ADMIN_USERNAME || s.ADMIN_PASSWORD || s.ADMIN_EMAIL);
const BOTH_ADMIN = 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together';
const stripeChosen = (s: Environment) => s.PAYMENTS_PROVIDER?.toLowerCase() === 'stripe';

/**
 * Currencies whose smallest unit is the unit itself (Stripe's zero-decimal list) or a thousandth: coins are
 * priced in hundredths, so these are refused rather than charged a hundred times too much.
 */
const NOT_TWO_DECIMAL = new Set(
  'BIF CLP DJF GNF JPY KMF KRW MGA PYG RWF UGX VND VUV XAF XOF XPF BHD JOD KWD OMR TND ISK HUF TWD'.split(' '),
);

const DEFAULT_SAFER_PLAY_LINKS =
  'BeGambleAware|https://www.begambleaware.org/;GamCare|https://www.gamcare.org.uk/;Gamblers Anonymous|https://www.gamblersanonymous.org/';

/** The environment as the schema reads it: every variable the server takes, with its rule. */
class Environment {
  @IsOptional() DATA_DIR?: string;
  @IsOptional() APP_ENV?: string;
  @IsOptional() @WholeNumber(0, 65535) PORT?: string;

  @IsOptional()
  @Rule((raw) => (isPostgresUrl(raw) ? null : 'DATABASE_URL must be a postgres:// URL'))
  DATABASE_URL?: string;

  /** postgres:// URLs of streaming replicas, comma-separated. They hold passwords: an error never repeats them. */
  @IsOptional()
  @Rule((raw, _name, s) => {
    if (list(raw).length && !s.DATABASE_URL) {
      return 'DATABASE_REPLICA_URLS needs DATABASE_URL: replicas are of a PostgreSQL server of your own, not of the embedded database';
    }
    return list(raw).every(isPostgresUrl)
      ? null
      : 'DATABASE_REPLICA_URLS must list postgres:// URLs separated by commas';
  })
  DATABASE_REPLICA_URLS?: string;

  @IsOptional() @WholeNumber(1, 3600) DATABASE_REPLICA_MAX_LAG_SECONDS?: string;

  /** The live bus: Redis only (NATS is refused by name rather than ignored). It may hold a password: never repeated. */
  @IsOptional()
  @Rule((raw) => {
    const url = urlOrNull(raw);
    if (url?.protocol === 'nats:')
      return 'EVENT_BUS_URL: only Redis is built as the event bus (docs/decisions.md); use redis://';
    const redis = url?.protocol === 'redis:' || url?.protocol === 'rediss:';
    // The path names a database by number, or nothing: the client refuses anything else when it starts.
    return redis && /^\/?\d*$/.test(url.pathname)
      ? null
      : 'EVENT_BUS_URL must be a redis:// or rediss:// URL, with a database number as its path if any';
  })
  EVENT_BUS_URL?: string;

  /**
   * `host:port` where the embedded PostgreSQL also listens on TCP, for an operator's tools on another machine or
   * container; unset, it has only its Unix socket in DATA_DIR.
   */
  @IsOptional()
  @Rule((raw) =>
    listenAddress(raw)
      ? null
      : `EMBEDDED_DB_LISTEN must be an IP address and a port, like 127.0.0.1:54329, got "${raw}"`,
  )
  EMBEDDED_DB_LISTEN?: string;

  @IsOptional() EMBEDDED_DB_CACHE?: string;
  @IsOptional() @WholeNumber(1, 3600) EMBEDDED_DB_RESTART_SECONDS?: string;

  /** Required by loadConfig; the start-up code (start-config.ts) gives the one DATA_DIR keeps when it is unset. */
  @IsOptional()
  @Rule((raw) => (raw.length < 32 ? 'JWT_SECRET must be at least 32 characters' : null))
  JWT_SECRET?: string;

  @IsOptional() @Duration() ACCESS_TOKEN_TTL?: string;
  @IsOptional() @Duration() REFRESH_TOKEN_TTL?: string;
  @IsOptional() @Duration() SESSION_MAX_AGE?: string;
  @IsOptional() @WholeNumber(1, 86400) MOVE_TIMEOUT_SECONDS?: string;
  @IsOptional() @WholeNumber(0, 3600) MATCH_START_GRACE_SECONDS?: string;
  @IsOptional() @Flag() NO_SHOW_FORFEIT?: string;
  @IsOptional() @WholeNumber(0, 600) SHUTDOWN_GRACE_SECONDS?: string;
  @IsOptional() @WholeNumber(0, 50) HOUSE_RAKE_PERCENT?: string;
  @IsOptional() @WholeNumber(1, 365 * 86_400) TOURNAMENT_FILL_DEADLINE_SECONDS?: string;
  @IsOptional() @Flag() HOUSE_TABLE_SWEEP?: string;
  @IsOptional() CORS_ORIGINS?: string;

  /**
   * Unset or "false" trusts no proxy; "true" trusts every hop (only behind a proxy that overwrites
   * X-Forwarded-For); else a comma-separated list of the proxies' addresses or CIDRs.
   */
  @IsOptional() TRUST_PROXY?: string;

  @IsOptional() @WholeNumber(1, 1_000_000) LOGIN_MAX_FAILURES_PER_ADDRESS?: string;
  @IsOptional() @WholeNumber(1, 1_000_000) MAX_OPEN_TOURNAMENTS_PER_USER?: string;
  @IsOptional() @WholeNumber(1, 1_000_000) MAX_PENDING_WITHDRAWALS_PER_USER?: string;
  @IsOptional() @Coins() WITHDRAWAL_SECOND_APPROVAL_OVER?: string;
  @IsOptional() @WholeNumber(1, 1_000_000) REGISTRATIONS_PER_ADDRESS_PER_HOUR?: string;
  @IsOptional() @WholeNumber(1, 1_000_000) PASSWORD_RESETS_PER_ADDRESS_PER_HOUR?: string;

  /*
   * The configured admin. Its name and password are held to the players' rules by the start-up code, which asks
   * identity (start-config.ts): the configuration knows no context's rules.
   */
  @IsOptional() @Rule((_raw, _name, s) => (s.ADMIN_PASSWORD ? null : BOTH_ADMIN)) ADMIN_USERNAME?: string;
  @IsOptional() @Rule((_raw, _name, s) => (s.ADMIN_USERNAME ? null : BOTH_ADMIN)) ADMIN_PASSWORD?: string;

  @IsOptional()
  @Rule((raw, _name, s) => {
    if (!s.ADMIN_USERNAME || !s.ADMIN_PASSWORD) return BOTH_ADMIN;
    return /^[^\s@]+@[^\s@]+$/.test(raw) ? null : 'ADMIN_EMAIL must be an email address';
  })
  ADMIN_EMAIL?: string;

  /**
   * The admin's authenticator secret in base32 (what an authenticator app or `oathtool` takes), at least 16 bytes
   * (26 characters); spaces and case do not matter. Never repeated in an error.
   */
  @IsOptional()
  @Rule((raw, _name, s) => {
    if (!adminGiven(s)) return 'ADMIN_TOTP_SECRET needs ADMIN_USERNAME and ADMIN_PASSWORD';
    const bare = totpSecret(raw);
    return /^[A-Z2-7]+$/.test(bare) && bare.length >= 26
      ? null
      : 'ADMIN_TOTP_SECRET must be base32 (A-Z, 2-7) of at least 26 characters (16 bytes)';
  })
  ADMIN_TOTP_SECRET?: string;

  @IsOptional() LOG_LEVEL?: string;

  /**
   * `pretty` (coloured lines for a person) or `json` (one object a line, for a log collector). Unset: pretty when
   * stdout is a terminal, JSON when it is a pipe or a file.
   */
  @IsOptional()
  @IsIn(['pretty', 'json'], { message: ({ value }) => `LOG_FORMAT must be pretty or json, got "${String(value)}"` })
  LOG_FORMAT?: string;

  @IsOptional() @WholeNumber(1, 15) STREAM_HEARTBEAT_SECONDS?: string;

  @IsOptional() @WholeNumber(1, 3600) BLOCKED_USERS_RELOAD_SECONDS?: string;

  /** The site's address as players reach it (behind a proxy, the proxy's), used in mail links. */
  @IsOptional()
  @Rule((raw) => {
    const url = urlOrNull(raw);
    const plain =
      url && !url.username && !url.password && !url.search && !url.hash && !raw.includes('?') && !raw.includes('#');
    return url && ['http:', 'https:'].includes(url.protocol) && url.hostname && plain
      ? null
      : `PUBLIC_URL must be an http:// or https:// address such as https://spockout.example.com, got "${raw}"`;
  })
  PUBLIC_URL?: string;

  /**
   * `smtp://` (STARTTLS when offered) or `smtps://` (TLS from the start), with the user and password in it; the
   * query may add nodemailer options (`?requireTLS=true`). It holds a password, so an error never repeats it.
   */
  @IsOptional()
  @Rule((raw) => {
    const url = urlOrNull(raw);
    return url && ['smtp:', 'smtps:'].includes(url.protocol) && url.hostname
      ? null
      : 'SMTP_URL must be an smtp:// or smtps:// URL such as smtps://user:password@mail.example.com:465';
  })
  SMTP_URL?: string;

  /** `address@example.com` or `Display Name <address@example.com>`, on one line. */
  @IsOptional()
  @Rule((raw) =>
    ADDRESS.test(mailAddress(raw).address) ? null : `MAIL_FROM must be an address or "Name <address>", got "${raw}"`,
  )
  MAIL_FROM?: string;

  @IsOptional() @WholeNumber(1, 3600) MAIL_RETRY_SECONDS?: string;
  @IsOptional() @WholeNumber(1, 1_000_000) MAX_STREAMS_PER_ADDRESS?: string;
  @IsOptional() @WholeNumber(1, 1_000_000) MAX_STREAMS_PER_INSTANCE?: string;

  @IsOptional()
  @Rule((raw) => {
    const rpId = raw.toLowerCase();
    return /^[a-z0-9.-]+$/.test(rpId) && !isIP(rpId)
      ? null
      : `WEBAUTHN_RP_ID must be a domain name such as spockout.example.com, got "${rpId}"`;
  })
  WEBAUTHN_RP_ID?: string;

  /** Comma-separated origins such as https://play.example.com. */
  @IsOptional()
  @Rule((raw) => {
    const bad = list(raw).find((origin) => {
      const url = urlOrNull(origin);
      return !url || url.origin !== origin || !['http:', 'https:'].includes(url.protocol);
    });
    return bad === undefined
      ? null
      : `WEBAUTHN_ORIGINS must list origins such as https://spockout.example.com, got "${bad}"`;
  })
  WEBAUTHN_ORIGINS?: string;

  @IsOptional() @WholeNumber(18, 99) MIN_AGE?: string;

  /** `Name|https://url` pairs separated by `;`; https links only, so a typo cannot link elsewhere. */
  @IsOptional()
  @Rule((raw) => {
    const bad = list(raw, ';').find((entry) => {
      const [name, url] = entry.split('|').map((part) => part.trim());
      return !name || !url || !/^https:\/\/[^\s]+$/.test(url);
    });
    return bad === undefined ? null : `SAFER_PLAY_LINKS entries must read "Name|https://url", got "${bad}"`;
  })
  SAFER_PLAY_LINKS?: string;

  /** `sandbox` credits a deposit at once (coins are not real money); `stripe` takes payment first. */
  @IsOptional()
  @Rule((raw) =>
    ['sandbox', 'stripe'].includes(raw.toLowerCase())
      ? null
      : `PAYMENTS_PROVIDER must be sandbox or stripe, got "${raw}"`,
  )
  PAYMENTS_PROVIDER?: string;

  @IsOptional()
  @Rule((raw) => {
    const currency = raw.toUpperCase();
    return /^[A-Z]{3}$/.test(currency) && !NOT_TWO_DECIMAL.has(currency)
      ? null
      : `COIN_CURRENCY must be a three-letter currency code with cents (EUR, USD...), got "${currency}"`;
  })
  COIN_CURRENCY?: string;

  @IsOptional() @WholeNumber(1, 1_000_000) COINS_PER_UNIT?: string;

  // Stripe's values are secrets: a problem names the setting, never repeats it.
  @ValidateIf(stripeChosen)
  @Rule((raw) => (raw ? null : 'PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY'))
  STRIPE_SECRET_KEY?: string;

  @ValidateIf(stripeChosen)
  @Rule((raw) => (raw ? null : 'PAYMENTS_PROVIDER=stripe needs STRIPE_WEBHOOK_SECRET'))
  STRIPE_WEBHOOK_SECRET?: string;

  /** Another address for Stripe's API (a local stand-in in tests); unset is Stripe's own. */
  @ValidateIf((s: Environment) => stripeChosen(s) && s.STRIPE_API_BASE !== undefined)
  @Rule((raw) => {
    const url = urlOrNull(raw);
    return url && ['http:', 'https:'].includes(url.protocol) && !url.username && !url.password
      ? null
      : `STRIPE_API_BASE must be an http:// or https:// address such as http://127.0.0.1:12111, got "${raw}"`;
  })
  STRIPE_API_BASE?: string;
}

/**
 * The environment's values as the schema reads them: trimmed, and empty ones dropped (unset). The admin's name,
 * password and address and the JWT secret are taken as given: a space in a password is part of it.
 */
function settingsOf(env: Env): Environment {
  const settings = new Environment() as Environment & Record<string, string | undefined>;
  const verbatim = new Set(['ADMIN_USERNAME', 'ADMIN_PASSWORD', 'ADMIN_EMAIL', 'JWT_SECRET']);
  for (const [name, value] of Object.entries(env)) {
    const kept = verbatim.has(name) ? value : value?.trim();
    if (kept !== undefined && kept !== '') settings[name] = kept;
  }
  return settings;
}

/** Checks the environment against the schema; the first problem is a ConfigError. Reads no file, writes none. */
export function checkEnvironment(env: Env): void {
  const errors = validateSync(settingsOf(env), { stopAtFirstError: true, forbidUnknownValues: false });
  const error = errors.at(0);
  if (error) throw new ConfigError(Object.values(error.constraints ?? {})[0] ?? `${error.property} is not valid`);
}

const whole = (raw: string | undefined, fallback: number) => (raw === undefined ? fallback : Number(raw));

const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

function seconds(raw: string): number {
  const match = /^(\d+)([smhd]?)$/.exec(raw) ?? ['', '0', 's'];
  return Number(match[1]) * DURATION_UNITS[match[2] || 's'];
}

const duration = (raw: string | undefined, fallback: number) => (raw === undefined ? fallback : seconds(raw));

function totpSecret(raw: string): string {
  return raw.replace(/\s/g, '').toUpperCase().replace(/=+$/, '');
}

function trustProxy(raw: string | undefined): boolean | string[] {
  if (raw === undefined || raw === 'false') return false;
  return raw === 'true' ? true : list(raw);
}

function publicUrl(raw: string | undefined, port: number): string {
  if (raw === undefined) return `http://localhost:${port}`;
  const url = new URL(raw);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function webauthn(s: Environment, site: string): AppConfig['webauthn'] {
  const host = new URL(site).hostname;
  const rpId = s.WEBAUTHN_RP_ID?.toLowerCase() ?? (isIP(host.replace(/^\[(.*)\]$/, '$1')) ? null : host);
  return { rpId, origins: list(s.WEBAUTHN_ORIGINS) };
}

function saferPlayLinks(raw: string | undefined): { name: string; url: string }[] {
  return list(raw ?? DEFAULT_SAFER_PLAY_LINKS, ';').map((entry) => {
    const [name, url] = entry.split('|').map((part) => part.trim());
    return { name, url };
  });
}

function payments(s: Environment): PaymentsConfig {
  const provider = s.PAYMENTS_PROVIDER?.toLowerCase() === 'stripe' ? 'stripe' : 'sandbox';
  const currency = s.COIN_CURRENCY?.toUpperCase() ?? 'EUR';
  const coinsPerUnit = whole(s.COINS_PER_UNIT, 1);
  if (provider === 'sandbox') return { provider, currency, coinsPerUnit, stripe: null };
  const stripe = {
    secretKey: s.STRIPE_SECRET_KEY ?? '',
    webhookSecret: s.STRIPE_WEBHOOK_SECRET ?? '',
    apiBase: s.STRIPE_API_BASE === undefined ? null : new URL(s.STRIPE_API_BASE),
  };
  return { provider, currency, coinsPerUnit, stripe };
}

function admin(s: Environment): AppConfig['admin'] {
  const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = s;
  if (!username || !password) return null;
  const totp = s.ADMIN_TOTP_SECRET;
  const email = s.ADMIN_EMAIL ?? `${username}@localhost.invalid`;
  return { username, password, email, totpSecret: totp === undefined ? null : totpSecret(totp) };
}

/**
 * The typed configuration from the environment alone: checked by the schema, then each value read with its
 * default. JWT_SECRET is required here; the start-up code (`startConfig`) supplies the one DATA_DIR keeps.
 * `terminal`: stdout is a terminal (the log format's default); false unless the caller says so.
 */
export function loadConfig(env: Env = process.env, terminal = false): AppConfig {
  checkEnvironment(env);
  const s = settingsOf(env);
  if (s.JWT_SECRET === undefined) {
    throw new ConfigError('JWT_SECRET must be set (the server keeps one in DATA_DIR/jwt-secret when it starts)');
  }
  const port = whole(s.PORT, 3000);
  const site = publicUrl(s.PUBLIC_URL, port);
  return {
    port,
    databaseUrl: s.DATABASE_URL ?? null,
    databaseReplicaUrls: list(s.DATABASE_REPLICA_URLS),
    replicaMaxLagSeconds: whole(s.DATABASE_REPLICA_MAX_LAG_SECONDS, 5),
    eventBusUrl: s.EVENT_BUS_URL ?? null,
    dataDir: dataDirOf(env),
    embeddedDbListen: s.EMBEDDED_DB_LISTEN === undefined ? null : listenAddress(s.EMBEDDED_DB_LISTEN),
    embeddedDbCache: s.EMBEDDED_DB_CACHE === undefined ? null : resolve(s.EMBEDDED_DB_CACHE),
    embeddedDbRestartSeconds: whole(s.EMBEDDED_DB_RESTART_SECONDS, 60),
    jwtSecret: s.JWT_SECRET,
    accessTokenTtlSeconds: duration(s.ACCESS_TOKEN_TTL, 15 * 60),
    refreshTokenTtlSeconds: duration(s.REFRESH_TOKEN_TTL, 30 * 86400),
    sessionMaxAgeSeconds: duration(s.SESSION_MAX_AGE, 30 * 86400),
    appEnv: s.APP_ENV ?? 'production',
    moveTimeoutSeconds: whole(s.MOVE_TIMEOUT_SECONDS, 60),
    matchStartGraceSeconds: whole(s.MATCH_START_GRACE_SECONDS, 30),
    noShowForfeit: s.NO_SHOW_FORFEIT === undefined ? true : s.NO_SHOW_FORFEIT.toLowerCase() === 'true',
    shutdownGraceSeconds: whole(s.SHUTDOWN_GRACE_SECONDS, 10),
    houseRakePercent: whole(s.HOUSE_RAKE_PERCENT, 0),
    tournamentFillDeadlineSeconds: whole(s.TOURNAMENT_FILL_DEADLINE_SECONDS, 86_400),
    houseTableSweep: s.HOUSE_TABLE_SWEEP === undefined ? true : s.HOUSE_TABLE_SWEEP.toLowerCase() === 'true',
    corsOrigins: list(s.CORS_ORIGINS),
    trustProxy: trustProxy(s.TRUST_PROXY),
    loginFailuresPerAddress: whole(s.LOGIN_MAX_FAILURES_PER_ADDRESS, 100),
    maxOpenTournamentsPerUser: whole(s.MAX_OPEN_TOURNAMENTS_PER_USER, 5),
    maxPendingWithdrawalsPerUser: whole(s.MAX_PENDING_WITHDRAWALS_PER_USER, 5),
    withdrawalSecondApprovalOver: parseCents(s.WITHDRAWAL_SECOND_APPROVAL_OVER ?? '1000.00') as Cents,
    registrationsPerAddressPerHour: whole(s.REGISTRATIONS_PER_ADDRESS_PER_HOUR, 20),
    passwordResetsPerAddressPerHour: whole(s.PASSWORD_RESETS_PER_ADDRESS_PER_HOUR, 20),
    admin: admin(s),
    logLevel: s.LOG_LEVEL ?? 'info',
    logPretty: s.LOG_FORMAT === undefined ? terminal : s.LOG_FORMAT === 'pretty',
    streamHeartbeatSeconds: whole(s.STREAM_HEARTBEAT_SECONDS, 10),
    blockedUsersReloadSeconds: whole(s.BLOCKED_USERS_RELOAD_SECONDS, 2),
    publicUrl: site,
    smtpUrl: s.SMTP_URL ?? null,
    mailFrom:
      s.MAIL_FROM === undefined ? { name: 'Spockout', address: 'no-reply@localhost' } : mailAddress(s.MAIL_FROM),
    mailRetrySeconds: whole(s.MAIL_RETRY_SECONDS, 30),
    maxStreamsPerAddress: whole(s.MAX_STREAMS_PER_ADDRESS, 100),
    maxStreamsPerInstance: whole(s.MAX_STREAMS_PER_INSTANCE, 20_000),
    webauthn: webauthn(s, site),
    minAge: whole(s.MIN_AGE, 18),
    saferPlayLinks: saferPlayLinks(s.SAFER_PLAY_LINKS),
    payments: payments(s),
  };
}
