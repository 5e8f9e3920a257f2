// The Swedish words of the notification centre, its settings, saved searches and the unsubscribe page.
import { bellLabel } from './frame-texts.js';

export const NOTIFICATION_TEXTS = {
  errors: {
    cursor: 'Ogiltig sidmarkör.',
    ids: 'Ange notisernas id (1–200 stycken).',
    markRead: 'Ange antingen {"ids": [...]} eller {"all": true}.',
    kind: 'Okänd typ av notis.',
    inApp: 'Ange om notisen ska visas i appen (true eller false).',
    email: 'E-post ska vara off, instant eller daily.',
    settings: 'Ange minst en inställning.',
    savedSearchType: 'Välj vilken sorts erbjudanden sökningen gäller.',
    savedSearchQ: 'Söktexten får vara högst 200 tecken.',
    savedSearchTags: 'Högst 20 taggar om högst 40 tecken var.',
    savedSearchLocation: 'Platsen får vara högst 200 tecken.',
    savedSearchNotFound: 'Den sparade sökningen finns inte.',
    savedSearchFilters:
      'Okänt filter. Sparade sökningar av utlysningar kan ha sökandetyp, belopp, Öppen nu och Inom 30 dagar.',
    savedSearchTalentFilters:
      'Okänt filter. Sparade sökningar av talanger kan ha distans, villkor och timmar per vecka.',
    savedSearchAreas: 'Okänt område för utlysningar.',
    savedSearchRegion: 'Okänd region för utlysningar.',
    savedSearchLimit: 'Du kan spara högst 50 sökningar. Ta bort en innan du sparar en ny.',
    token: 'Länken för att avsluta prenumerationen är ogiltig eller trasig.',
  },
  unsubscribed: (kindName: string) =>
    `Klart! Du får inte längre e-post om "${kindName}". Du kan ändra det under Inställningar → Notiser.`,
  digestName: 'Daglig sammanfattning',
  someone: 'en användare',
  messageTitle: (name: string) => `Nytt meddelande från ${name}`,
  offerApproved: (title: string) => `Ditt erbjudande "${title}" är godkänt och publicerat`,
  grantApproved: (name: string) => `Er utlysning "${name}" är godkänd och syns i Stiftelsesök`,
  offerRemoved: (title: string) => `Ditt erbjudande "${title}" har tagits bort`,
  editApproved: (title: string) => `Din ändring av "${title}" är publicerad`,
  editRejected: (title: string) => `Din ändring av "${title}" publicerades inte`,
  savedSearchMatch: (n: number) =>
    n === 1 ? 'Ett nytt erbjudande matchar din sparade sökning' : `${n} nya erbjudanden matchar din sparade sökning`,
  grantSearchMatch: (n: number) =>
    n === 1 ? 'En ny utlysning matchar din sparade sökning' : `${n} nya utlysningar matchar din sparade sökning`,
  projectSearchMatch: (n: number) =>
    n === 1 ? 'Ett nytt projekt matchar din sparade sökning' : `${n} nya projekt matchar din sparade sökning`,
  talentSearchMatch: (n: number) =>
    n === 1 ? 'En ny person passar din sparade sökning' : `${n} nya personer passar din sparade sökning`,
  unsubscribePage: {
    title: 'Avsluta e-post',
    question: (kindName: string) => `Vill du sluta få e-post om "${kindName}"? Notiserna syns fortfarande i appen.`,
    button: 'Avsluta prenumerationen',
    doneTitle: 'Prenumerationen är avslutad',
    invalidTitle: 'Ogiltig länk',
    settings: 'Till inställningarna',
  },
  page: {
    title: 'Notiser',
    bell: bellLabel,
    empty: 'Inga notiser ännu.',
    markAll: 'Markera alla som lästa',
    showAll: 'Visa alla notiser',
    more: 'Visa fler',
    loadError: 'Kunde inte hämta notiserna.',
  },
  settings: {
    title: 'Notiser',
    intro: 'Välj per sorts notis om den ska visas i appen och om du vill ha e-post.',
    inApp: 'Visa i appen',
    email: 'E-post',
    saved: 'Notisinställningarna är sparade.',
    saveError: 'Kunde inte spara notisinställningarna.',
    savedSearches: 'Sparade sökningar',
    noSavedSearches: 'Du har inga sparade sökningar. Spara en från en söksida.',
    grantSearch: 'Utlysningar',
    projectSearch: 'Projekt',
    talentSearch: 'Talanger',
    newMatches: (n: number) => (n === 1 ? '1 ny träff' : `${n} nya träffar`),
    delete: 'Ta bort',
    deleted: 'Sökningen är borttagen.',
  },
  saveSearch: {
    button: 'Spara sökning',
    saved: 'Sökningen är sparad. Du får en notis när ett nytt erbjudande matchar.',
    savedTalent: 'Sökningen är sparad. Du får en notis när en ny person passar.',
    savedGrant: 'Sökningen är sparad. Du får en notis när en ny utlysning matchar.',
    savedProject: 'Sökningen är sparad. Du får en notis när ett nytt projekt matchar.',
    error: 'Kunde inte spara sökningen.',
  },
} as const;
