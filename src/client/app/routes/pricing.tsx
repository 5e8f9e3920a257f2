// /pricing: the plans (spec §2) and the payment return (spec §4).
import { PageShell } from '@client/components/layout/page-shell';
import { PricingPlans } from '@client/features/billing/components/pricing-plans';

export default function PricingPage() {
  return (
    <PageShell
      title="Priser"
      description="Börja gratis med Basic, eller välj Premium för obegränsat antal erbjudanden och avancerade filter."
    >
      <PricingPlans />
    </PageShell>
  );
}
