import type { JsonBody } from './json.js';

export interface ApiResponse<T = JsonBody> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * A thin HTTP client over fetch for tests: JSON in, JSON out, a bearer token when given. Given several app
 * instances it sends each request to the next one in turn, which proves the app keeps no state in memory.
 */
export class ApiClient {
  private readonly instances: string[];
  private turn = 0;

  constructor(
    readonly baseUrl: string,
    ...more: string[]
  ) {
    this.instances = [baseUrl, ...more];
  }

  async request<T = JsonBody>(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.raw;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    } else if (options.raw !== undefined) {
      headers['content-type'] ??= 'application/json';
    }
    const instance = this.instances[this.turn++ % this.instances.length];
    const response = await fetch(`${instance}/api${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* keep the text */
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = JsonBody>(path: string, token?: string) {
    return this.request<T>('GET', path, { token });
  }

  post<T = JsonBody>(path: string, body?: unknown, token?: string, headers?: Record<string, string>) {
    return this.request<T>('POST', path, { body: body ?? {}, token, headers });
  }

  put<T = JsonBody>(path: string, body?: unknown, token?: string) {
    return this.request<T>('PUT', path, { body: body ?? {}, token });
  }

  delete<T = JsonBody>(path: string, token?: string) {
    return this.request<T>('DELETE', path, { token });
  }
}

let counter = 0;

/** A unique, valid player name for this run. */
export function uniqueName(prefix = 'player'): string {
  counter += 1;
  return `${prefix}${process.pid % 1000}_${counter}_${Math.floor(Math.random() * 1000)}`.slice(0, 30);
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

export async function registerPlayer(api: ApiClient, prefix = 'player'): Promise<Player> {
  const username = uniqueName(prefix);
  const response = await api.post('/accounts/register/', {
    username,
    email: `${username}@example.com`,
    password: GOOD_PASSWORD,
    password2: GOOD_PASSWORD,
    date_of_birth: ADULT_DATE_OF_BIRTH,
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
