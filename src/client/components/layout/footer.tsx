import { Link } from '@client/lib/router';
import { Briefcase, Camera, Mail, MapPin, Phone, Users } from 'lucide-react';
import { Logo } from '@client/components/layout/logo';
import { paths } from '@client/config/paths';

const legal = [
  { name: 'Användarvillkor', to: paths.terms.getHref() },
  { name: 'Integritetspolicy', to: paths.privacy.getHref() },
  { name: 'Cookies', to: paths.cookies.getHref() },
  { name: 'GDPR', to: paths.gdpr.getHref() },
];
const company = [
  { name: 'Om oss', to: paths.about.getHref() },
  { name: 'Karriär', to: paths.careers.getHref() },
  { name: 'Priser', to: paths.pricing.getHref() },
  { name: 'Vanliga frågor', to: paths.faq.getHref() },
  { name: 'Kontakt', to: paths.contact.getHref() },
];
const social = [
  { name: 'Samverka på LinkedIn', href: 'https://www.linkedin.com/', icon: Briefcase },
  { name: 'Samverka på Instagram', href: 'https://www.instagram.com/', icon: Camera },
  { name: 'Samverka på Facebook', href: 'https://www.facebook.com/', icon: Users },
];

function FooterLinks({ id, title, links }: { id: string; title: string; links: { to: string; name: string }[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-sm font-semibold">
        {title}
      </h2>
      <ul className="space-y-2 text-sm">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="text-muted-foreground hover:text-foreground hover:underline">
              {l.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="space-y-3">
          <Logo />
          <p className="text-sm text-muted-foreground">
            Marknadsplatsen där företag, föreningar, influencers och stiftelser hittar varandra.
          </p>
          <ul className="flex gap-2" aria-label="Sociala medier">
            {social.map(({ name, href, icon: Icon }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={name}
                  className="inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
                >
                  <Icon aria-hidden className="size-4" />
                </a>
              </li>
            ))}
          </ul>
          <a
            href="https://blogg.samverka.se"
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm text-primary hover:underline"
          >
            Läs vår blogg
          </a>
        </div>
        <FooterLinks id="footer-juridiskt" title="Juridiskt" links={legal} />
        <FooterLinks id="footer-foretaget" title="Företaget" links={company} />
        <div>
          <h2 className="mb-3 text-sm font-semibold">Kontakt</h2>
          <ul className="space-y-2 text-sm text-muted-foreground">
            <li className="flex items-center gap-2">
              <Mail aria-hidden className="size-4" />
              <a href="mailto:hej@samverka.se" className="hover:text-foreground hover:underline">
                hej@samverka.se
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Phone aria-hidden className="size-4" />
              <a href="tel:+46812345678" className="hover:text-foreground hover:underline">
                08-123 456 78
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin aria-hidden className="size-4" />
              Stockholm, Sverige
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t py-6 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} Samverka AB. Alla rättigheter förbehållna.
      </div>
    </footer>
  );
}
