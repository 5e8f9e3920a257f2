// Swedish texts of the contact page (/contact).
import { TEXTS } from '@shared/texts';

export const CONTACT_TEXTS = {
  eyebrow: 'Kontakt',
  title: 'Kontakta oss',
  lead: 'Har du frågor om Samverka, behöver du hjälp med ditt konto eller vill du samarbeta med oss? Hör av dig – vi finns här för dig.',
  infoTitle: 'Kontaktuppgifter',
  email: {
    label: 'E-post',
    value: 'hej@samverka.se',
    note: 'Vi svarar inom 24 timmar.',
  },
  phone: {
    label: 'Telefon',
    value: '08-123 456 78',
    href: 'tel:+46812345678',
    note: 'Vardagar 09:00-17:00',
  },
  address: {
    label: 'Adress',
    value: 'Stockholm, Sverige',
    note: 'Vi arbetar mestadels digitalt – boka gärna ett möte innan du kommer förbi.',
  },
  map: {
    title: 'Karta över Stockholm',
    description: 'Förenklad karta över Stockholms innerstad med Samverkas kontor markerat.',
    link: 'Öppna i OpenStreetMap',
    href: 'https://www.openstreetmap.org/?mlat=59.3326&mlon=18.0649#map=13/59.3326/18.0649',
    labels: { city: 'Stockholm', office: 'Samverka' },
  },
  form: {
    title: 'Skicka ett meddelande',
    lead: 'Fyll i formuläret så återkommer vi så snart vi kan. Alla fält är obligatoriska.',
    name: 'Namn',
    namePlaceholder: 'Förnamn Efternamn',
    email: 'E-post',
    emailPlaceholder: 'namn@exempel.se',
    subject: 'Ämne',
    subjectPlaceholder: 'Vad gäller det?',
    message: 'Meddelande',
    messagePlaceholder: 'Skriv ditt meddelande här...',
    submit: 'Skicka meddelande',
    sending: 'Skickar...',
    errorTitle: 'Meddelandet kunde inte skickas',
    errorFallback: 'Något gick fel. Kontrollera din anslutning och försök igen. Det du skrivit finns kvar.',
  },
  sent: {
    title: TEXTS.contact.sentTitle,
    text: 'Tack för att du hör av dig. Vi har tagit emot ditt meddelande och återkommer till dig så snart som möjligt, oftast inom 24 timmar.',
    toastTitle: TEXTS.contact.sentTitle,
    toastText: TEXTS.contact.sentText,
    again: 'Skicka ett nytt meddelande',
  },
  faq: {
    title: 'Vanliga frågor',
    text: 'Många svar finns redan bland våra vanliga frågor.',
    link: 'Läs vanliga frågor',
  },
} as const;
