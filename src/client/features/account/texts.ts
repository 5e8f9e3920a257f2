// Swedish texts of the account feature (the account tab of /my-pages).
export const ACCOUNT_UI = {
  accountTitle: 'Kontoinformation',
  email: 'E-post',
  created: 'Konto skapat',
  signOut: 'Logga ut',
  settings: 'Byt e-post eller lösenord',
} as const;
