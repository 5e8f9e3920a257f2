/** The caller's subscription (built in the billing feature). */
export function useSubscription() {
  return { active: false, status: null as string | null, current_period_end: null as string | null, cancel_at_period_end: false, isLoading: false };
}
