// The clock time is written by hand; it must read exactly like Intl's sv-SE time.
import { describe, expect, it } from 'vitest';
import { formatTime } from './format';

describe('formatTime', () => {
  const intl = new Intl.DateTimeFormat('sv-SE', { hour: '2-digit', minute: '2-digit' });
  it('matches sv-SE hours and minutes through the day', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 7) {
      const d = new Date(2026, 10, 22, Math.floor(minutes / 60), minutes % 60);
      expect(formatTime(d)).toBe(intl.format(d));
    }
  });
  it('takes strings and timestamps too', () => {
    const d = new Date(2026, 0, 1, 9, 5);
    expect(formatTime(d.toISOString())).toBe('09:05');
    expect(formatTime(d.getTime())).toBe('09:05');
  });
});
