import { PageShell } from '@/components/layout/page-shell';

/** Placeholder until the page lands; replaced by its feature's engineer. */
export default function ContactPage() {
  return <PageShell title="Samverka">Sidan byggs just nu.</PageShell>;
}
