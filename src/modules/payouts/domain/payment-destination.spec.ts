import { destinationKey, findIban, isMistypedIban } from './payment-destination.js';

describe('payment destinations', () => {
  describe(findIban.name, () => {
    it.each([
      ['DE89370400440532013000', 'DE89370400440532013000'],
      ['de89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
      ['Max Mustermann, IBAN: DE89 3704 0044 0532 0130 00 (Commerzbank)', 'DE89370400440532013000'],
      ['IBAN GB29 NWBK 6016 1331 9268 19\nHolder: J. Smith', 'GB29NWBK60161331926819'],
      ['NO93 8601 1117 947', 'NO9386011117947'],
    ])('finds the IBAN in %j', (details, iban) => {
      expect(findIban(details)).toBe(iban);
    });

    it.each([
      'DE88 3704 0044 0532 0130 00',
      'Sort code 12-34-56, account 12345678',
      'IBAN DE00 1234',
      '',
      'XX89370400440532013000',
    ])('finds none in %j', (details) => {
      expect(findIban(details)).toBeNull();
    });
  });

  describe(isMistypedIban.name, () => {
    it.each(['DE88 3704 0044 0532 0130 00', 'iban: de89370400440532013001', 'DE89 3704 0044 0532 0130 0'])(
      'refuses %j, an IBAN with a typo',
      (details) => {
        expect(isMistypedIban(details)).toBe(true);
      },
    );

    it.each([
      'DE89 3704 0044 0532 0130 00',
      'Sort code 12-34-56, account 12345678',
      'IBAN DE00 1234',
      'Max Mustermann DE88 3704 0044 0532 0130 00',
      'ZZ12345678901234567',
      '021000021 / 1234567890',
    ])('leaves %j as written', (details) => {
      expect(isMistypedIban(details)).toBe(false);
    });
  });

  describe(destinationKey.name, () => {
    it('compares PayPal addresses without case or spaces', () => {
      expect(destinationKey('PAYPAL', ' Jo.Doe@PayPal.Example ')).toBe(
        destinationKey('PAYPAL', 'jo.doe@paypal.example'),
      );
      expect(destinationKey('PAYPAL', 'jo.doe+1@paypal.example')).not.toBe(
        destinationKey('PAYPAL', 'jo.doe@paypal.example'),
      );
      // An email address given as "other" details is the same destination.
      expect(destinationKey('OTHER', 'JO.DOE@paypal.example')).toBe(destinationKey('PAYPAL', 'jo.doe@paypal.example'));
    });

    it('compares IBANs in their electronic form, from bank or other details', () => {
      const key = destinationKey('BANK_TRANSFER', 'DE89370400440532013000');
      expect(key).toBe('iban:DE89370400440532013000');
      expect(destinationKey('BANK_TRANSFER', 'to Max: de89 3704 0044 0532 0130 00')).toBe(key);
      expect(destinationKey('OTHER', 'SEPA DE89 3704 0044 0532 0130 00')).toBe(key);
    });

    it('keeps crypto addresses as sent, spaces around them aside', () => {
      const address = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';
      expect(destinationKey('CRYPTO', ` ${address}\n`)).toBe(`crypto:${address}`);
      expect(destinationKey('CRYPTO', address.toUpperCase())).not.toBe(destinationKey('CRYPTO', address));
    });

    it('compares other bank details without spaces or case', () => {
      expect(destinationKey('BANK_TRANSFER', 'Sort code 12-34-56 acc 12345678')).toBe(
        destinationKey('BANK_TRANSFER', 'SORT CODE 12-34-56  ACC 12345678'),
      );
    });
  });
});
