// Swedish texts of account recovery, verification and settings, used by the server and the client.
import { VERIFY_EMAIL_TEXTS } from './frame-texts.js';

export const ACCOUNT_TEXTS = {
  reset: {
    requested: 'Om adressen finns skickar vi en länk',
    requestedText: 'Kolla din inkorg (och skräpposten). Länken gäller i en timme och kan användas en gång.',
    invalidToken: 'Länken är ogiltig, har gått ut eller har redan använts. Begär en ny länk.',
    done: 'Lösenordet är bytt',
    doneText: 'Alla inloggningar har avslutats. Logga in med ditt nya lösenord.',
    mismatch: 'Lösenorden matchar inte',
  },
  verify: VERIFY_EMAIL_TEXTS,
  password: {
    wrongCurrent: 'Nuvarande lösenord stämmer inte',
    changed: 'Lösenordet är sparat',
  },
  email: {
    requested: 'Vi har skickat en länk till den nya adressen. Ändringen gäller när du klickat på den.',
    same: 'Det är redan din e-postadress',
  },
} as const;

/** The second factor (issue 15 §3). */
export const TWO_FACTOR_TEXTS = {
  title: 'Tvåstegsverifiering',
  intro:
    'Med tvåstegsverifiering behöver du både lösenordet och en kod från en autentiseringsapp (t.ex. Google Authenticator, Microsoft Authenticator eller 1Password) för att logga in.',
  recommended: 'Rekommenderas för företag och stiftelser: kontot hanterar pengar och avtal för fler än dig.',
  on: 'Tvåstegsverifiering är på.',
  off: 'Tvåstegsverifiering är av.',
  enable: 'Slå på tvåstegsverifiering',
  disable: 'Stäng av tvåstegsverifiering',
  password: 'Ditt lösenord',
  scan: 'Skanna QR-koden med din autentiseringsapp, eller skriv in nyckeln för hand.',
  manualKey: 'Nyckel',
  code: 'Kod från appen',
  confirm: 'Bekräfta',
  backupTitle: 'Dina reservkoder',
  backupText:
    'Spara koderna på ett säkert ställe. Varje kod kan användas en gång om du inte har telefonen. De visas bara nu.',
  backupDone: 'Jag har sparat koderna',
  enabled: 'Tvåstegsverifiering är påslagen',
  disabled: 'Tvåstegsverifiering är avstängd',
  qrAlt: 'QR-kod för autentiseringsappen',
  signInTitle: 'Ange koden från din app',
  signInText: 'Ditt konto har tvåstegsverifiering. Ange den sexsiffriga koden från autentiseringsappen.',
  useBackup: 'Använd en reservkod i stället',
  useTotp: 'Använd koden från appen i stället',
  backupCode: 'Reservkod',
  verify: 'Logga in',
  errors: {
    invalidCode: 'Koden stämmer inte. Kontrollera att klockan i telefonen går rätt och försök igen.',
    invalidBackupCode: 'Reservkoden stämmer inte eller har redan använts.',
    locked: 'För många felaktiga koder. Vänta 15 minuter och försök igen.',
    tooManyAttempts: 'För många felaktiga koder. Logga in igen.',
    signInExpired: 'Inloggningen har gått ut. Logga in igen med e-post och lösenord.',
    alreadyOn: 'Tvåstegsverifiering är redan på.',
    notOn: 'Tvåstegsverifiering är inte på.',
  },
} as const;

/** Deleting the account (issue 15 §6). */
export const DELETE_ACCOUNT_TEXTS = {
  title: 'Radera konto',
  intro:
    'Kontot, profilen, dina erbjudanden med bilder, favoriter och kontakter raderas för gott. Meddelanden du har skickat finns kvar hos mottagarna, visade som från "Borttagen användare". Ett Premium-abonnemang sägs upp först.',
  confirmWord: 'RADERA',
  confirmLabel: 'Skriv RADERA för att bekräfta',
  password: 'Ditt lösenord',
  code: 'Eller en kod från autentiseringsappen',
  submit: 'Radera mitt konto för gott',
  done: 'Ditt konto är raderat',
  confirmationWrong: 'Skriv RADERA för att bekräfta att kontot ska raderas.',
  credentialsRequired: 'Ange ditt lösenord (eller en kod från appen om du har tvåstegsverifiering).',
  wrongCredentials: 'Lösenordet eller koden stämmer inte.',
  cancelFailed:
    'Vi kunde inte säga upp ditt Premium-abonnemang just nu, så kontot är inte raderat. Försök igen om en stund.',
} as const;

/** Export of the user's data (issue 15 §6). */
export const EXPORT_TEXTS = {
  title: 'Ladda ner mina uppgifter',
  intro:
    'En JSON-fil med allt vi har sparat om dig: konto, profil, erbjudanden, favoriter, kontakter, meddelanden, abonnemang och aviseringar.',
  download: 'Ladda ner mina uppgifter',
} as const;

/** Organisation verification (issue 15 §5). */
export const VERIFICATION_TEXTS = {
  tab: 'Verifieringar',
  empty: 'Inga organisationsnummer väntar på granskning.',
  approve: 'Godkänn',
  reject: 'Avslå',
  reason: 'Skäl',
  notPending: 'Det finns inget organisationsnummer som väntar på granskning för den användaren.',
  approvedTitle: 'Din organisation är verifierad',
  approvedBody: (orgNumber: string) =>
    `Vi har kontrollerat organisationsnumret ${orgNumber}. Din profil och dina erbjudanden visas nu som Verifierad organisation.`,
  rejectedTitle: 'Vi kunde inte verifiera din organisation',
  rejectedBody: (reason: string) => `Skäl: ${reason} Du kan rätta numret under Inställningar.`,
} as const;
