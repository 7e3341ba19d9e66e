import { describeDeliveryError } from './delivery-error.js';

describe(describeDeliveryError.name, () => {
  it("keeps nodemailer's code and the server's answer, on one line", () => {
    const error = Object.assign(new Error('Message failed: 451 Try again later\r\n'), { code: 'EMESSAGE' });
    expect(describeDeliveryError(error)).toBe('EMESSAGE: Message failed: 451 Try again later');
  });

  it('blanks out addresses and links a server quotes back', () => {
    const error = Object.assign(
      new Error(
        "Can't send mail - all recipients were rejected: 550 5.1.1 <alice@example.com>: unknown user, see https://mx.example/help?id=1",
      ),
      { code: 'EENVELOPE' },
    );
    const described = describeDeliveryError(error);
    expect(described).not.toMatch(/alice|example\.com|https?:/);
    expect(described).toContain('<[address]>: unknown user, see [link]');
  });

  it('bounds the length, and describes whatever was thrown', () => {
    expect(describeDeliveryError(new Error('x'.repeat(2000)))).toHaveLength(500);
    expect(describeDeliveryError('socket hang up')).toBe('socket hang up');
    expect(describeDeliveryError(new Error(''))).toBe('Unknown error');
  });
});
