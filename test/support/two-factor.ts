import { generateSecret, generateSync } from 'otplib';
import type { ApiClient, Player } from './api-client.js';
import { eventually } from './eventually.js';

const PERIOD_MS = 30_000;
/** The last time step each secret's code was made for in this test process: the server takes a step once. */
const lastStep = new Map<string, number>();

export const newTotpSecret = (): string => generateSecret();

const currentStep = () => Math.floor(Date.now() / PERIOD_MS);

/**
 * A code for `secret` the server has not seen yet: the current step's, or the next one's (the server allows one
 * step of drift) when this step's was used; past that it waits for time to move on.
 */
export async function freshTotpCode(secret: string): Promise<string> {
  const wanted = (lastStep.get(secret) ?? -1) + 1;
  await eventually(() => currentStep() + 1 >= wanted, {
    timeout: PERIOD_MS + 5000,
    interval: 200,
    what: 'next TOTP step',
  });
  const step = Math.max(currentStep(), wanted);
  lastStep.set(secret, step);
  return generateSync({ secret, epoch: step * (PERIOD_MS / 1000) });
}

/** Signs in over HTTP through both steps: the password, then a fresh code. */
export async function signInWithTotp(
  api: ApiClient,
  who: { username: string; password: string },
  secret: string,
): Promise<{ access: string; refresh: string }> {
  const first = await api.post('/api/accounts/login', { body: { username: who.username, password: who.password } });
  if (first.status !== 200 || !first.body.mfa_token) {
    throw new Error(`login step 1 failed: ${first.status} ${JSON.stringify(first.body)}`);
  }
  const second = await api.post('/api/accounts/login/mfa', {
    body: {
      mfa_token: first.body.mfa_token,
      code: await freshTotpCode(secret),
    },
  });
  if (second.status !== 200) throw new Error(`login step 2 failed: ${second.status} ${JSON.stringify(second.body)}`);
  return second.body.tokens;
}

/**
 * A signed-in player who then turns two-factor on through the API, giving the current password as proof with
 * both steps (issue 30 §1); answers the secret and recovery codes.
 */
export async function enrolTotp(api: ApiClient, player: Player): Promise<{ secret: string; recoveryCodes: string[] }> {
  const proof = { current_password: player.password };
  const setup = await api.post('/api/accounts/2fa/totp/setup', { body: proof, token: player.access });
  if (setup.status !== 200) throw new Error(`setup failed: ${setup.status} ${JSON.stringify(setup.body)}`);
  const secret = setup.body.secret as string;
  const code = await freshTotpCode(secret);
  const confirm = await api.post('/api/accounts/2fa/totp/confirm', { body: { code, ...proof }, token: player.access });
  if (confirm.status !== 200) throw new Error(`confirm failed: ${confirm.status} ${JSON.stringify(confirm.body)}`);
  return { secret, recoveryCodes: confirm.body.recovery_codes as string[] };
}
