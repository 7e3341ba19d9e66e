import { describe, expect, it } from '@jest/globals';
import { i18n } from '@lingui/core';
import { formatRelativeTime } from './format';

describe('a moment relative to now', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');

  it('takes the largest unit that fits, in the active language', () => {
    expect(formatRelativeTime('2026-11-29T11:00:00Z', now)).toBe('in 23 hours');
    expect(formatRelativeTime('2026-11-28T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-11-26T12:00:00Z', now)).toBe('2 days ago');
    expect(formatRelativeTime('2026-11-28T12:00:00Z', now)).toBe('now');
    expect(formatRelativeTime(null, now)).toBe('—');
    i18n.loadAndActivate({ locale: 'de', messages: {} });
    try {
      expect(formatRelativeTime('2026-11-28T11:55:00Z', now)).toBe('vor 5 Minuten');
      expect(formatRelativeTime('2026-11-29T11:00:00Z', now)).toBe('in 23 Stunden');
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages: {} });
    }
  });
});
