// The active rule of spec §4, as a pure function.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isSubscriptionActive } from '@shared/plans.js';

const now = new Date('2026-06-15T12:00:00Z');
const later = '2026-07-15T12:00:00.000Z';
const earlier = '2026-06-15T11:59:59.000Z';

describe('isSubscriptionActive', () => {
  it('no row means not subscribed', () => {
    expect(isSubscriptionActive(null, now)).toBe(false);
    expect(isSubscriptionActive(undefined, now)).toBe(false);
  });

  it('active and trialing count while the period has not ended', () => {
    expect(isSubscriptionActive({ status: 'active', current_period_end: later }, now)).toBe(true);
    expect(isSubscriptionActive({ status: 'trialing', current_period_end: later }, now)).toBe(true);
    expect(isSubscriptionActive({ status: 'trialing', current_period_end: new Date(later) }, now)).toBe(true);
  });

  it('a period end in the past ends access, whatever the status says', () => {
    expect(isSubscriptionActive({ status: 'active', current_period_end: earlier }, now)).toBe(false);
    expect(isSubscriptionActive({ status: 'trialing', current_period_end: earlier }, now)).toBe(false);
  });

  it('the exact end instant still counts (not in the past)', () => {
    expect(isSubscriptionActive({ status: 'active', current_period_end: now.toISOString() }, now)).toBe(true);
  });

  it('a subscription canceled at period end stays active until the end, then not', () => {
    const sub = { status: 'active', current_period_end: later, cancel_at_period_end: true };
    expect(isSubscriptionActive(sub, now)).toBe(true);
    expect(isSubscriptionActive(sub, new Date('2026-07-15T12:00:01Z'))).toBe(false);
  });

  it('other statuses, a missing or unreadable period end are inactive', () => {
    for (const status of ['canceled', 'past_due', 'incomplete', 'incomplete_expired', 'unpaid', 'paused', null]) {
      expect(isSubscriptionActive({ status, current_period_end: later }, now)).toBe(false);
    }
    expect(isSubscriptionActive({ status: 'active', current_period_end: null }, now)).toBe(false);
    expect(isSubscriptionActive({ status: 'active', current_period_end: 'inte ett datum' }, now)).toBe(false);
  });

  it('holds for any status and instant', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('active', 'trialing', 'canceled', 'past_due', 'incomplete', 'unpaid'),
        fc.integer({ min: -1e10, max: 1e10 }),
        (status, offsetMs) => {
          const end = new Date(now.getTime() + offsetMs);
          const expected = (status === 'active' || status === 'trialing') && offsetMs >= 0;
          return isSubscriptionActive({ status, current_period_end: end.toISOString() }, now) === expected;
        },
      ),
    );
  });
});
