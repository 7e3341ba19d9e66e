import { startTestApp, type TestApp } from '../support/test-app.js';
import type { ApiResponse, Player } from '../support/api-client.js';
import { fixtures } from '../support/fixtures.js';

/**
 * Issue 36 §2: the server answers in the request's locale, the profile's saved one first, else the best of
 * Accept-Language, else English. Error codes and field names stay the same in every language.
 */
describe('The server answers in the request locale', () => {
  let t: TestApp;
  let player: Player;

  beforeAll(async () => {
    t = await startTestApp();
    player = await fixtures(t).player({ name: 'locale' });
  });

  afterAll(async () => {
    await t.close();
  });

  const code = (res: ApiResponse) => res.headers.get('error-code');
  const register = (language?: string) =>
    t.api.raw('POST', '/api/accounts/register/', {
      body: { username: 'x' },
      headers: language ? { 'accept-language': language } : {},
    });
  const adminRoute = (language?: string) =>
    t.api.raw('GET', '/api/admin/withdrawals', {
      token: player.access,
      headers: language ? { 'accept-language': language } : {},
    });
  const putProfile = (body: Record<string, unknown>, language?: string) =>
    t.api.raw('PUT', '/api/accounts/profile/', {
      token: player.access,
      body,
      headers: language ? { 'accept-language': language } : {},
    });

  it('writes field errors in German and Spanish by Accept-Language, with the same fields and code', async () => {
    const en = await register();
    const de = await register('de-DE,de;q=0.9,en;q=0.5');
    const es = await register('es');
    for (const res of [en, de, es]) {
      expect(res.status).toBe(400);
      expect(code(res)).toBe('validation_failed');
    }
    expect(Object.keys(de.body as object).sort()).toEqual(Object.keys(en.body as object).sort());
    expect(Object.keys(es.body as object).sort()).toEqual(Object.keys(en.body as object).sort());
    expect(en.body).toMatchObject({ email: ['This field is required.'], password: ['This field is required.'] });
    expect(de.body).toMatchObject({
      email: ['Dieses Feld ist erforderlich.'],
      password: ['Dieses Feld ist erforderlich.'],
    });
    expect(es.body).toMatchObject({ email: ['Este campo es obligatorio.'], password: ['Este campo es obligatorio.'] });
  });

  it('writes a refusal in the language Accept-Language prefers, quality values and all', async () => {
    expect((await adminRoute()).body).toEqual({
      detail: 'You do not have permission to perform this action.',
      code: 'forbidden',
    });
    const german = { detail: 'Du hast keine Berechtigung für diese Aktion.', code: 'forbidden' };
    const spanish = { detail: 'No tienes permiso para realizar esta acción.', code: 'forbidden' };
    for (const [header, body] of [
      ['de', german],
      ['en;q=0.4, es;q=0.8, de;q=0.6', spanish],
      ['fr-CH, fr;q=0.9, de;q=0.1', german],
      ['es-MX', spanish],
    ] as const) {
      const res = await adminRoute(header);
      expect([header, res.status, res.body, code(res)]).toEqual([header, 403, body, 'forbidden']);
    }
    // Nothing we speak, or a refused language: English.
    expect((await adminRoute('fr, it;q=0.5')).body).toMatchObject({ detail: /^You do not have permission/ });
    expect((await adminRoute('de;q=0, *;q=0.5')).body).toMatchObject({ detail: /^You do not have permission/ });
  });

  it('refuses a locale it does not speak on the profile, in the request language, and keeps the field', async () => {
    const en = await putProfile({ locale: 'fr' });
    expect([en.status, en.body, code(en)]).toEqual([
      400,
      { locale: ['Choose one of: en, de, es.'] },
      'validation_failed',
    ]);
    const de = await putProfile({ locale: 'fr' }, 'de');
    expect([de.status, de.body]).toEqual([400, { locale: ['Wähle eines von: en, de, es.'] }]);
    const profile = await t.api.raw('GET', '/api/accounts/profile/', { token: player.access });
    expect(profile.body).toMatchObject({ locale: null });
  });

  it('answers in the saved profile locale over Accept-Language, on this device and on any other', async () => {
    const saved = await putProfile({ locale: 'es' }, 'de');
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ locale: 'es', email_match_start: false });
    expect((await t.api.raw('GET', '/api/accounts/profile/', { token: player.access })).body).toMatchObject({
      locale: 'es',
    });

    const refused = await adminRoute('de');
    expect([refused.status, refused.body, code(refused)]).toEqual([
      403,
      { detail: 'No tienes permiso para realizar esta acción.', code: 'forbidden' },
      'forbidden',
    ]);
    const invalid = await putProfile({ email_match_start: 'yes' }, 'de');
    expect([invalid.status, invalid.body, code(invalid)]).toEqual([
      400,
      { email_match_start: ['Debe ser true o false.'] },
      'validation_failed',
    ]);

    // Another device: a new sign-in, another browser language, the same saved choice.
    const login = await t.api.raw('POST', '/api/accounts/login/', {
      body: { username: player.username, password: player.password },
    });
    const elsewhere = await t.api.raw('GET', '/api/admin/withdrawals', {
      token: (login.body as { tokens: { access: string } }).tokens.access,
      headers: { 'accept-language': 'de' },
    });
    expect(elsewhere.body).toEqual({ detail: 'No tienes permiso para realizar esta acción.', code: 'forbidden' });

    const back = await putProfile({ locale: 'de' });
    expect(back.body).toMatchObject({ locale: 'de' });
    expect((await adminRoute('es')).body).toEqual({
      detail: 'Du hast keine Berechtigung für diese Aktion.',
      code: 'forbidden',
    });
  });

  it('writes the refusals of a request without a user by Accept-Language', async () => {
    const res = await t.api.raw('GET', '/api/no-such-route', { headers: { 'accept-language': 'de' } });
    expect([res.status, res.body]).toEqual([
      404,
      { detail: 'Nicht gefunden: GET /api/no-such-route', code: 'not_found' },
    ]);
    const json = await t.api.raw('POST', '/api/accounts/login/', {
      raw: '{"username": "x",',
      headers: { 'accept-language': 'es' },
    });
    expect([json.status, json.body]).toEqual([400, { detail: 'JSON mal formado en el cuerpo de la solicitud.' }]);
  });
});
