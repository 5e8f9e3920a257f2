// The password policy (issue 15 §3): at least LIMITS.passwordMin characters and not guessable — zxcvbn-ts with
// its common-password and English dictionaries plus a short Swedish list, offline. The server checks every new
// password (sign-up, reset, change); the browser loads this module lazily for the strength meter (it is large).
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as enDictionary, translations as enTranslations } from '@zxcvbn-ts/language-en';
import { LIMITS } from './constants.js';

/** zxcvbn's score (0–4) a password needs: 3 = "safely unguessable" (about 10^8 guesses and more). */
export const PASSWORD_MIN_SCORE = 3;

/** Swedish words people build passwords from (zxcvbn ships no Swedish dictionary). */
const SWEDISH_WORDS = [
  'lösenord',
  'losenord',
  'hemligt',
  'hemlig',
  'sommar',
  'vinter',
  'hösten',
  'våren',
  'sverige',
  'svenska',
  'stockholm',
  'göteborg',
  'malmö',
  'uppsala',
  'hej',
  'hejhej',
  'välkommen',
  'kärlek',
  'älskar',
  'fotboll',
  'hockey',
  'förening',
  'föreningen',
  'klubben',
  'stiftelse',
  'företag',
  'sponsring',
  'samverka',
  'katt',
  'hund',
  'mamma',
  'pappa',
  'glass',
  'blomma',
  'solen',
  'måndag',
  'fredag',
  'lördag',
  'söndag',
  'januari',
  'midsommar',
  'jul',
  'påsk',
  'kanelbulle',
  'fika',
  'qwerty',
  'abc123',
];

/** Swedish reasons for zxcvbn's warnings (its keys; the texts are ours). */
const WARNINGS_SV: Record<keyof typeof enTranslations.warnings, string> = {
  straightRow: 'Rader av tangenter på tangentbordet är lätta att gissa.',
  keyPattern: 'Korta tangentbordsmönster är lätta att gissa.',
  simpleRepeat: 'Upprepade tecken som "aaa" är lätta att gissa.',
  extendedRepeat: 'Upprepade mönster som "abcabcabc" är lätta att gissa.',
  sequences: 'Vanliga teckenföljder som "abc" eller "123" är lätta att gissa.',
  recentYears: 'Årtal är lätta att gissa.',
  dates: 'Datum är lätta att gissa.',
  topTen: 'Det här är ett av de allra vanligaste lösenorden.',
  topHundred: 'Det här är ett mycket vanligt lösenord.',
  common: 'Det här är ett vanligt lösenord.',
  similarToCommon: 'Det här liknar ett vanligt lösenord.',
  wordByItself: 'Ett enstaka ord är lätt att gissa.',
  namesByThemselves: 'Ett namn eller efternamn är lätt att gissa.',
  commonNames: 'Vanliga namn och efternamn är lätta att gissa.',
  userInputs: 'Lösenordet får inte innehålla din e-postadress eller ditt användarnamn.',
  pwned: 'Lösenordet finns i läckta lösenordslistor.',
};

export const PASSWORD_TEXTS = {
  tooShort: `Lösenordet måste vara minst ${LIMITS.passwordMin} tecken`,
  tooLong: `Lösenordet får vara högst ${LIMITS.passwordMax} tecken`,
  tooWeak: 'Lösenordet är för lätt att gissa. Välj ett längre, gärna flera ord som inte hör ihop.',
  levels: ['Mycket svagt', 'Svagt', 'Godkänt men svagt', 'Starkt', 'Mycket starkt'],
  meterLabel: 'Lösenordets styrka',
} as const;

let factory: ZxcvbnFactory | undefined;
const zxcvbn = () =>
  (factory ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...enDictionary, 'swedish-common': SWEDISH_WORDS },
    graphs: adjacencyGraphs,
    translations: { ...enTranslations, warnings: WARNINGS_SV },
  }));

export interface PasswordCheck {
  /** 0–4 (zxcvbn's score; 0 also for a too short password) */
  score: number;
  /** why it is refused, in Swedish; null when it is accepted */
  problem: string | null;
}

/** Checks a new password; `userInputs` are the account's own words (e-mail, username), never allowed in it. */
export function checkPassword(password: string, userInputs: string[] = []): PasswordCheck {
  if (password.length > LIMITS.passwordMax) return { score: 0, problem: PASSWORD_TEXTS.tooLong };
  const inputs = userInputs.flatMap((s) => [s, ...s.toLowerCase().split(/[@.\s_-]+/)]).filter((s) => s.length >= 3);
  const result = zxcvbn().check(password, inputs);
  if (password.length < LIMITS.passwordMin)
    return { score: Math.min(result.score, 1), problem: PASSWORD_TEXTS.tooShort };
  if (result.score >= PASSWORD_MIN_SCORE) return { score: result.score, problem: null };
  const warning = result.feedback.warning;
  return { score: result.score, problem: warning ? `${PASSWORD_TEXTS.tooWeak} ${warning}` : PASSWORD_TEXTS.tooWeak };
}
