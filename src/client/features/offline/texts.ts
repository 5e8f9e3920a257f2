// Swedish texts of the offline queue (offers saved in this browser while the database was unreachable).
export const OFFLINE_UI = {
  localSubmitted: (n: number) =>
    n === 1 ? 'Ditt lokalt sparade erbjudande har skickats' : `${n} lokalt sparade erbjudanden har skickats`,
  localSubmittedText: 'Det väntar nu på godkännande av en administratör.',
  localFailed: 'Ett lokalt sparat erbjudande kunde inte skickas',
} as const;
