import createClient, { type MaybeOptionalInit } from 'openapi-fetch';
import type { paths } from '../../web/src/lib/api-types.js';
import type { JsonBody } from './json.js';

export interface ApiResponse<T = JsonBody> {
  status: number;
  body: T;
  headers: Headers;
}

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** The generated paths (with their /api prefix) that answer `method`. */
export type PathWith<M extends Method> = {
  [P in keyof paths]: paths[P] extends { [K in M]: object } ? P : never;
}[keyof paths];

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/** openapi-fetch's own options for that path and method (params, body, headers), and the bearer token. */
export type TypedInit<P extends keyof paths, M extends Method> = NonNullable<MaybeOptionalInit<paths[P], M>> & {
  token?: string;
};

/** A request body as the generated types have it, for a test's helper that passes one on. */
export type BodyOf<P extends keyof paths, M extends Method> =
  TypedInit<P, M> extends { body?: infer B } ? NonNullable<B> : never;

/** Optional when the operation has no required path parameter or body, as openapi-fetch's own methods are. */
type InitArg<I> = RequiredKeys<I> extends never ? [init?: I] : [init: I];

/** The escape hatch's options: any body (`raw` sends a string as it is), any header. */
export interface RawInit {
  body?: unknown;
  raw?: string;
  token?: string;
  headers?: Record<string, string>;
}

/**
 * The tests' HTTP client: openapi-fetch over the generated `paths` (web/src/lib/api-types.ts), as the web client
 * uses it, so a wrong path, parameter or body in a test is a type error. Given several app instances it sends each
 * request to the next one in turn, which proves the app keeps no state in memory. Every answer comes back as
 * `{ status, body, headers }`, the body parsed as JSON when it is JSON (else its text, `null` when empty), whatever
 * the status: tests assert refusals as much as successes.
 *
 * `raw` is the deliberate way around the types, for tests whose subject is bad input: fuzzing, refusals of
 * malformed or unexpected bodies, unknown routes, ids that are not ids.
 */
export class ApiClient {
  private readonly instances: string[];
  private turn = 0;
  private readonly client = createClient<paths>();

  constructor(
    readonly baseUrl: string,
    ...more: string[]
  ) {
    this.instances = [baseUrl, ...more];
  }

  private next(): string {
    return this.instances[this.turn++ % this.instances.length];
  }

  get<P extends PathWith<'get'>>(path: P, ...init: InitArg<TypedInit<P, 'get'>>): Promise<ApiResponse> {
    return this.send('GET', path, init[0]);
  }

  post<P extends PathWith<'post'>>(path: P, ...init: InitArg<TypedInit<P, 'post'>>): Promise<ApiResponse> {
    return this.send('POST', path, init[0]);
  }

  put<P extends PathWith<'put'>>(path: P, ...init: InitArg<TypedInit<P, 'put'>>): Promise<ApiResponse> {
    return this.send('PUT', path, init[0]);
  }

  delete<P extends PathWith<'delete'>>(path: P, ...init: InitArg<TypedInit<P, 'delete'>>): Promise<ApiResponse> {
    return this.send('DELETE', path, init[0]);
  }

  private async send(
    method: string,
    path: string,
    init: { token?: string; headers?: unknown; [key: string]: unknown } = {},
  ): Promise<ApiResponse> {
    const { token, headers, ...rest } = init;
    const withToken = { ...(headers as Record<string, string> | undefined) };
    if (token) withToken.authorization = `Bearer ${token}`;
    // 'stream' leaves a success's body unread, to be read here as the error's is read by openapi-fetch: as JSON
    // when it parses, else as text, whatever the Content-Type (a CSV export, a compressed page).
    // The public methods checked path and options against `paths`; here they are passed on as they are.
    const answer: { data?: unknown; error?: unknown; response: Response } = await this.client.request(
      method as 'get',
      path as never,
      { ...rest, headers: withToken, baseUrl: this.next(), parseAs: 'stream' } as never,
    );
    const { response } = answer;
    let body: unknown = answer.error;
    if (response.ok && answer.data !== undefined) body = parseText(await response.text());
    return {
      status: response.status,
      body: body === undefined || body === '' ? null : body,
      headers: response.headers,
    };
  }

  /**
   * The untyped escape hatch: `path` is sent as it is (with its /api prefix), `body` as JSON, `raw` as a string.
   * Only for input the types forbid on purpose.
   */
  async raw(method: string, path: string, options: RawInit = {}): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.raw;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    } else if (options.raw !== undefined) {
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${this.next()}${path}`, { method, headers, body });
    return { status: response.status, body: parseText(await response.text()), headers: response.headers };
  }
}

function parseText(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

let counter = 0;

/**
 * A unique, valid player name for this run, and unique as registration compares names too: by their skeleton,
 * with separators dropped and 0, 1, 3 and 5 read as o, l, e and s (identity's username-skeleton.ts). So the
 * figures after the prefix have a fixed width and are never cut: `tmr_123_1_45` and `tmr_123_14_5` read alike,
 * and a CI run had one refused as "too similar". Worker, then counter, then a random part (for a file's reruns).
 */
export function uniqueName(prefix = 'player'): string {
  counter += 1;
  const figures = (value: number, width: number) => String(value % 10 ** width).padStart(width, '0');
  const tail = `${figures(process.pid, 3)}${figures(counter, 4)}${figures(Math.floor(Math.random() * 1000), 3)}`;
  return `${prefix.slice(0, 30 - tail.length - 1)}_${tail}`;
}

export interface Player {
  id: number;
  username: string;
  password: string;
  access: string;
  refresh: string;
  /** The authenticator secret of an account with two-factor on (admins): sign-in then asks for its code. */
  totpSecret?: string;
}

export const GOOD_PASSWORD = 'Correct-Horse-42';

/** An adult's date of birth: test players may deposit at once (issue 22 §1 asks for it before the first). */
export const ADULT_DATE_OF_BIRTH = '1990-04-01';

/**
 * A player registered over HTTP, with the tokens registering gives: the primitive under `fixtures(t).player()`
 * (test/support/fixtures.ts), for the few tests that hold an ApiClient and no TestApp. `dateOfBirth` null leaves
 * it out.
 */
export async function registerPlayer(
  api: ApiClient,
  prefix = 'player',
  dateOfBirth: string | null = ADULT_DATE_OF_BIRTH,
): Promise<Player> {
  const username = uniqueName(prefix);
  const response = await api.post('/api/accounts/register', {
    body: {
      username,
      email: `${username}@example.com`,
      password: GOOD_PASSWORD,
      password2: GOOD_PASSWORD,
      ...(dateOfBirth === null ? {} : { date_of_birth: dateOfBirth }),
    },
  });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  return {
    id: response.body.user.id,
    username,
    password: GOOD_PASSWORD,
    access: response.body.tokens.access,
    refresh: response.body.tokens.refresh,
  };
}
