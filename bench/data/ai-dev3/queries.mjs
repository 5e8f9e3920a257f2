// The third development set's queries: new personas of all four account types and signed-out visitors, typed
// the way people write in a chat box (short, no å/ä/ö, abbreviations like 'övik', 'hudik', 'gbg'), with the
// issue's failure classes: '-bolag' compounds, requests for one's own kind, cause + audience, creators seeking
// foundation money. `g` grades this set's offers and the second set's and x- offers by hand; `dev` grades the
// first set's systematic offers by rule: [topics, partner types, county or null, highest grade].
const SPORTS = ['fotboll', 'ishockey', 'handboll', 'innebandy', 'basket', 'ridsport', 'simning', 'friidrott', 'orientering', 'padel'];
const KULTUR = ['kör', 'teater', 'konst', 'dans'];
const ALL = [...SPORTS, ...KULTUR, 'miljö', 'skola', 'esport', 'mat', 'mode', 'friluftsliv', 'hälsa', 'integration', 'äldre', 'teknik'];
const q = (id, persona, askerType, text, g, dev = [], extra = {}) => ({ id, persona, askerType, text, g, dev, ...extra });
const A = 'association', B = 'business', I = 'influencer', F = 'foundation';

export const QUERIES = [
  // businesses
  q('b01', 'bostadsbolag, Lidköping', B, 'vi e ett bostadsbolag i lidköping, vill att ungarna i våra områden har nåt vettigt att göra efter skolan', { 'd3-a-lidkoping-fritid': 2, 'd2-a-trollhattan-fotboll': 1 }),
  q('b02', 'energibolag, Varberg', B, 'Energibolag i Varberg som vill sponsra nån som lär barn om klimatet', { 'd3-a-halmstad-klimat': 2, 'x-a-naturskolan': 1, 'x-i-klimatkalle': 1, 'd2-i-klimat-tiktok': 1 }, [[['miljö'], [A, I], 'Halland', 2]]),
  q('b03', 'sparbank, Örnsköldsvik', B, 'sparbank i övik. vill sponsra hockey o skidor för barn', { 'd3-a-ornskoldsvik-hockey': 2 }, [[['ishockey'], [A], 'Västernorrland', 2]]),
  q('b04', 'kafé, Mora', B, 'Vi har ett kafé i Mora å vill synas hos nån som filmar naturen här', { 'd3-i-mora-vandring': 2 }, [[['friluftsliv'], [I], 'Dalarna', 2]]),
  q('b05', 'IT-bolag, Enköping', B, 'IT bolag i enköping, vilka föreningar kan vi stötta lokalt?', { 'd3-a-enkoping-djur': 2 }, [[ALL, [A], 'Uppsala', 2]]),
  q('b06', 'försäkringsbolag', B, 'Försäkringsbolag som vill sponsra parasport, helst i halland', { 'd3-a-varberg-para': 2, 'd2-a-halmstad-para': 2, 'x-a-ridklubben-hoppet': 1, 'd2-i-parasport': 1, 'd3-i-funkis-karlskrona': 1 }),
  q('b07', 'läkemedelsföretag, Södertälje', B, 'vi ar ett lakemedelsforetag i sodertalje o vill gora nat for ungas psykiska halsa', { 'd3-i-podd-psykisk': 2, 'd2-a-sundsvall-psykisk': 1 }),
  q('b08', 'bryggeri, Piteå', B, 'Bryggeri i Piteå söker matinfluencers, gärna norrland', { 'd3-i-mat-umea': 2, 'd2-i-vegokock': 1 }, [[['mat'], [I], null, 1]]),
  q('b09', 'bilhandlare, Karlskrona', B, 'Bilfirma i Karlskrona, sponsrar gärna ungdomsidrott. Vad finns?', { 'd3-a-karlskrona-segling': 2 }, [[SPORTS, [A], 'Blekinge', 2]]),
  q('b10', 'spelstudio', B, 'vi gör mobilspel o vill hitta streamers, typ twitch', { 'd3-i-gaming-pitea': 2, 'd2-i-gaming-sara': 2, 'x-i-streamer-lisa': 2 }, [[['esport'], [I], null, 2]]),
  q('b11', 'hundfoderföretag', B, 'Vi säljer hundfoder och vill samarbeta med djurinfluencers eller djurskyddsföreningar', { 'd3-i-hund-varberg': 2, 'd3-a-enkoping-djur': 2 }),
  q('b12', 'fastighetsbolag, Örnsköldsvik', B, 'Fastighetsbolaget vill stötta läxhjälp i Örnsköldsvik', { 'd3-a-ornskoldsvik-laxhjalp': 2 }, [[['skola'], [A], 'Västernorrland', 2]]),
  q('b13', 'livsmedelskedja', B, 'Livsmedelskedja, vill gå ihop med en stiftelse o samfinansiera nåt mot matsvinn', { 'd2-f-matsvinn': 2, 'd2-a-kristianstad-matbank': 1 }, [[['mat'], [F], null, 1]]),
  q('b14', 'handlare, Hudiksvall', B, 'handlare i hudiksvall som vill sponsra en lokal förening, kultur el musik', { 'd3-a-hudiksvall-musik': 2 }, [[KULTUR, [A], 'Gävleborg', 2]]),
  // associations
  q('a01', 'seglarklubb, Karlskrona', A, 'Seglarklubb för barn i karlskrona söker sponsorer', { 'd3-b-karlskrona-varv': 2, 'd3-f-blekinge-ungdom': 2, 'x-f-idrottsgladje': 1, 'x-b-sportkedjan-klubb': 1 }),
  q('a02', 'parasportförening, Varberg', A, 'vi är en idrottsförening för personer med funktionsnedsättning i varberg, vem kan stötta oss?', { 'd3-f-halland-funktion': 2, 'd2-f-funktion-national': 2, 'x-f-lika-villkor': 1, 'd2-b-goteborg-forsakring': 1 }),
  q('a03', 'läxhjälp, Örnsköldsvik', A, 'läxhjälpsförening i övik söker pengar', { 'd3-f-vasternorrland-skola': 2, 'd3-b-ornskoldsvik-bank': 2 }, [[['skola'], [B, F], 'Västernorrland', 2]]),
  q('a04', 'skidklubb, Mora', A, 'Skidklubben i Mora behöver sponsor till ungdomslägret', { 'd3-b-borlange-stal': 2, 'd3-f-dalarna-friluft': 1, 'x-f-idrottsgladje': 1 }),
  q('a05', 'musikförening, Hudiksvall', A, 'Vi ordnar en festival för unga i Hudik, söker sponsor', { 'd3-f-kultur-unga': 2 }, [[KULTUR, [B, F], 'Gävleborg', 2]]),
  q('a06', 'fritidsgård, Lidköping', A, 'Fritidsgård i Lidköping, hur hittar vi företag som vill sponsa oss?', { 'd3-b-lidkoping-fastighet': 2 }),
  q('a07', 'integrationsförening, Södertälje', A, 'förening för nyanlända i södertälje, fotboll och svenska. söker stöd', { 'd3-b-sodertalje-lakemedel': 1 }, [[['fotboll'], [B, F], 'Stockholm', 1], [['integration'], [B, F], 'Stockholm', 2]]),
  q('a08', 'djurskydd, Enköping', A, 'Vi driver ett katthem i Enköping och behöver sponsorer', { 'd3-f-djurfonden': 2 }),
  q('a09', 'pensionärsförening, Landskrona', A, 'pensionärsförening i landskrona söker bidrag till träffar', { 'd2-f-skane-aldre': 2, 'd2-b-ystad-sparbank': 1 }, [[['äldre'], [B, F], 'Skåne', 2]]),
  q('a10', 'fotbollsklubb, Borås', A, 'finns det andra fotbollsklubbar i västra götaland vi kan samarbeta med', { 'd2-a-trollhattan-fotboll': 2 }, [[['fotboll'], [A], 'Västra Götaland', 2], [SPORTS, [A], 'Västra Götaland', 1]]),
  q('a11', 'hbtq-förening, Göteborg', A, 'hbtq förening i gbg söker fonder', { 'd2-f-vg-inkludering': 2 }, [[['integration'], [F], 'Västra Götaland', 1]]),
  q('a12', 'sjöscoutkår, Blekinge', A, 'sjöscoutkår söker stöd, vi finns i blekinge', { 'd3-f-blekinge-ungdom': 2, 'd3-b-karlskrona-varv': 2 }),
  q('a13', 'kyrkokör, Dalarna', A, 'kyrkokör i Dalarna söker nån som vill bidra till en konsertresa', { 'd3-f-kultur-unga': 1 }, [[['kör'], [B, F], 'Dalarna', 2]]),
  q('a14', 'e-sportförening, Skövde', A, 'esportförening i skövde söker sponsorer till lan', { 'd3-b-skovde-data': 2, 'x-b-gamingbutiken': 1 }, [[['esport'], [B, F], 'Västra Götaland', 2]]),
  // influencers
  q('i01', 'streamer, Piteå', I, 'streamer söker sponsor', { 'd3-b-skovde-data': 2, 'd2-b-stockholm-spelbolag': 2, 'x-b-gamingbutiken': 2 }, [[['esport'], [B], null, 2], [['esport'], [F], null, 1]]),
  q('i02', 'klimatkreatör', I, 'jag gör klimatvideor på tiktok, finns det fonder som kan finansiera mig?', { 'd2-f-kreator-klimat': 2, 'x-f-kreatorsfonden': 2 }, [[['miljö'], [F], null, 1]]),
  q('i03', 'friluftskreatör, Mora', I, 'Jag filmar vandring o skidturer i dalarna, söker samarbeten', { 'd3-b-mora-turism': 2, 'd3-f-dalarna-friluft': 2 }, [[['friluftsliv'], [B, F], 'Dalarna', 2]]),
  q('i04', 'poddare, psykisk hälsa', I, 'jag har en podd om psykisk ohälsa bland unga o söker finansiering', { 'd2-f-psykisk-halsa': 2, 'd3-f-kreator-halsa': 2, 'd3-b-sodertalje-lakemedel': 1 }),
  q('i05', 'kreatör med funktionsnedsättning', I, 'Jag har CP och gör youtube om min vardag, finns det stiftelser för sånt', { 'd2-f-funktion-national': 2 }),
  q('i06', 'matkreatör, Umeå', I, 'Jag lagar billig studentmat på tiktok i umeå, vilka matföretag kan sponsra mig?', { 'd3-b-pitea-bryggeri': 2, 'd2-b-orebro-vego': 2 }, [[['mat'], [B], null, 1]]),
  q('i07', 'hundinfluencer, Varberg', I, 'hundkonto på insta m 30k följare, vill samarbeta m företag', { 'd3-b-halland-hundfoder': 2 }),
  q('i08', 'surfkreatör, Halmstad', I, 'vilka andra kreatörer gör surf? vill göra collab', { 'd2-i-halmstad-surf': 2 }, [[['friluftsliv'], [I], null, 1]]),
  q('i09', 'gamingkreatör', I, 'finns det nån stiftelse som stöttar gamingkreatörer?', { 'x-f-kreatorsfonden': 1 }, [[['esport'], [F], null, 1]], { weak: true }),
  q('i10', 'pluggkreatör', I, 'gör pluggvideos i matte, söker stipendium', { 'x-f-kreatorsfonden': 2 }, [[['skola'], [F], null, 1]]),
  q('i11', 'ridinfluencer', I, 'ridtjej på youtube söker sponsor till tävlingssäsongen', { 'x-b-sportkedjan-influencer': 2 }, [[['ridsport'], [B], null, 2]]),
  q('i12', 'cykelvloggare, Västerbotten', I, 'Jag vloggar om mtb i västerbotten, söker sponsor', { 'd2-b-umea-cykel': 2 }),
  q('i13', 'träningsinfluencer, Skåne', I, 'träningsinfluencer i skåne söker samarbete med gym eller sportbutik', { 'x-b-sportkedjan-influencer': 2 }, [[['hälsa'], [B], 'Skåne', 2]]),
  // foundations
  q('f01', 'Blekingefonden', F, 'Vi är en stiftelse i Blekinge och vill dela ut bidrag till barn och ungdomsföreningar', { 'd3-a-karlskrona-segling': 2 }, [[ALL, [A], 'Blekinge', 1]]),
  q('f02', 'friluftsstiftelse, Dalarna', F, 'stiftelse söker föreningar att stötta inom friluftsliv i dalarna', { 'd3-a-mora-skidor': 2, 'd2-a-linkoping-scout': 1, 'd3-i-mora-vandring': 1 }, [[['friluftsliv'], [A], 'Dalarna', 2]]),
  q('f03', 'djurfond', F, 'Vi är en fond för djurens väl, vilka djurföreningar finns?', { 'd3-a-enkoping-djur': 2, 'd3-i-hund-varberg': 1 }),
  q('f04', 'kulturstipendium', F, 'Vi delar ut stipendier till unga kreatörer inom musik och teater', { 'd3-a-hudiksvall-musik': 1 }, [[['teater', 'kör', 'dans'], [I], null, 2]]),
  q('f05', 'fond för funktionsnedsättning, Halland', F, 'stiftelse för funktionsnedsatta i halland, vilka föreningar kan söka hos oss', { 'd3-a-varberg-para': 2, 'd2-a-halmstad-para': 2, 'x-a-ridklubben-hoppet': 1 }),
  q('f06', 'fond, psykisk hälsa', F, 'fond för ungas psykiska halsa söker projekt att finansiera', { 'd2-a-sundsvall-psykisk': 2, 'd3-i-podd-psykisk': 2 }),
  q('f07', 'studiestiftelse, Västernorrland', F, 'stiftelse som vill samfinansiera läxhjälp i västernorrland tillsammans med företag', { 'd3-b-ornskoldsvik-bank': 2, 'd3-a-ornskoldsvik-laxhjalp': 2 }, [[['skola'], [B, A], 'Västernorrland', 1]]),
  q('f08', 'e-sportstiftelse', F, 'vi ger bidrag till e-sport för unga', { 'x-a-umea-esport': 2, 'd2-a-lulea-esport': 2, 'd3-i-gaming-pitea': 1 }, [[['esport'], [A], null, 2]]),
  q('f09', 'äldrestiftelse, Skåne', F, 'stiftelse i skåne, vill motverka ensamhet hos äldre', { 'd3-a-landskrona-aldre': 2, 'd2-a-ystad-pension': 2 }, [[['äldre'], [A], 'Skåne', 2]]),
  q('f10', 'kulturfond, Norrbotten', F, 'Vi är en kulturfond i norrbotten, vilka föreningar kan vi ge pengar', {}, [[KULTUR, [A], 'Norrbotten', 2]]),
  q('f11', 'idrottsstiftelse', F, 'Vi är en idrottsstiftelse och söker klubbar med tjejfotboll', { 'd2-a-trollhattan-fotboll': 2 }, [[['fotboll'], [A], null, 2]]),
  q('f12', 'miljöstiftelse, Halland', F, 'Miljöstiftelse vill ge pengar till klimatutbildning för barn i halland', { 'd3-a-halmstad-klimat': 2, 'x-a-naturskolan': 1 }, [[['miljö'], [A], 'Halland', 2]]),
  q('f13', 'integrationsfond, Stockholm', F, 'integrationsfonden, vilka sprakcafeer finns i stockholm?', { 'd3-a-sodertalje-integration': 2, 'd2-a-malmo-sprakcafe': 1 }, [[['integration'], [A], 'Stockholm', 2]]),
  // signed out
  q('s01', 'utan konto', null, 'energibolag som sponsrar föreningar', { 'd3-b-varberg-energi': 2, 'x-b-skansk-energi': 2, 'x-b-energibolaget-vast': 1 }),
  q('s02', 'utan konto', null, 'fastighetsbolag som stöttar läxhjälp', { 'x-b-rosengard-fastighet': 2, 'd2-b-norrkoping-fastighet': 2, 'd3-b-lidkoping-fastighet': 2, 'd3-b-ornskoldsvik-bank': 1 }),
  q('s03', 'utan konto', null, 'hockey sponsor norrland', { 'd3-b-ornskoldsvik-bank': 2, 'd2-b-kiruna-gruv': 2, 'ishockey-business-1': 2, 'ishockey-foundation-7': 2, 'd3-a-ornskoldsvik-hockey': 1 }),
  q('s04', 'utan konto', null, 'stipendium för youtubers', { 'x-f-kreatorsfonden': 2, 'd2-f-kreator-klimat': 2, 'd3-f-kreator-halsa': 2, 'd2-f-funktion-national': 1, 'd2-f-psykisk-halsa': 1, 'd2-f-matsvinn': 1, 'd3-f-kultur-unga': 1 }),
  q('s05', 'utan konto', null, 'bidrag till ridskola för barn med funktionsnedsättning', { 'x-f-lika-villkor': 2, 'd2-f-funktion-national': 2, 'd3-f-halland-funktion': 1 }),
  q('s06', 'utan konto', null, 'segling sponsor', { 'd3-b-karlskrona-varv': 2, 'd3-f-blekinge-ungdom': 1 }),
  q('s07', 'utan konto', null, 'musikfestival gotland sponsor', { 'd2-b-visby-hotell': 2, 'd2-f-gotland-kultur': 2 }),
  q('s08', 'utan konto', null, 'matbank kristianstad', { 'd2-a-kristianstad-matbank': 2 }),
  q('s09', 'utan konto', null, 'kodklubb för tjejer', { 'x-a-kodklubben': 2 }, [[['teknik'], [A], null, 2]]),
  q('s10', 'utan konto', null, 'företag i dalarna som sponsrar idrott', { 'd3-b-borlange-stal': 2 }, [[SPORTS, [B], 'Dalarna', 2]]),
  q('s11', 'utan konto', null, 'djurskyddsförening enköping', { 'd3-a-enkoping-djur': 2 }),
  q('s12', 'utan konto', null, 'it-företag sponsor programmering barn', { 'x-b-it-konsult': 2, 'd2-b-skelleftea-batteri': 1 }, [[['teknik'], [B], null, 2]]),
];
