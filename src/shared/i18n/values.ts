// Types only: money.ts raises DomainErrors, which import this module.
import type { Cents } from '../money/money.js';
import type { Locale } from './locales.js';

/**
 * Values a message formats in its reader's locale. English keeps the spec's spelling word for word ("12.50" in
 * an error, "60,000.00" in a notice, "2026-11-25 22:41 UTC" in a mail); German and Spanish write them as Intl
 * does ("1.234,50").
 */
export class MoneyValue {
  readonly amount: Cents;
  /** English groups thousands ("60,000.00") in sentences, not in refusals that echo the API ("60000.00"). */
  readonly grouped: boolean;

  // Plain fields, no parameter properties: the test setup loads this file with Node's type stripping.
  constructor(amount: Cents, grouped: boolean) {
    this.amount = amount;
    this.grouped = grouped;
  }

  format(locale: Locale): string {
    if (locale === 'en') {
      // money.ts's formatCents and formatCoins, the spec's spelling: "60000.00" and "60,000.00".
      const sign = this.amount < 0 ? '-' : '';
      const abs = Math.abs(this.amount);
      const whole = String(Math.trunc(abs / 100));
      const fraction = String(abs % 100).padStart(2, '0');
      return `${sign}${this.grouped ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole}.${fraction}`;
    }
    return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      this.amount / 100,
    );
  }
}

/** A moment in UTC, the one time zone a mail can give every reader (the server does not know the reader's). */
export class TimeValue {
  readonly at: Date;

  constructor(at: Date) {
    this.at = at;
  }

  format(locale: Locale): string {
    if (locale === 'en') return `${this.at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    const text = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    return `${text.format(this.at)} UTC`;
  }
}

/**
 * A span of time in its two largest units, to the minute. English keeps its words ("4 h 48 min", "1 d 2 h");
 * other locales write each unit as Intl's short unit does ("4 Std., 48 Min.").
 */
export class SpanValue {
  readonly seconds: number;

  constructor(seconds: number) {
    this.seconds = seconds;
  }

  format(locale: Locale): string {
    let rest = Math.max(60, Math.round(this.seconds / 60) * 60);
    const parts: [number, 'day' | 'hour' | 'minute'][] = [];
    for (const [seconds, unit] of [
      [86_400, 'day'],
      [3600, 'hour'],
      [60, 'minute'],
    ] as const) {
      const count = Math.floor(rest / seconds);
      rest -= count * seconds;
      if (count > 0 || parts.length > 0) parts.push([count, unit]);
      if (parts.length === 2) break;
    }
    const shown = parts.filter(([count]) => count > 0);
    if (locale === 'en') {
      const short = { day: 'd', hour: 'h', minute: 'min' } as const;
      return shown.map(([count, unit]) => `${count} ${short[unit]}`).join(' ');
    }
    return shown
      .map(([count, unit]) =>
        new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(count),
      )
      .join(' ');
  }
}

/** An amount in a refusal, as the API writes it in English ("12.50"). */
export const amount = (cents: Cents) => new MoneyValue(cents, false);
/** Coins in a sentence, grouped ("60,000.00"). */
export const coinsValue = (cents: Cents) => new MoneyValue(cents, true);
export const time = (at: Date) => new TimeValue(at);
export const span = (seconds: number) => new SpanValue(seconds);

export function formatValue(value: unknown, locale: Locale): unknown {
  if (value instanceof MoneyValue || value instanceof TimeValue || value instanceof SpanValue)
    return value.format(locale);
  return value;
}
