// Swedish texts of account recovery, verification and settings, used by the server and the client.
export const ACCOUNT_TEXTS = {
  reset: {
    requested: 'Om adressen finns skickar vi en länk',
    requestedText: 'Kolla din inkorg (och skräpposten). Länken gäller i en timme och kan användas en gång.',
    invalidToken: 'Länken är ogiltig, har gått ut eller har redan använts. Begär en ny länk.',
    done: 'Lösenordet är bytt',
    doneText: 'Alla inloggningar har avslutats. Logga in med ditt nya lösenord.',
    mismatch: 'Lösenorden matchar inte',
  },
  verify: {
    requiredTitle: 'Bekräfta din e-postadress',
    expired: 'Bekräftelselänken har gått ut. Skicka en ny så gäller den i 24 timmar.',
    required:
      'Bekräfta din e-postadress innan du kan göra det här. Klicka på länken i mejlet vi skickade, eller skicka ett nytt.',
    banner: 'Bekräfta din e-postadress – vi har skickat en länk till',
    resend: 'Skicka igen',
    resent: 'Vi har skickat en ny länk',
    confirmed: 'Din e-postadress är bekräftad',
    invalidToken: 'Bekräftelselänken är ogiltig. Skicka en ny och använd länken i det senaste mejlet.',
  },
  password: {
    wrongCurrent: 'Nuvarande lösenord stämmer inte',
    changed: 'Lösenordet är sparat',
  },
  email: {
    requested: 'Vi har skickat en länk till den nya adressen. Ändringen gäller när du klickat på den.',
    same: 'Det är redan din e-postadress',
  },
} as const;
