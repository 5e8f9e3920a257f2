// /premium: behind the premium gate.
import { PremiumContent } from '@/features/billing/components/premium-content';
import { PremiumGate } from '@/features/billing/components/premium-gate';

export default function PremiumPage() {
  return (
    <PremiumGate>
      <PremiumContent />
    </PremiumGate>
  );
}
