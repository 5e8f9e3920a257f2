// Landing section 6: the closing call to action.
import { Mail } from 'lucide-react';
import { paths } from '@client/config/paths';
import { CLOSING_CTA } from '@client/features/marketing/content/landing';
import { ClaimList, OutlineOnPrimaryButton, SignUpButton } from './cta-parts';

export function ClosingCtaSection() {
  const s = CLOSING_CTA;
  return (
    <section aria-labelledby="closing-cta-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="relative overflow-hidden rounded-3xl bg-primary px-6 py-14 text-center text-primary-foreground shadow-xl sm:px-12 sm:py-20">
          <div aria-hidden className="absolute -right-24 -top-24 size-72 rounded-full bg-white/10 blur-2xl" />
          <div aria-hidden className="absolute -bottom-28 -left-20 size-72 rounded-full bg-white/10 blur-3xl" />
          <div className="relative mx-auto max-w-2xl space-y-6">
            <h2 id="closing-cta-title" className="text-balance text-3xl font-bold tracking-tight sm:text-4xl">
              {s.title}
            </h2>
            <p className="text-pretty text-lg opacity-90">{s.lead}</p>
            <div className="flex flex-col justify-center gap-3 sm:flex-row">
              <SignUpButton
                label={s.signUp}
                className="bg-background text-foreground shadow-md hover:bg-background/90"
              />
              <OutlineOnPrimaryButton to={paths.contact.getHref()}>
                <Mail aria-hidden /> {s.contact}
              </OutlineOnPrimaryButton>
            </div>
            <ClaimList
              claims={s.claims}
              className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-medium opacity-90"
              iconClassName="size-4"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
