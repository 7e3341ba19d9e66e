import { startTestApp, type TestApp } from '../support/test-app.js';
import { type ApiResponse, type Player } from '../support/api-client.js';
import { verifyEmailOf } from '../support/email-verification.js';
import { fixtures } from '../support/fixtures.js';

/**
 * Issue 31 §4: a domain refusal's stable code reaches the client beside the spec's field, so a client compares
 * codes, never words. {"error"} and {"detail"} bodies carry `code`; a field-error body stays the spec's
 * {"field": ["message"]} (every key there is a field, and two-factor has a field named code), and every domain
 * refusal names its code in the Error-Code header.
 */
const OTHER_ORIGIN = 'https://client.example.com';

describe('Error codes over HTTP', () => {
  let t: TestApp;
  let player: Player;

  beforeAll(async () => {
    t = await startTestApp({ CORS_ORIGINS: OTHER_ORIGIN });
    player = await fixtures(t).player({ name: 'codes' });
  });

  afterAll(async () => {
    await t.close();
  });

  const codeHeader = (res: ApiResponse) => res.headers.get('error-code');

  it('gives a business refusal {"error", "code"} (400)', async () => {
    await verifyEmailOf(t, player);
    const res = await t.api.post('/api/accounts/email/resend', { token: player.access });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Your email address is already verified.', code: 'email_already_verified' });
    expect(codeHeader(res)).toBe('email_already_verified');
  });

  it('gives the refused sign-in the spec reads as {"error"} its code (401)', async () => {
    const res = await t.api.post('/api/accounts/login', {
      body: { username: player.username, password: 'nope-nope-nope' },
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: expect.any(String), code: 'invalid_credentials' });
    expect(codeHeader(res)).toBe('invalid_credentials');
  });

  it('gives {"detail"} refusals their code: a player on an admin route (403) and an unknown match (404)', async () => {
    const forbidden = await t.api.get('/api/admin/withdrawals', { token: player.access });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({
      detail: 'You do not have permission to perform this action.',
      code: 'forbidden',
    });
    expect(codeHeader(forbidden)).toBe('forbidden');

    const missing = await t.api.get('/api/matches/{id}', { params: { path: { id: 999999999 } }, token: player.access });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: expect.any(String), code: 'not_found' });
    expect(codeHeader(missing)).toBe('not_found');
  });

  it('keeps field errors {"field": ["message"]}, with the code in the header only', async () => {
    const res = await t.api.raw('POST', '/api/accounts/register/', { body: { username: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body).not.toHaveProperty('code');
    for (const messages of Object.values(res.body as Record<string, unknown>)) {
      expect(messages).toEqual(expect.arrayContaining([expect.any(String)]));
    }
    expect(codeHeader(res)).toBe('validation_failed');
  });

  it('leaves a field named code a field: a wrong two-factor code is {"code": ["..."]}', async () => {
    const proof = { current_password: player.password };
    expect((await t.api.post('/api/accounts/2fa/totp/setup', { body: proof, token: player.access })).status).toBe(200);
    const wrong = await t.api.post('/api/accounts/2fa/totp/confirm', {
      body: { code: '000000', ...proof },
      token: player.access,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: [expect.any(String)] });
    expect(codeHeader(wrong)).toMatch(/^[a-z_]+$/);
  });

  it('sends no code where the domain did not refuse: a malformed body Fastify turned away', async () => {
    const res = await t.api.raw('POST', '/api/accounts/login/', { raw: '{"username": "x",' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'Malformed JSON in the request body.' });
    expect(codeHeader(res)).toBeNull();
  });

  it('lets a client of another allowed origin read the header', async () => {
    const res = await t.api.raw('POST', '/api/accounts/register/', { body: {}, headers: { origin: OTHER_ORIGIN } });
    expect(res.status).toBe(400);
    expect(res.headers.get('access-control-allow-origin')).toBe(OTHER_ORIGIN);
    expect(res.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('error-code');
  });
});
