import { deviceName } from './device-name.js';

describe('deviceName', () => {
  it('names the browser and the system', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
    expect(deviceName(chrome)).toBe('Chrome on Linux');
  });

  it('adds a phone model when the agent names one', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    expect(deviceName(iphone)).toBe('Mobile Safari on iOS (iPhone)');
  });

  it('says so when there is no agent or an unknown one', () => {
    expect(deviceName('')).toBe('Unknown device');
    expect(deviceName('curl/8.0')).toMatch(/^curl|Unknown browser/);
  });
});
