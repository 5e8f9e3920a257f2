// The Swedish organisationsnummer (issue 15 §5), checked the same way in the browser and on the server:
// 10 digits written NNNNNN-NNNN, the third digit at least 2 (a personnummer's month is below 20), the Luhn
// check digit last, and a group digit (the first) that fits the profile's type. Bolagsverket's groups:
// 2 stat, region, kommun, församling · 3 utländskt företag · 5 aktiebolag · 6 enkelt bolag ·
// 7 ekonomisk förening, bostadsrättsförening · 8 ideell förening, stiftelse · 9 handelsbolag, kommanditbolag.
// No zod here: the texts are on every offer card (a visitor's explore page), the schema is in
// schemas/account-security.ts.
import { isLuhnValid } from './luhn.js';

/** The group digits each user type may have; types without an entry have no organisation number. */
export const ORG_GROUPS: Partial<Record<string, readonly string[]>> = {
  business: ['3', '5', '6', '7', '9'],
  association: ['7', '8'],
  foundation: ['8'],
};

export const ORG_GROUP_NAMES: Record<string, string> = {
  '2': 'stat, region, kommun eller församling',
  '3': 'utländskt företag',
  '5': 'aktiebolag',
  '6': 'enkelt bolag',
  '7': 'ekonomisk förening',
  '8': 'ideell förening eller stiftelse',
  '9': 'handelsbolag eller kommanditbolag',
};

export const ORG_TEXTS = {
  label: 'Organisationsnummer',
  hint: 'Tio siffror, t.ex. 556036-0793. Vi kontrollerar numret innan din profil visas som verifierad.',
  format: 'Organisationsnumret ska vara tio siffror: NNNNNN-NNNN.',
  personal: 'Det ser ut som ett personnummer. Ange organisationens nummer (tredje siffran är 2 eller högre).',
  checkDigit: 'Organisationsnumret stämmer inte (fel kontrollsiffra). Kontrollera det mot registreringsbeviset.',
  notForType: 'Bara företag, föreningar och stiftelser kan ange organisationsnummer.',
  wrongGroup: (type: string, group: string) =>
    `Numret hör till gruppen ${ORG_GROUP_NAMES[group] ?? 'okänd'} (första siffran ${group}), som inte passar en profil av typen ${type}.`,
  badge: 'Verifierad organisation',
  pending: 'Väntar på granskning',
  rejected: 'Inte godkänt',
} as const;

const TYPE_NAMES: Record<string, string> = { business: 'företag', association: 'förening', foundation: 'stiftelse' };

/** '5560360793', '556036-0793' or '16556036-0793' → '556036-0793'; null if it is not 10 digits. */
export function normaliseOrgNumber(raw: string): string | null {
  let digits = raw.replace(/[\s-]/g, '');
  if (digits.length === 12 && digits.startsWith('16')) digits = digits.slice(2);
  if (!/^\d{10}$/.test(digits)) return null;
  return `${digits.slice(0, 6)}-${digits.slice(6)}`;
}

/** Why this number cannot be a profile's of that type, in Swedish; null when it fits. */
export function orgNumberProblem(raw: string, userType: string): string | null {
  const groups = ORG_GROUPS[userType];
  if (!groups) return ORG_TEXTS.notForType;
  const normal = normaliseOrgNumber(raw);
  if (!normal) return ORG_TEXTS.format;
  const digits = normal.replace('-', '');
  if (Number(digits[2]) < 2) return ORG_TEXTS.personal;
  if (!isLuhnValid(digits)) return ORG_TEXTS.checkDigit;
  if (!groups.includes(digits[0])) return ORG_TEXTS.wrongGroup(TYPE_NAMES[userType] ?? userType, digits[0]);
  return null;
}
