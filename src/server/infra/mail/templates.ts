// Samverka's mails: plain TypeScript templates (no template engine, no React on the server). Each one
// gives its Swedish subject, its paragraphs, at most one action link and the reason it was sent; the
// layout below turns that into an HTML part and a plain-text part with the same words.

/** What a template says; the layout adds the product's name, the greeting and the footer. */
export interface MailContent {
  subject: string;
  /** first line, e.g. 'Hej Anna,' */
  greeting: string;
  paragraphs: string[];
  /** the one thing to do: a button in HTML, the address on its own line in text */
  action?: { label: string; href: string };
  /** the footer: why this mail was sent */
  reason: string;
  /** the footer's one-click unsubscribe link (notification mails) */
  unsubscribe?: string;
}

/** One entry of a notification mail or digest. */
export interface MailNotice {
  title: string;
  body: string;
  /** absolute address of its subject */
  href: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** the action's address, for the log line of the embedded run */
  link?: string;
}

const hello = (name: string) => (name.trim() ? `Hej ${name.trim()},` : 'Hej,');

/** Every mail Samverka sends, by name; `data` is what the caller gives. */
export const mailTemplates = {
  'verify-email': (data: { name: string; link: string }): MailContent => ({
    subject: 'Bekräfta din e-postadress hos Samverka',
    greeting: hello(data.name),
    paragraphs: [
      'Välkommen till Samverka! Bekräfta din e-postadress så kan du skapa erbjudanden och kontakta andra.',
      'Länken gäller i 24 timmar.',
    ],
    action: { label: 'Bekräfta e-postadressen', href: data.link },
    reason:
      'Du får det här mejlet eftersom någon registrerade ett konto hos Samverka med din e-postadress. Var det inte du kan du bortse från mejlet.',
  }),
  'reset-password': (data: { name: string; link: string }): MailContent => ({
    subject: 'Välj ett nytt lösenord till Samverka',
    greeting: hello(data.name),
    paragraphs: [
      'Vi har fått en begäran om att byta lösenordet till ditt konto hos Samverka.',
      'Länken gäller i en timme och kan användas en gång.',
    ],
    action: { label: 'Välj nytt lösenord', href: data.link },
    reason:
      'Du får det här mejlet eftersom någon bad om ett nytt lösenord för ditt konto hos Samverka. Var det inte du kan du bortse från mejlet; lösenordet är oförändrat.',
  }),
  'password-changed': (data: { name: string; link: string }): MailContent => ({
    subject: 'Ditt lösenord till Samverka har bytts',
    greeting: hello(data.name),
    paragraphs: [
      'Lösenordet till ditt konto hos Samverka har just bytts och alla inloggningar har avslutats.',
      'Var det inte du? Välj ett nytt lösenord direkt via länken nedan.',
    ],
    action: { label: 'Välj nytt lösenord', href: data.link },
    reason:
      'Du får det här mejlet eftersom lösenordet till ditt konto hos Samverka ändrades. Vi meddelar alltid sådana ändringar.',
  }),
  'password-updated': (data: { name: string; link: string }): MailContent => ({
    subject: 'Ditt lösenord till Samverka har ändrats',
    greeting: hello(data.name),
    paragraphs: [
      'Lösenordet till ditt konto hos Samverka har just ändrats under Inställningar.',
      'Var det inte du? Välj ett nytt lösenord direkt via länken nedan; då avslutas alla inloggningar.',
    ],
    action: { label: 'Välj nytt lösenord', href: data.link },
    reason:
      'Du får det här mejlet eftersom lösenordet till ditt konto hos Samverka ändrades. Vi meddelar alltid sådana ändringar.',
  }),
  'confirm-new-email': (data: { name: string; link: string }): MailContent => ({
    subject: 'Bekräfta din nya e-postadress hos Samverka',
    greeting: hello(data.name),
    paragraphs: [
      'Du har bett att få byta e-postadress för ditt konto hos Samverka till den här adressen.',
      'Bytet görs när du klickar på länken. Länken gäller i 24 timmar.',
    ],
    action: { label: 'Byt till den här adressen', href: data.link },
    reason:
      'Du får det här mejlet eftersom någon angav den här adressen som ny e-postadress för ett konto hos Samverka. Var det inte du kan du bortse från mejlet.',
  }),
  'email-change-notice': (data: { name: string; newEmail: string; link: string }): MailContent => ({
    subject: 'Begäran om ny e-postadress för ditt konto hos Samverka',
    greeting: hello(data.name),
    paragraphs: [
      `Någon har bett att byta e-postadressen för ditt konto hos Samverka till ${data.newEmail}.`,
      'Bytet görs först när länken i mejlet till den nya adressen används. Fram till dess gäller den här adressen.',
      'Var det inte du? Välj ett nytt lösenord direkt via länken nedan.',
    ],
    action: { label: 'Välj nytt lösenord', href: data.link },
    reason:
      'Du får det här mejlet eftersom det är den nuvarande e-postadressen för ditt konto hos Samverka. Vi meddelar alltid sådana ändringar.',
  }),
  notification: (data: { name: string; notice: MailNotice; kindName: string; unsubscribe: string }): MailContent => ({
    subject: data.notice.title,
    greeting: hello(data.name),
    paragraphs: [data.notice.title, ...(data.notice.body ? [data.notice.body] : [])],
    action: { label: 'Öppna i Samverka', href: data.notice.href },
    reason: `Du får det här mejlet eftersom du har valt e-post för "${data.kindName}" hos Samverka. Ändra under Inställningar → Notiser.`,
    unsubscribe: data.unsubscribe,
  }),
  'notification-digest': (data: {
    name: string;
    notices: MailNotice[];
    link: string;
    unsubscribe: string;
  }): MailContent => ({
    subject:
      data.notices.length === 1
        ? 'Dagens sammanfattning från Samverka: 1 notis'
        : `Dagens sammanfattning från Samverka: ${data.notices.length} notiser`,
    greeting: hello(data.name),
    paragraphs: data.notices.map((n) => `${n.title}${n.body ? ` – ${n.body}` : ''}: ${n.href}`),
    action: { label: 'Visa alla notiser', href: data.link },
    reason:
      'Du får det här mejlet eftersom du har valt en daglig sammanfattning av notiser hos Samverka. Ändra under Inställningar → Notiser.',
    unsubscribe: data.unsubscribe,
  }),
} satisfies Record<string, (data: never) => MailContent>;

export type MailTemplate = keyof typeof mailTemplates;
export type MailData<T extends MailTemplate> = Parameters<(typeof mailTemplates)[T]>[0];

export const isMailTemplate = (name: string): name is MailTemplate => Object.hasOwn(mailTemplates, name);

/** Text safe inside HTML (also the unsubscribe page's). */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const BRAND = '#1d4ed8';
const UNSUBSCRIBE_LABEL = 'Avsluta prenumerationen på de här mejlen';

/** The layout: the same words as HTML (inline styles, as mail programs want) and as plain text. */
export function renderContent(content: MailContent): RenderedMail {
  const { subject, greeting, paragraphs, action, reason, unsubscribe } = content;
  const p = (text: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="background:${BRAND};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(action.label)}</a></p>` +
      p(`Fungerar inte knappen? Klistra in den här adressen i webbläsaren: ${action.href}`)
    : '';
  const html = `<!doctype html>
<html lang="sv">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="font-size:20px;font-weight:700;color:${BRAND};margin-bottom:16px">Samverka</div>
<div style="background:#ffffff;border-radius:8px;padding:24px">
${p(greeting)}
${paragraphs.map(p).join('\n')}
${button}
<p style="margin:0;line-height:1.5">Vänliga hälsningar,<br>Samverka</p>
</div>
<p style="font-size:12px;color:#71717a;line-height:1.5;margin:16px 0 0">${escapeHtml(reason)}</p>
${unsubscribe ? `<p style="font-size:12px;line-height:1.5;margin:8px 0 0"><a href="${escapeHtml(unsubscribe)}" style="color:#71717a">${UNSUBSCRIBE_LABEL}</a></p>` : ''}
</div>
</body>
</html>
`;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((line) => [line, '']),
    ...(action ? [`${action.label}: ${action.href}`, ''] : []),
    'Vänliga hälsningar,',
    'Samverka',
    '',
    '--',
    reason,
    ...(unsubscribe ? [`${UNSUBSCRIBE_LABEL}: ${unsubscribe}`] : []),
    '',
  ].join('\n');
  return { subject, html, text, link: action?.href };
}

/** Renders a named template with its data. */
export function renderMail<T extends MailTemplate>(template: T, data: MailData<T>): RenderedMail {
  const build = mailTemplates[template] as (d: MailData<T>) => MailContent;
  return renderContent(build(data));
}
