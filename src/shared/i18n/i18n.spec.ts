import { cents } from '../money/money.js';
import {
  amount,
  coinsValue,
  english,
  msg,
  negotiateLocale,
  remembered,
  span,
  time,
  translate,
  withValues,
} from '#i18n';

describe('negotiateLocale', () => {
  it.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['ES-mx', 'es'],
    ['en-GB,en;q=0.9', 'en'],
    ['en;q=0.4, es;q=0.8, de;q=0.6', 'es'],
    ['fr-CH, fr;q=0.9, de;q=0.1', 'de'],
    ['es, de', 'es'],
    ['de;q=0.5, es;q=0.5', 'de'],
    ['*', 'en'],
    ['de;q=0, *;q=0.5', 'en'],
    ['de;q=0', null],
    ['fr, it', null],
    ['de;q=abc', null],
    ['', null],
  ])('reads %j as %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });

  it('reads no header as nothing', () => {
    expect(negotiateLocale(undefined)).toBeNull();
  });
});

describe('translate', () => {
  it('keeps English as the source says it, and writes German and Spanish from the catalogs', () => {
    const refused = msg({ message: 'You do not have permission to perform this action.' });
    expect(english(refused)).toBe('You do not have permission to perform this action.');
    expect(translate('de', refused)).toBe('Du hast keine Berechtigung für diese Aktion.');
    expect(translate('es', refused)).toBe('No tienes permiso para realizar esta acción.');
  });

  it('writes money, times and spans as each locale does', () => {
    const owed = withValues(
      msg({ message: 'You owe {owed} coins after a refund or dispute. Deposit to cover it first.' }),
      {
        owed: amount(cents(123_450)),
      },
    );
    expect(english(owed)).toBe('You owe 1234.50 coins after a refund or dispute. Deposit to cover it first.');
    expect(translate('de', owed)).toMatch(/^Du schuldest .* 1\.234,50 Coins\./);
    expect(translate('es', owed)).toMatch(/^Debes 1234,50 monedas/);
    const at = new Date('2026-11-25T22:41:00Z');
    const until = withValues(msg({ message: 'You are on a time-out until {end}.' }), { end: time(at) });
    expect(english(until)).toBe('You are on a time-out until 2026-11-25 22:41 UTC.');
    expect(translate('de', until)).toBe('Du hast eine Auszeit bis 25.11.2026, 22:41 UTC.');
    const left = withValues(
      msg({ message: 'You are checked in. Play starts as soon as everyone is, within {left}.' }),
      {
        left: span(17_280),
      },
    );
    expect(english(left)).toContain('within 4 h 48 min.');
    expect(translate('de', left)).toContain('in 4 Std. 48 Min.');
    expect(coinsValue(cents(6_000_000)).format('en')).toBe('60,000.00');
    expect(coinsValue(cents(6_000_000)).format('de')).toBe('60.000,00');
  });

  it('writes ICU plurals whole in every language', () => {
    const tooMany = (max: number) =>
      withValues(
        msg({
          message:
            'You already have {max, plural, one {# open challenge} other {# open challenges}}, the most one player may have. Cancel one, or wait for it to be accepted or to expire.',
        }),
        { max },
      );
    expect(english(tooMany(1))).toMatch(/^You already have 1 open challenge,/);
    expect(english(tooMany(3))).toMatch(/^You already have 3 open challenges,/);
    expect(translate('de', tooMany(1))).toMatch(/^Du hast schon 1 offene Herausforderung,/);
    expect(translate('es', tooMany(3))).toMatch(/^Ya tienes 3 desafíos abiertos,/);
  });

  it('knows English words again: a marked message, a remembered one, a validation message with its value', () => {
    expect(translate('es', 'This field is required.')).toBe('Este campo es obligatorio.');
    expect(translate('de', 'Choose one of: asc, desc, rating.')).toBe('Wähle eines von: asc, desc, rating.');
    expect(translate('de', 'Ensure this value is less than or equal to 200.')).toBe(
      'Der Wert muss kleiner oder gleich 200 sein.',
    );
    const words = remembered(
      withValues(msg({ message: 'Ensure this value is greater than or equal to {min}.' }), { min: amount(cents(1)) }),
    );
    expect(words).toBe('Ensure this value is greater than or equal to 0.01.');
    expect(translate('de', words)).toBe('Der Wert muss größer oder gleich 0,01 sein.');
    // A player's own words are nobody's message: they stay as they are.
    expect(translate('de', 'Friday Cup')).toBe('Friday Cup');
  });

  it('marks every word in the pseudo-locale', () => {
    const pseudo = translate('pseudo', msg({ message: 'This field is required.' }));
    expect(pseudo).not.toBe('This field is required.');
    expect(pseudo).toHaveLength('This field is required.'.length);
  });
});
