// The legal pages (/terms, /privacy, /cookies, /gdpr) as structured Swedish text.
export const LEGAL_UPDATED = 'Senast uppdaterad: 1 juni 2023';
export const LEGAL_CONTACT_EMAIL = 'hej@samverka.se';

export type LegalSection = {
  id: string;
  heading: string;
  paragraphs?: string[];
  list?: string[];
  after?: string[];
};

export type LegalDocument = {
  eyebrow: string;
  title: string;
  lead: string;
  sections: LegalSection[];
};

export const LEGAL_NAV_LABEL = 'Juridiska dokument';
export const LEGAL_TOC_LABEL = 'Innehåll';
export const LEGAL_QUESTIONS = {
  title: 'Frågor?',
  text: 'Kontakta oss om något i texten är oklart, så förklarar vi gärna.',
  button: 'Kontakta oss',
} as const;

export const TERMS: LegalDocument = {
  eyebrow: 'Juridiskt',
  title: 'Användarvillkor',
  lead: 'De här villkoren gäller när du skapar ett konto på eller på annat sätt använder Samverka. Läs dem noga – genom att använda tjänsten godkänner du dem.',
  sections: [
    {
      id: 'om-tjansten',
      heading: '1. Om tjänsten',
      paragraphs: [
        'Samverka är en digital marknadsplats där företag, föreningar, influencers och stiftelser kan publicera och hitta erbjudanden om sponsring, samarbeten och finansiering. Tjänsten tillhandahålls av Samverka AB, Stockholm ("Samverka", "vi", "oss").',
        'Samverka förmedlar kontakter mellan användare. Vi är inte part i de avtal som användare ingår med varandra och ansvarar inte för att de fullgörs.',
      ],
    },
    {
      id: 'konto',
      heading: '2. Konto',
      paragraphs: [
        'För att publicera erbjudanden, spara favoriter och chatta behöver du ett konto. När du registrerar dig ska du:',
      ],
      list: [
        'lämna korrekta och aktuella uppgifter, inklusive rätt kontotyp',
        'vara minst 18 år eller ha rätt att företräda den organisation du registrerar',
        'hålla ditt lösenord hemligt och inte dela kontot med andra',
        'omedelbart kontakta oss om du misstänker att någon obehörig använder ditt konto',
      ],
      after: ['Du ansvarar för all aktivitet som sker via ditt konto.'],
    },
    {
      id: 'erbjudanden',
      heading: '3. Erbjudanden och innehåll',
      paragraphs: [
        'Du ansvarar för det innehåll du publicerar, till exempel erbjudanden, bilder, profiltexter och meddelanden. Innehållet ska vara sant, inte vilseledande och får inte göra intrång i någon annans rättigheter.',
        'Du får bara publicera erbjudanden av samma typ som ditt konto. Nya erbjudanden granskas av Samverka innan de publiceras, och vi får neka eller ta bort innehåll som strider mot villkoren.',
        'Genom att publicera innehåll ger du Samverka en icke-exklusiv, avgiftsfri rätt att visa innehållet i tjänsten så länge det är publicerat.',
      ],
    },
    {
      id: 'otillaten-anvandning',
      heading: '4. Otillåten användning',
      paragraphs: ['Du får inte:'],
      list: [
        'publicera olagligt, kränkande, diskriminerande eller vilseledande innehåll',
        'skicka reklam eller massutskick till andra användare utan deras samtycke',
        'utge dig för att vara någon annan eller företräda en organisation du inte har rätt att företräda',
        'försöka kringgå tjänstens säkerhet eller samla in uppgifter om andra användare automatiskt',
      ],
    },
    {
      id: 'premium',
      heading: '5. Avgifter och Premium',
      paragraphs: [
        'Grundplanen Basic är kostnadsfri. Premium kostar 99 kr per månad inklusive moms och förnyas automatiskt varje månad tills du säger upp den.',
        'Du kan säga upp Premium när som helst. Uppsägningen gäller från slutet av den period du redan har betalat för, och du behåller Premium fram till dess. Betalningar hanteras av vår betalningsleverantör; vi sparar inga kortuppgifter.',
      ],
    },
    {
      id: 'ansvar',
      heading: '6. Ansvarsbegränsning',
      paragraphs: [
        'Vi strävar efter att tjänsten alltid ska vara tillgänglig och fungera som den ska, men kan inte garantera det. Samverka ansvarar inte för indirekta skador, utebliven vinst eller för förluster som uppstår i samarbeten mellan användare.',
        'Samverka är för närvarande en betaversion. Funktioner kan ändras, läggas till eller tas bort.',
      ],
    },
    {
      id: 'avslut',
      heading: '7. Avstängning och avslut',
      paragraphs: [
        'Du kan när som helst avsluta ditt konto genom att kontakta oss. Vi får stänga av eller avsluta konton som bryter mot villkoren, efter att i första hand ha hört av oss till dig.',
      ],
    },
    {
      id: 'andringar',
      heading: '8. Ändringar av villkoren',
      paragraphs: [
        'Vi kan komma att uppdatera villkoren. Väsentliga ändringar meddelar vi minst 30 dagar innan de börjar gälla. Fortsätter du använda tjänsten efter det godkänner du de nya villkoren.',
      ],
    },
    {
      id: 'lag-och-tvist',
      heading: '9. Tillämplig lag och tvister',
      paragraphs: [
        'Svensk lag gäller för villkoren. Tvister ska i första hand lösas genom dialog. Konsumenter kan också vända sig till Allmänna reklamationsnämnden (ARN). I sista hand avgörs tvister av allmän domstol i Sverige.',
      ],
    },
  ],
};

export const PRIVACY: LegalDocument = {
  eyebrow: 'Juridiskt',
  title: 'Integritetspolicy',
  lead: 'Din integritet är viktig för oss. Här beskriver vi vilka personuppgifter vi behandlar, varför vi gör det och vilka rättigheter du har.',
  sections: [
    {
      id: 'ansvarig',
      heading: '1. Personuppgiftsansvarig',
      paragraphs: [
        `Samverka AB, Stockholm, är personuppgiftsansvarig för behandlingen av dina personuppgifter i tjänsten. Du når oss på ${LEGAL_CONTACT_EMAIL} eller via kontaktformuläret.`,
      ],
    },
    {
      id: 'vilka-uppgifter',
      heading: '2. Vilka uppgifter vi behandlar',
      list: [
        'Kontouppgifter: e-postadress, användarnamn, kontotyp och ditt lösenord i krypterad (hashad) form',
        'Profiluppgifter: namn och beskrivning som du själv anger',
        'Erbjudanden: det du publicerar, inklusive telefonnummer och e-postadress för kontakt',
        'Meddelanden: det du skriver i chatten och till AI-assistenten',
        'Betalningsuppgifter: prenumerationsstatus och kundnummer hos vår betalningsleverantör (aldrig kortnummer)',
        'Tekniska uppgifter: IP-adress och tidpunkter, för säkerhet och för att förhindra missbruk',
        'Kontaktformuläret: namn, e-post, ämne och meddelande',
      ],
    },
    {
      id: 'varfor',
      heading: '3. Varför vi behandlar uppgifterna',
      list: [
        'För att tillhandahålla tjänsten enligt användarvillkoren (fullgörande av avtal)',
        'För att hantera betalningar och bokföring (avtal och rättslig förpliktelse)',
        'För att skydda tjänsten mot intrång och missbruk (berättigat intresse)',
        'För att besvara frågor du skickar till oss (berättigat intresse)',
      ],
      after: ['Vi använder inte dina uppgifter för riktad reklam och säljer dem aldrig vidare.'],
    },
    {
      id: 'lagring',
      heading: '4. Hur länge vi sparar uppgifterna',
      paragraphs: [
        'Kontouppgifter, profil, erbjudanden och meddelanden sparas så länge du har ett konto. När du avslutar kontot raderar vi uppgifterna inom 30 dagar, med undantag för det vi måste spara enligt bokföringslagen (sju år).',
        'Meddelanden via kontaktformuläret sparas i högst tolv månader. Tekniska loggar sparas i högst 90 dagar.',
      ],
    },
    {
      id: 'mottagare',
      heading: '5. Vilka som får del av uppgifterna',
      paragraphs: [
        'Det du publicerar i ett godkänt erbjudande och på din profil syns för andra användare. Chattmeddelanden syns bara för dig och mottagaren.',
        'Vi anlitar personuppgiftsbiträden för drift, lagring och betalningar. De får bara behandla uppgifterna enligt våra instruktioner. Uppgifterna lagras inom EU/EES; om en leverantör undantagsvis behandlar uppgifter utanför EU/EES sker det med stöd av EU-kommissionens standardavtalsklausuler.',
      ],
    },
    {
      id: 'rattigheter',
      heading: '6. Dina rättigheter',
      paragraphs: [
        'Du har rätt att begära tillgång till, rättelse av och radering av dina uppgifter, att begära begränsning av eller invända mot behandlingen och att få ut dina uppgifter i ett maskinläsbart format. Läs mer på vår sida om GDPR.',
        'Om du är missnöjd med hur vi behandlar dina uppgifter kan du lämna klagomål till Integritetsskyddsmyndigheten (IMY).',
      ],
    },
    {
      id: 'sakerhet',
      heading: '7. Säkerhet',
      paragraphs: [
        'All trafik till Samverka är krypterad. Lösenord lagras hashade, åtkomsten till våra system är begränsad och vi begränsar antalet inloggningsförsök för att skydda ditt konto.',
      ],
    },
  ],
};

export const COOKIES: LegalDocument = {
  eyebrow: 'Juridiskt',
  title: 'Cookiepolicy',
  lead: 'Samverka använder så få cookies som möjligt: bara de som behövs för att du ska kunna logga in och för att tjänsten ska fungera. Vi använder inga cookies för spårning eller reklam.',
  sections: [
    {
      id: 'vad-ar-cookies',
      heading: '1. Vad är cookies?',
      paragraphs: [
        'En cookie är en liten textfil som webbplatsen sparar i din webbläsare. Liknande tekniker, som lokal lagring (localStorage), fungerar på ungefär samma sätt och omfattas också av den här policyn.',
      ],
    },
    {
      id: 'nodvandiga',
      heading: '2. Nödvändiga cookies',
      paragraphs: ['Följande cookies krävs för att tjänsten ska fungera och kan därför inte väljas bort:'],
      list: [
        'samverka.session_token – håller dig inloggad; raderas när du loggar ut eller när sessionen löper ut',
        'samverka_admin – används bara av administratörer för att hålla en moderatorsession öppen i högst åtta timmar',
      ],
    },
    {
      id: 'lokal-lagring',
      heading: '3. Lokal lagring',
      paragraphs: ['Vi sparar några inställningar i din webbläsare så att du slipper göra om dem vid nästa besök:'],
      list: [
        'samverka-theme – om du valt ljust, mörkt eller systemets tema',
        'samverka-beta-seen – att du har sett meddelandet om betaversionen',
        'samverka-ai-onboarding-seen – att du har sett introduktionen till AI-assistenten',
      ],
      after: ['Uppgifterna lämnar aldrig din webbläsare och innehåller inga personuppgifter.'],
    },
    {
      id: 'tredje-part',
      heading: '4. Tredjepartscookies',
      paragraphs: [
        'Samverka använder inga analys-, reklam- eller sociala medier-cookies från tredje part. När du betalar för Premium kan vår betalningsleverantör sätta egna cookies på sin betalsida; de omfattas av leverantörens egen policy.',
      ],
    },
    {
      id: 'hantera',
      heading: '5. Så hanterar du cookies',
      paragraphs: [
        'Du kan radera cookies och lokal lagring i din webbläsares inställningar. Tar du bort de nödvändiga cookies loggas du ut, och dina sparade inställningar återställs.',
      ],
    },
  ],
};

export const GDPR: LegalDocument = {
  eyebrow: 'Juridiskt',
  title: 'GDPR och dina rättigheter',
  lead: 'Dataskyddsförordningen (GDPR) ger dig kontroll över dina personuppgifter. Här förklarar vi vad det innebär hos Samverka och hur du gör för att använda dina rättigheter.',
  sections: [
    {
      id: 'principer',
      heading: '1. Så arbetar vi med dataskydd',
      list: [
        'Vi samlar bara in de uppgifter som behövs för tjänsten (uppgiftsminimering)',
        'Vi använder uppgifterna bara för de ändamål vi har berättat om',
        'Vi raderar uppgifter när de inte längre behövs',
        'Vi skyddar uppgifterna med kryptering och behörighetsstyrning',
      ],
    },
    {
      id: 'rattigheter',
      heading: '2. Dina rättigheter',
      list: [
        'Rätt till tillgång – du kan få en kopia av de uppgifter vi har om dig (registerutdrag)',
        'Rätt till rättelse – felaktiga uppgifter ska rättas; mycket kan du ändra själv på din profil',
        'Rätt till radering – du kan begära att vi raderar dina uppgifter ("rätten att bli glömd")',
        'Rätt till begränsning – du kan begära att vi tillfälligt slutar behandla uppgifterna',
        'Rätt till dataportabilitet – du kan få ut dina uppgifter i ett maskinläsbart format',
        'Rätt att invända – du kan invända mot behandling som grundar sig på berättigat intresse',
      ],
    },
    {
      id: 'sa-gor-du',
      heading: '3. Så använder du dina rättigheter',
      paragraphs: [
        `Skicka din begäran till ${LEGAL_CONTACT_EMAIL} eller via kontaktformuläret, från den e-postadress som ditt konto är registrerat på. Vi kan behöva bekräfta din identitet innan vi lämnar ut eller raderar uppgifter.`,
        'Vi svarar utan onödigt dröjsmål och senast inom en månad. Det kostar ingenting att använda dina rättigheter.',
      ],
    },
    {
      id: 'incidenter',
      heading: '4. Personuppgiftsincidenter',
      paragraphs: [
        'Om en säkerhetsincident skulle påverka dina personuppgifter anmäler vi den till Integritetsskyddsmyndigheten inom 72 timmar och informerar dig direkt om incidenten kan innebära en hög risk för dig.',
      ],
    },
    {
      id: 'klagomal',
      heading: '5. Klagomål',
      paragraphs: [
        'Hör gärna av dig till oss först, så försöker vi lösa det. Du har alltid rätt att lämna klagomål till Integritetsskyddsmyndigheten (IMY), Box 8114, 104 20 Stockholm, www.imy.se.',
      ],
    },
  ],
};
