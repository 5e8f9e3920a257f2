// /premium: behind the premium gate.
import { PremiumContent } from '@client/features/billing/components/premium-content';
import { PremiumGate } from '@client/features/billing/components/premium-gate';

export default function PremiumPage() {
  return (
    <PremiumGate>
      <PremiumContent />
    </PremiumGate>
  );
}
