import { randomUUID } from 'node:crypto';

/** An answer as read: its status and its body parsed as JSON (or its text when it is not JSON), unchecked. */
export interface Answer {
  status: number;
  body: unknown;
}

/** What the benches read of a tournament or a match they created: its id. */
export interface WithId {
  id: number;
}

/** The setup side of the benchmarks: a small JSON client over fetch, and the usual fixtures. */
export class Api {
  constructor(readonly baseUrl: string) {}

  async request(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const response = await fetch(`${this.baseUrl}/api${path}`, {
      method,
      headers: {
        ...headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* keep the text */
    }
    return { status: response.status, body: parsed };
  }

  get(path: string, token?: string): Promise<Answer> {
    return this.request('GET', path, undefined, token);
  }

  post(path: string, body: unknown, token?: string, headers?: Record<string, string>): Promise<Answer> {
    return this.request('POST', path, body, token, headers);
  }

  /** Fails loudly when the answer is not the expected status: setup must not half-work. The caller types the body. */
  async expect(status: number, call: Promise<Answer>, what: string): Promise<unknown> {
    const answer = await call;
    if (answer.status !== status)
      throw new Error(`${what}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
    return answer.body;
  }
}

export const BENCH_PASSWORD = 'Correct-Horse-42';

export interface Player {
  id: number;
  username: string;
  access: string;
}

/** Registers a player (one argon2id hash on the server) and answers its id and access token. */
export async function register(api: Api, username: string): Promise<Player> {
  const body = (await api.expect(
    201,
    api.post('/accounts/register/', {
      username,
      email: `${username}@bench.example.com`,
      password: BENCH_PASSWORD,
      password2: BENCH_PASSWORD,
      // An adult's date of birth, so the bench's players may deposit (issue 22 §1).
      date_of_birth: '1990-04-01',
    }),
    `register ${username}`,
  )) as { user: WithId; tokens: { access: string } };
  return { id: body.user.id, username, access: body.tokens.access };
}

export async function deposit(api: Api, player: Player, amount: string): Promise<void> {
  await api.expect(
    200,
    api.post('/economy/wallet/deposit/', { amount }, player.access, { 'idempotency-key': `setup-${randomUUID()}` }),
    'deposit',
  );
}

/** Maps with at most `concurrency` calls in flight, keeping the order of the input. */
export async function inParallel<T, R>(
  items: T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index], index);
      }
    }),
  );
  return results;
}

/** `count` funded players named prefix1..prefixN. */
export async function players(api: Api, prefix: string, count: number, coins = '100.00'): Promise<Player[]> {
  const names = Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);
  return inParallel(names, 4, async (name) => {
    const player = await register(api, name);
    await deposit(api, player, coins);
    return player;
  });
}
