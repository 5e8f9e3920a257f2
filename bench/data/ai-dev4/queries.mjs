// The fourth development set's queries: new personas of all four account types and 25 signed-out visitors, who
// say who they are (or not) only in the text ('jag driver en liten ridklubb…', 'vi är ett IT-företag…', a bare
// topic like 'esport norrland'), typed the way people write in a chat box: short or long, typos, missing
// å/ä/ö, 'o' for och, slang and English loanwords ('kids', 'content', 'collab', 'looking for streamers'), places
// as towns, counties and regions ('norrland', 'västkusten', 'Fyrbodal', 'Mälardalen', 'österlen'), budgets
// and audiences ('runt 20 000', 'tjejer 13-16'), and the wanted partner named indirectly ('nån som kan betala
// matchställ' = a company, 'bidrag' = a foundation). `g` grades this set's offers and the earlier sets' hand
// offers (x-, d2-, d3-) and, where a rule would not fit, single systematic offers; `dev` grades the first set's
// systematic offers by rule: [topics, partner types, county or null, highest grade].
const SPORTS = ['fotboll', 'ishockey', 'handboll', 'innebandy', 'basket', 'ridsport', 'simning', 'friidrott', 'orientering', 'padel'];
const q = (id, persona, askerType, text, g, dev = [], extra = {}) => ({ id, persona, askerType, text, g, dev, ...extra });
const A = 'association', B = 'business', I = 'influencer', F = 'foundation';

export const QUERIES = [
  // businesses
  q('b01', 'sportbutik, Uddevalla', B, 'Vi har en sportbutik i Uddevalla o vill sponsra ett tjejlag i fotboll, vilka finns här?', { 'd4-a-uddevalla-damfotboll': 2, 'd2-a-trollhattan-fotboll': 1 }),
  q('b02', 'IT-konsultbolag, Östergötland', B, 'vi e ett it-konsultbolag i östergötland o vill få fler tjejer att börja koda, vilka kan vi sponsra', { 'd4-a-norrkoping-tjejkod': 2, 'teknik-association-3': 1, 'x-a-kodklubben': 1, 'd4-i-tech-uddevalla': 1, 'teknik-influencer-6': 1 }, [[['teknik'], [A], null, 1]]),
  q('b03', 'rederi, Gotland', B, 'Vi är ett rederi och vill stötta föreningslivet på Gotland, idrott eller kultur spelar ingen roll', { 'd4-a-visby-ridklubb': 2, 'd2-a-visby-medeltid': 2 }),
  q('b04', 'klädmärke med återbruk', B, 'litet klädmärke som säljer återbrukade jeans, söker influencers som gillar second hand', { 'd4-i-mode-norrkoping': 2, 'mode-influencer-6': 1, 'miljö-influencer-6': 1 }),
  q('b05', 'gymkedja, Kristianstad', B, 'gymkedja i kristianstad, vill nå pensionärer – typ sponsra nåt för äldre som vill träna', { 'd4-a-kristianstad-senior': 2, 'd4-i-senior-traning': 2, 'd2-a-ystad-pension': 2, 'd3-a-landskrona-aldre': 2, 'hälsa-association-4': 2, 'äldre-influencer-6': 2 }),
  q('b06', 'båtbyggare, Västervik', B, 'Vi bygger småbåtar i Västervik o vill sponsra barn som fiskar eller nån som filmar fiske', { 'd4-i-fiske-kalmar': 2, 'd4-a-nykoping-fiske': 1, 'd3-a-karlskrona-segling': 1 }),
  q('b07', 'fiberbolag, Gällivare', B, 'fiberbolag i gällivare, vill sponsra gaming o lan för kids här uppe', { 'd4-a-kiruna-esport': 2, 'd2-a-lulea-esport': 2, 'x-a-umea-esport': 1, 'd3-i-gaming-pitea': 1 }),
  q('b08', 'redovisningsbyrå, Eskilstuna', B, 'Redovisningsbyrå i Eskilstuna. vill ge nåt tillbaka, kanske läxhjälp el nåt för nyanlända ungdomar?', { 'd4-a-eskilstuna-laxhjalp': 2, 'd3-a-sodertalje-integration': 1, 'd2-a-norrkoping-laxhjalp': 1 }, [[['skola', 'integration'], [A], 'Södermanland', 2]]),
  q('b09', 'djurförsäkringsbolag', B, 'Djurförsäkringar, vi vill sponsra hundräddning el katthem, hela landet', { 'd3-a-enkoping-djur': 2, 'd4-a-arvika-djur': 2 }),
  q('b10', 'matbutik, Trollhättan', B, 'Matbutik i Trollhättan, vi slänger för mycket mat – finns det nån förening som tar hand om det o som vi kan sponsra?', { 'd4-a-trollhattan-mat': 2, 'd2-a-kristianstad-matbank': 1 }),
  q('b11', 'telekombolag', B, 'vi vill hitta en techinfluencer som kan förklara kodning för tonåringar', { 'd4-i-tech-uddevalla': 2, 'd2-i-pluggtips': 1 }, [[['teknik'], [I], null, 2]]),
  // associations
  q('a01', 'handbollsklubb, Kalmar', A, 'vi är en handbollsklubb i kalmar, mest tjejer 13-16, söker nån som kan betala matchställ', { 'x-b-sportkedjan-klubb': 2, 'd4-f-tjejidrott': 1, 'handboll-foundation-7': 1 }, [[['handboll'], [B], 'Kalmar', 2], [['handboll'], [F], 'Kalmar', 1]]),
  q('a02', 'islandshästförening, Gotland', A, 'islandshästförening på gotland, vi söker bidrag till en ny paddock o sadlar till ridskolan', { 'd4-f-gotland-idrott': 2, 'd4-b-visby-rederi': 1, 'x-f-idrottsgladje': 1, 'd4-f-tjejidrott': 1 }, [[['ridsport'], [F], null, 1]]),
  q('a03', 'e-sportförening, Sundsvall', A, 'Vi e en esport förening i sundsvall o behöver sponsorer till vårt LAN i vår, typ 20-30k', { 'x-b-gamingbutiken': 2, 'd3-b-skovde-data': 2, 'd4-b-kiruna-fiber': 1, 'd4-f-esport-inkludering': 1 }, [[['esport'], [B], 'Västernorrland', 2]]),
  q('a04', 'läxhjälpsförening, Nyköping', A, 'läxhjälpen i nyköping söker sponsor, helst ett lokalt företag men en stiftelse funkar också', { 'd4-b-nykoping-bank': 2, 'd2-f-ostergotland-las': 1 }, [[['skola'], [B, F], 'Södermanland', 2]]),
  q('a05', 'PRO-förening, Sörmland', A, 'PRO-förening i Sörmland, vi söker pengar till en resa o digitala kurser för medlemmarna', { 'd4-f-sormland-aldre': 2 }, [[['äldre'], [B, F], 'Södermanland', 2]]),
  q('a06', 'djurskyddsförening, Karlstad', A, 'djurskyddsföreningen i karlstad behöver hjälp med veterinärkostnader', { 'd4-b-trollhattan-veterinar': 2, 'd3-f-djurfonden': 2 }),
  q('a07', 'sportfiskeklubb, Västervik', A, 'Sportfiskeklubben i västervik, vi vill starta fiskeskola för barn o söker sponsor', { 'd4-b-vastervik-fiske': 2, 'd4-f-ostersjon-miljo': 1 }),
  q('a08', 'amatörteater, Simrishamn', A, 'amatörteater i simrishamn söker kulturbidrag till sommarens uppsättning', { 'd4-f-osterlen-kultur': 2, 'd3-f-kultur-unga': 1, 'teater-foundation-7': 1, 'd2-b-ystad-sparbank': 1 }),
  q('a09', 'scoutkår, Uddevalla', A, 'Scoutkår i Uddevalla, vi ska ha läger i sommar o behöver pengar till tält o kanoter', { 'd4-f-bohuslan-ungdom': 2, 'orientering-business-0': 1 }, [[['friluftsliv'], [B, F], 'Västra Götaland', 2]]),
  q('a10', 'pensionärsförening, Hässleholm', A, 'finns det andra pensionärsföreningar i skåne som vi kan göra en resa ihop med?', { 'd2-a-ystad-pension': 2, 'd3-a-landskrona-aldre': 2, 'd4-a-kristianstad-senior': 2, 'hälsa-association-4': 1 }),
  q('a11', 'förening för döva ungdomar, Örebro', A, 'Vi är en förening för döva o hörselskadade ungdomar i örebro, söker bidrag till ett sommarläger', { 'd2-f-funktion-national': 2, 'x-f-lika-villkor': 1 }),
  q('a12', 'innebandyklubb, Gotland', A, 'innebandy på gotland, våra 14-åringar ska på cup i göteborg, finns det nån som betalar resan?', { 'd4-b-visby-rederi': 2, 'd4-f-gotland-idrott': 2, 'x-f-idrottsgladje': 1 }),
  // influencers
  q('i01', 'paddlingsvloggare', I, 'jag paddlar kajak o tältar, gör vlogs på youtube. söker nån som kan sponsra utrustning', { 'd4-b-eskilstuna-friluft': 2, 'd2-b-halmstad-surf': 1, 'd3-b-mora-turism': 1 }, [[['friluftsliv'], [B], null, 1]]),
  q('i02', 'kreatör med ADHD', I, 'jag har adhd o gör tiktoks om hur det är, söker stipendium eller bidrag', { 'd4-f-kreator-funktion': 2, 'd2-f-psykisk-halsa': 1, 'd3-f-kreator-halsa': 1, 'd2-f-funktion-national': 1, 'x-f-kreatorsfonden': 1 }),
  q('i03', 'modeinfluencer, Göteborg', I, 'Modeinfluencer i gbg, 18k på insta, söker klädmärken att samarbeta med, gärna hållbart', { 'd4-b-ystad-mode': 2 }, [[['mode'], [B], null, 1]]),
  q('i04', 'seniorinfluencer', I, 'pensionär som tränar på insta (68 år), vill samarbeta med nåt företag som riktar sig till äldre', { 'd4-b-kristianstad-apotek': 1, 'x-b-sportkedjan-influencer': 1 }, [[['äldre'], [B], null, 2], [['hälsa'], [B], null, 1]]),
  q('i05', 'fjällkreatör, Jämtland', I, 'Filmar skidturer o fjällvandring i jämtland, söker sponsor bland friluftsmärken', { 'd4-b-eskilstuna-friluft': 2, 'd3-b-mora-turism': 1 }, [[['friluftsliv'], [B], null, 1]]),
  q('i06', 'bakkreatör', I, 'baking på tiktok, 9k följare, finns det mjölföretag el liknande som sponsrar småkreatörer?', { 'd2-b-orebro-vego': 1, 'd3-b-pitea-bryggeri': 1 }, [[['mat'], [B], null, 2]]),
  q('i07', 'streamer, Kiruna', I, 'twitch streamer från kiruna, söker sponsor för ny dator', { 'd3-b-skovde-data': 2, 'x-b-gamingbutiken': 2, 'd2-b-stockholm-spelbolag': 1, 'd4-b-kiruna-fiber': 1, 'd4-f-esport-inkludering': 1 }, [[['esport'], [B], null, 1]]),
  q('i08', 'dykare, Östersjön', I, 'jag dyker o filmar skräp på havsbotten i östersjön, kan nån stiftelse finansiera en serie?', { 'd4-f-ostersjon-miljo': 2, 'd2-f-kreator-klimat': 2, 'x-f-kreatorsfonden': 2 }, [[['miljö'], [F], null, 1]]),
  q('i09', 'blind kreatör', I, 'Jag är blind och gör videos om hur jag lagar mat o klarar vardagen. Söker samarbeten, både företag o fonder', { 'd4-f-kreator-funktion': 2, 'd2-f-funktion-national': 1, 'd2-b-orebro-vego': 1 }, [[['mat'], [B], null, 1]]),
  q('i10', 'matkreatör, Skåne', I, 'matkreatör i skåne söker lokala producenter el matföretag att samarbeta med', { 'd2-b-kristianstad-mejeri': 1, 'd2-b-orebro-vego': 1 }, [[['mat'], [B], 'Skåne', 2]]),
  q('i11', 'programmeringskreatör', I, 'gör kodtutorials på youtube för nybörjare, söker sponsor (techbolag)', { 'd4-b-norrkoping-it': 1, 'x-b-it-konsult': 1, 'd2-b-skelleftea-batteri': 1 }, [[['teknik'], [B], null, 2]]),
  q('i12', 'tjejgamer', I, 'tjejgamer, spelar valorant i ett tjejlag o streamar. finns det bidrag för att få in fler tjejer i esport?', { 'd4-f-esport-inkludering': 2 }, [[['esport'], [F], null, 1]]),
  // foundations
  q('f01', 'stiftelse, Kalmar län', F, 'vi e en stiftelse i kalmar län som vill ge bidrag till nåt som rör havet el fisket, gärna för barn', { 'd4-i-fiske-kalmar': 2, 'd4-a-nykoping-fiske': 1, 'd3-a-karlskrona-segling': 1 }),
  q('f02', 'stiftelse för funktionsnedsättning, Skåne', F, 'Stiftelse i skåne för personer med funktionsnedsättning, vi söker kulturprojekt att stötta', { 'd4-a-ystad-teater': 2, 'd2-i-parasport': 1 }),
  q('f03', 'ungdomsfond, Fyrbodal', F, 'Vi är en fond i Fyrbodal som vill stötta barn i utsatta områden – idrott, läxhjälp, vad som helst', { 'd4-a-uddevalla-damfotboll': 2, 'd2-a-trollhattan-fotboll': 2, 'd4-a-trollhattan-mat': 2, 'd3-a-lidkoping-fritid': 1, 'integration-association-3': 1 }),
  q('f04', 'stiftelse för digital delaktighet', F, 'stiftelse som vill lära pensionärer använda mobil o dator – finns det föreningar som gör sånt?', { 'äldre-association-3': 2, 'd4-a-kristianstad-senior': 1, 'd2-a-ystad-pension': 1, 'd3-a-landskrona-aldre': 1, 'x-a-pro-falun': 1 }, [[['äldre'], [A], null, 1]]),
  q('f05', 'fond för tjejidrott', F, 'Vi delar ut pengar till tjejidrott, främst fotboll o handboll för 13-19 år', { 'd4-a-uddevalla-damfotboll': 2, 'd2-a-trollhattan-fotboll': 1, 'handboll-association-3': 1 }, [[['fotboll', 'handboll'], [A], null, 1]]),
  q('f06', 'stipendiestiftelse', F, 'vi är en stiftelse som vill ge stipendier till influencers med funktionsnedsättning, vilka finns här?', { 'd3-i-funkis-karlskrona': 2, 'd4-i-teckensprak': 2, 'd2-i-parasport': 2 }),
  q('f07', 'hållbarhetsstiftelse', F, 'stiftelse söker unga kreatörer inom mat o hållbarhet', { 'd2-i-vegokock': 2, 'd3-i-mat-umea': 1, 'd4-i-bak-visby': 1, 'd4-i-mode-norrkoping': 1, 'd2-i-klimat-tiktok': 1, 'x-i-klimatkalle': 1, 'miljö-influencer-6': 1 }, [[['mat'], [I], null, 1]]),
  q('f08', 'friluftsstiftelse, Norrland', F, 'friluftsfrämjande stiftelse, vill ge bidrag till barn o unga som kommer ut i naturen, norrland', { 'friluftsliv-association-5': 2, 'd2-a-kiruna-skid': 1, 'orientering-association-4': 1, 'd4-i-kiruna-fjall': 1, 'd2-a-umea-cykel': 1 }),
  q('f09', 'integrationsstiftelse, Mälardalen', F, 'Stiftelse för integration, vi vill hitta läxhjälp för nyanlända barn i Mälardalen', { 'd4-a-eskilstuna-laxhjalp': 2, 'd3-a-sodertalje-integration': 1, 'skola-association-5': 1, 'd2-a-norrkoping-laxhjalp': 1 }),
  q('f10', 'sparbanksstiftelse, Värmland', F, 'sparbanksstiftelse i värmland som vill dela ut pengar till föreningar', { 'innebandy-association-4': 2, 'konst-association-3': 2, 'miljö-association-5': 2, 'teknik-association-4': 2, 'd4-a-arvika-djur': 2 }),
  // signed out
  q('s01', 'utan konto', null, 'jag driver en liten ridklubb i kalmar, hur hittar vi sponsrar?', { 'x-b-sportkedjan-klubb': 2, 'd4-f-tjejidrott': 1, 'x-f-idrottsgladje': 1 }, [[['ridsport'], [B], 'Kalmar', 2]]),
  q('s02', 'utan konto', null, 'vi är ett IT-företag i sundsvall o vill sponsra nåt med unga o teknik', { 'esport-influencer-6': 1 }, [[['teknik'], [A, I], 'Västernorrland', 2]]),
  q('s03', 'utan konto', null, 'letar efter pengar till vårt scoutläger i sommar', { 'd3-b-karlskrona-varv': 1, 'd3-f-blekinge-ungdom': 2, 'd3-f-dalarna-friluft': 2, 'd4-f-bohuslan-ungdom': 2, 'orientering-foundation-7': 1 }, [[['friluftsliv'], [B, F], null, 2]]),
  q('s04', 'utan konto', null, 'finns det nån som vill sponsra mig? gör youtube om fiske, mest gädda', { 'd4-b-vastervik-fiske': 2, 'd4-b-eskilstuna-friluft': 1, 'd4-f-ostersjon-miljo': 1 }),
  q('s05', 'utan konto', null, 'vilka företag sponsrar tjejfotboll i skåne', { 'x-b-sportkedjan-klubb': 2, 'd2-b-kristianstad-mejeri': 1, 'd4-b-uddevalla-bygg': 1 }, [[['fotboll'], [B], 'Skåne', 2]]),
  q('s06', 'utan konto', null, 'stiftelser som ger bidrag till aktiviteter for aldre', { 'x-f-aldre-dalarna': 2, 'd2-f-skane-aldre': 2, 'd4-f-sormland-aldre': 2, 'padel-foundation-7': 1 }, [[['äldre'], [F], null, 2]]),
  q('s07', 'utan konto', null, 'esport norrland', { 'x-b-gamingbutiken': 2, 'x-a-umea-esport': 2, 'x-i-streamer-lisa': 2, 'd2-a-lulea-esport': 2, 'd3-i-gaming-pitea': 2, 'd4-b-kiruna-fiber': 2, 'd4-a-kiruna-esport': 2, 'esport-business-1': 2, 'esport-influencer-6': 2, 'd4-f-esport-inkludering': 1 }),
  q('s08', 'utan konto', null, 'hej! vi är några föräldrar som startat en förening för barn med autism i jönköping o vill ordna simskola. var söker man pengar?', { 'd2-f-funktion-national': 2, 'x-f-lika-villkor': 2, 'simning-foundation-7': 1 }),
  q('s09', 'utan konto', null, 'Bageri i Visby, kan vi sponsra nåt lokalt på ön?', { 'd4-a-visby-ridklubb': 2, 'd2-a-visby-medeltid': 2, 'd4-i-bak-visby': 2 }),
  q('s10', 'utan konto', null, 'behöver bidrag till sportrullstolar för vår rullstolsbasket', { 'd2-f-funktion-national': 2, 'd3-f-halland-funktion': 2, 'x-f-lika-villkor': 1, 'd2-b-goteborg-forsakring': 1 }, [[['basket'], [F], null, 1]]),
  q('s11', 'utan konto', null, 'sponsor matchställ fotboll trollhättan, runt 20 000', { 'd2-b-trollhattan-el': 2, 'd4-b-uddevalla-bygg': 1 }),
  q('s12', 'utan konto', null, 'Jag är 15 o vill starta en e-sportklubb på skolan, var får man cash ifrån?', { 'd4-f-esport-inkludering': 2, 'd3-b-skovde-data': 2, 'x-b-gamingbutiken': 2, 'd4-b-kiruna-fiber': 2 }, [[['esport'], [B, F], null, 2]]),
  q('s13', 'utan konto', null, 'gör content om att vara hörselskadad, finns det stipendier för sånt?', { 'd4-f-kreator-funktion': 2, 'd2-f-funktion-national': 2, 'x-f-kreatorsfonden': 1 }),
  q('s14', 'utan konto', null, 'vilka foretag i norrkoping vill sponsra barn', { 'd2-b-norrkoping-fastighet': 2, 'd4-b-norrkoping-it': 2, 'innebandy-business-1': 1, 'teknik-business-1': 1 }),
  q('s15', 'utan konto', null, 'djurbutik på västkusten, vill sponsra djurskydd eller nån med hundkonto', { 'd3-i-hund-varberg': 2, 'd4-a-arvika-djur': 1, 'd3-a-enkoping-djur': 1 }),
  q('s16', 'utan konto', null, 'kultur bidrag österlen', { 'd4-f-osterlen-kultur': 2, 'd2-b-ystad-sparbank': 1, 'd3-f-kultur-unga': 1, 'dans-foundation-7': 1 }),
  q('s17', 'utan konto', null, 'vi har en second hand butik i norrköping o vill synas på tiktok', { 'd4-i-mode-norrkoping': 2 }, [[['mode'], [I], 'Östergötland', 2]]),
  q('s18', 'utan konto', null, 'vi är en pensionärsförening i hässleholm o vill starta seniordans, vem sponsrar sånt?', { 'd4-b-kristianstad-apotek': 2, 'd2-f-skane-aldre': 2, 'd2-b-ystad-sparbank': 1 }, [[['äldre'], [B, F], 'Skåne', 2]]),
  q('s19', 'utan konto', null, 'finns det fonder för unga konstnärer i norrland', { 'x-f-norrbotten-kultur': 1, 'd3-f-kultur-unga': 1 }, [[['konst'], [F], 'Västerbotten', 2]]),
  q('s20', 'utan konto', null, 'jobbar på kommunikationsavdelningen på ett energibolag i östersund. vi vill sponsra idrott för barn i jämtland, typ skidor eller fotboll', { 'd3-a-mora-skidor': 1, 'd3-a-ornskoldsvik-hockey': 1, 'hälsa-association-5': 1 }, [[SPORTS, [A], 'Jämtland', 2]]),
  q('s21', 'utan konto', null, 'sponsorer till vår musikal, vi är en teatergrupp där många har funktionsvariation', { 'd4-f-osterlen-kultur': 2, 'd3-f-halland-funktion': 2, 'd2-f-funktion-national': 1, 'd3-f-kultur-unga': 1, 'd2-b-visby-hotell': 1 }, [[['teater'], [B, F], null, 2]]),
  q('s22', 'utan konto', null, 'läxhjälp bidrag', { 'd2-f-ostergotland-las': 2, 'd3-f-vasternorrland-skola': 2, 'd4-f-bohuslan-ungdom': 2, 'x-b-rosengard-fastighet': 1, 'd2-b-norrkoping-fastighet': 1, 'd3-b-lidkoping-fastighet': 1, 'd3-b-ornskoldsvik-bank': 1, 'd4-b-nykoping-bank': 1 }, [[['skola'], [F], null, 2], [['skola'], [B], null, 1]]),
  q('s23', 'utan konto', null, 'Vi är ett bryggeri o vill sponsra en lokal förenig i Gävle', { 'simning-association-4': 2, 'skola-association-3': 2, 'mat-association-5': 2, 'x-a-uf-gavle': 2, 'd3-a-hudiksvall-musik': 1 }),
  q('s24', 'utan konto', null, 'vi är ett litet spelbolag i malmö, looking for streamers to collab with', { 'x-i-streamer-lisa': 2, 'd2-i-gaming-sara': 2, 'd3-i-gaming-pitea': 2 }, [[['esport'], [I], null, 2]]),
  q('s25', 'utan konto', null, 'bidrag till strandstädning', { 'd4-f-ostersjon-miljo': 2, 'x-b-skansk-energi': 1 }, [[['miljö'], [F], null, 2], [['miljö'], [B], null, 1]]),
];
