// The words of a request that are no topic: Swedish stop words and fillers (also as typed in chat: 'nåt', 'o',
// 'e' for 'är', without å/ä/ö: 'for', 'gora'), and the words every request shares ('söker', 'sponsring'),
// which would match almost every offer. Compared folded, so 'söker' and 'soker' are the same word.
import { fold, STOP_WORDS } from '@server/search/words.js';

const folded = (list: string) => new Set(list.split(/\s+/).filter(Boolean).map(fold));

const STOPWORDS = folded(
  `och i att det som en på är av för med till den har de inte om ett han hon men var jag sig från vi så kan man när år
  säger under också efter eller nu sin där vid mot ska skulle kommer ut får finns vara hade alla andra mycket än här
  då sedan över bara in blir upp även vad få två vill ha många hur mer går sverige kronor tror deras nya någon något
  några inga ingen inget mig mitt min mina vår vårt våra oss er ert era dig din ditt dina du ni dem dom denna detta
  dessa vilken vilket vilka hos åt samt utan inom genom bland kring runt cirka ca ungefär typ lite mycket gärna
  helst väldigt mest bättre bästa bra snälla tack hej hallå hejsan tjena tja morsning hello hi god morgon dag kväll
  vem vad varför hur när var vart jo nej ja okej ok också även istället i stället annan annat fler flera alla allt
  sådan sådant sådana samma själv själva ju väl nog bör måste kunna kunde skall vore blev bli blivit varit hade haft
  något nåt nån fungerar funkar fungera använder använda gör göra hjälper tjänsten assistent assistenten
  exempel t.ex ex dela delar delat startat startade starta startar startat lyckas lyckades område området områden
  typ liksom alltså asså sätt slags form
  sånt sånn sånna nåt nåra nånting e ä o å m el iaf iofs btw vettigt vettig bra uppe nere borta hit dit via
  sen snart redan alltid aldrig ofta också gillar gilla gillade tycker`,
);

const GENERIC = folded(
  `söker söka sökte letar leta letade hitta hittar hittade vill ville behöver behov önskar intresserad intresserade
  intresse sponsring sponsringen sponsra sponsrar sponsrat sponsa sponsar samarbete samarbeten samarbetet samarbeta
  samarbetspartner samarbetspartners partner partners partnerskap partnerskapet erbjudande erbjudanden erbjudandet
  möjlighet möjligheter visa visar ge ger finns tips förslag hjälp hjälpa matcha matchning matchningar passande
  passar passa region regionen ort orten stad staden städer budget budgeten kr kronor sek pengar summa stöd stödja
  finansiering finansieringen finansiera medel resurser representerar representera driver jobbar arbetar kontakt
  kontakta nå få fått projekt projektet verksamhet verksamheten organisation organisationen organisationer aktör aktörer
  ideell ideella liten litet små stor stort stora större mindre låg hög högre lägre minst högst max maximalt upp
  mellan omkring över mindre per tusen miljon miljoner mkr tkr sponsor sponsorer sponsorn sponsorerna
  aktivitet aktiviteter aktiviteterna stötta stöttar stöttat stötte bidra bidrar bidraget satsa satsar jobba
  innehåll arbete arbetet lokal lokala lokalt hjälpa hjälper partnern
  samfinansiera samfinansiering medfinansiera medfinansiering tillsammans collab collabs samarbetet ihop
  ordnar ordna ordnat bjuda bjuder gå går synas syns synlig synlighet exponering
  filmar filma filmat filmade vloggar vloggare streamar postar lägger lagar lagade skapar skapa gör
  följare konto kontot kanal kanalen kanaler video videor videos klipp inlägg`,
);

/** A word that is no topic: a stop word, a filler or a word every request shares (compared folded). */
export function isFiller(word: string): boolean {
  const key = fold(word);
  return STOPWORDS.has(key) || GENERIC.has(key) || STOP_WORDS.has(key);
}
