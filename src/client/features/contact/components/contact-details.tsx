// The contact list: e-mail (reply within 24 hours), phone (weekdays 09:00-17:00) and address (mostly digital).
import { Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import { CONTACT_TEXTS } from '@client/features/contact/texts';

function Row({
  icon: Icon,
  label,
  value,
  href,
  note,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  href?: string;
  note: string;
}) {
  return (
    <li className="flex gap-4">
      <span
        aria-hidden
        className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary"
      >
        <Icon className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-semibold">{label}</p>
        {href ? (
          <a href={href} className="break-words text-primary hover:underline">
            {value}
          </a>
        ) : (
          <p>{value}</p>
        )}
        <p className="text-sm text-muted-foreground">{note}</p>
      </div>
    </li>
  );
}

export function ContactDetails() {
  const t = CONTACT_TEXTS;
  return (
    <section aria-labelledby="contact-info-title" className="rounded-2xl border bg-card p-6 shadow-sm">
      <h2 id="contact-info-title" className="text-lg font-semibold">
        {t.infoTitle}
      </h2>
      <ul className="mt-5 space-y-5">
        <Row
          icon={Mail}
          label={t.email.label}
          value={t.email.value}
          href={`mailto:${t.email.value}`}
          note={t.email.note}
        />
        <Row icon={Phone} label={t.phone.label} value={t.phone.value} href={t.phone.href} note={t.phone.note} />
        <Row icon={MapPin} label={t.address.label} value={t.address.value} note={t.address.note} />
      </ul>
    </section>
  );
}
