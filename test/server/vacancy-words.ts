/**
 * The words the vacancies dataset's descriptions are written with (vacancy-text.ts): per job category
 * what the work is about, and for each part of a posting several phrasings. An employer writes all its
 * vacancies in one style (headings, how to apply, its boilerplate), as its recruitment system does;
 * the rest is drawn per vacancy. Templates name their slots in braces: {o}bject, {t}opic, {a}udience,
 * {g}oal, and per part the values listed beside it.
 */

export interface Vocabulary {
  objects: string[];
  topics: string[];
  audiences: string[];
  goals: string[];
  skills: string[];
  fields: string[];
}

// prettier-ignore
const VOCABULARY_TEXT: Record<string, string[]> = {
  ICT: ['de applicaties van het klantportaal|de CI/CD-pijplijnen|de koppelingen met externe systemen|de datamodellen|de testautomatisering|de cloudomgeving|de releasekalender|het berichtenverkeer met ketenpartners|de monitoring van de productieomgeving|de backlog van het team', 'de architectuur van nieuwe functionaliteit|technische schuld|beveiligingsrisico’s|de migratie naar Azure|performanceproblemen|de informatievoorziening|de vervanging van verouderde systemen|de kwaliteit van de code', 'de product owner|gebruikers uit de organisatie|leveranciers|het development team|de enterprise architect|de functioneel beheerders', 'een stabiel en veilig applicatielandschap|de digitale dienstverlening aan klanten|een datagedreven organisatie|kortere doorlooptijden van wijzigingen|betrouwbare ketensystemen', 'Java en Spring Boot|C# en .NET|Python en SQL|Kubernetes en Terraform|Azure DevOps|TOPdesk|ITIL|Scrum|React en TypeScript|Power BI', 'informatica|technische informatica|bedrijfskundige informatica|software engineering|data science'],
  ENGINEERING: ['de technische ontwerpen|de berekeningen en tekeningen|de installaties in beheer|de onderhoudsplanning|de bestekken|het assetmanagement|de storingsanalyses|de keuringen van installaties|de renovatie van gemalen', 'technische risico’s|de haalbaarheid van ontwerpen|duurzame alternatieven|faalkosten|normen en richtlijnen|levensduurverlenging|de netcapaciteit', 'de projectleider|aannemers en leveranciers|de opdrachtgever|de werkvoorbereiding|de afdeling beheer|de omgevingsmanager', 'veilige en betrouwbare installaties|de energietransitie|het verduurzamen van gebouwen|een toekomstbestendig wegennet|droge voeten in de regio', 'AutoCAD|Revit|NEN 1010|NEN 3140|Relatics|systems engineering|BIM|Plaxis|PLC-programmering', 'elektrotechniek|werktuigbouwkunde|civiele techniek|installatietechniek|technische bedrijfskunde'],
  CONSTRUCTION: ['de uitvoering op de bouwplaats|de planning van onderaannemers|de inkoop van materialen|de veiligheid op de bouwplaats|de oplevering|het meer- en minderwerk|de werkvoorbereiding van de ruwbouw|de afstemming met de constructeur', 'werkmethoden|kwaliteitsafwijkingen|de voortgang van het werk|de logistiek op de bouwplaats|bouwkosten|de bouwstroom|prefab-oplossingen', 'de projectleider|onderaannemers|bewoners|de opdrachtgever|de calculator|de uitvoerders', 'projecten die op tijd en binnen budget worden opgeleverd|een veilige bouwplaats|tevreden bewoners|duurzame woningbouw|circulair bouwen', 'VCA-VOL|het Bouwbesluit|de UAV 2012|MS Project|bouwkundige tekeningen|Trimble Connect', 'bouwkunde|civiele techniek|bouwtechniek|bouwmanagement'],
  POLICY: ['beleidsnotities en raadsvoorstellen|de uitvoeringsagenda|subsidieregelingen|de monitoring van beleid|bestuurlijke overleggen|het participatietraject|de regionale woondeal|de evaluatie van de verordening', 'maatschappelijke vraagstukken|nieuwe wet- en regelgeving|de effecten van beleid|samenwerking in de regio|de begroting|de wensen van inwoners', 'de wethouder|het college|inwoners en ondernemers|maatschappelijke partners|collega’s van andere gemeenten|de gemeenteraad', 'een leefbare en duurzame regio|goede dienstverlening aan inwoners|de woningbouwopgave|een inclusieve samenleving|een bereikbare binnenstad', 'de Omgevingswet|de Wmo|bestuurlijke processen|projectmatig werken|politieke sensitiviteit|de Jeugdwet', 'bestuurskunde|planologie|sociologie|politicologie|sociale geografie'],
  LEGAL: ['juridische adviezen|bezwaar- en beroepsprocedures|contracten en overeenkomsten|de verwerkingsregisters|handhavingsbesluiten|de aanbestedingsdocumenten|de modelovereenkomsten|de klachtafhandeling', 'juridische risico’s|jurisprudentie|privacyvraagstukken|nieuwe wetgeving|geschillen|aansprakelijkheidsvragen', 'het management|vakafdelingen|externe advocaten|de functionaris gegevensbescherming|toezichthouders|de bezwaarcommissie', 'rechtmatig handelen van de organisatie|een zorgvuldige besluitvorming|het beschermen van persoonsgegevens|heldere afspraken met partners', 'de AVG|de Awb|het omgevingsrecht|het aanbestedingsrecht|het arbeidsrecht|het contractenrecht', 'Nederlands recht|bestuursrecht|HBO-rechten|notarieel recht'],
  HEALTHCARE: ['de zorgplannen van cliënten|de verpleegkundige zorg|de medicatieveiligheid|het spreekuur|de intake van nieuwe cliënten|de overdracht tussen diensten|de dagbesteding|de nachtdiensten', 'de zorgvraag van cliënten|kwaliteit en veiligheid van zorg|verbeteringen in de zorgprocessen|complexe casuïstiek|de inzet van zorgtechnologie', 'cliënten en hun naasten|huisartsen|het multidisciplinaire team|de wijkteams|specialisten|de specialist ouderengeneeskunde', 'zorg die past bij de cliënt|langer zelfstandig thuis wonen|een veilige omgeving voor patiënten|goede zorg dichtbij huis', 'BIG-registratie|methodisch werken|ECD-systemen|palliatieve zorg|Nedap Ons|motiverende gespreksvoering', 'verpleegkunde|psychologie|fysiotherapie|medisch secretarieel werk|verzorgende IG'],
  FINANCE: ['de maand- en jaarafsluiting|de begroting en prognoses|de financiële administratie|de managementrapportages|de interne controle|de subsidieverantwoording|de crediteurenadministratie|het kostprijsmodel', 'financiële risico’s|afwijkingen van de begroting|investeringsvoorstellen|de kostprijs van producten|de liquiditeit|btw-vraagstukken', 'de controller|budgethouders|de accountant|de directie|de afdeling inkoop|de raad van toezicht', 'een financieel gezonde bedrijfsvoering|betrouwbare cijfers|een strakke planning-en-controlcyclus|grip op de kosten', 'Exact Online|AFAS|SAP|Excel|Power BI|IFRS|Twinfield', 'bedrijfseconomie|accountancy|finance en control|fiscale economie'],
  HUMAN_RESOURCES: ['het wervingsproces|het verzuimbeleid|de arbeidsvoorwaarden|de gesprekscyclus|het opleidingsplan|de onboarding van nieuwe medewerkers|de vacatureteksten|het strategisch personeelsplan', 'personeelsvraagstukken|strategische personeelsplanning|de arbeidsmarkt|reorganisaties|de cao-onderhandelingen', 'leidinggevenden|de ondernemingsraad|kandidaten|de arbodienst|hiring managers', 'een aantrekkelijk werkgeverschap|duurzame inzetbaarheid van medewerkers|een goede instroom van talent|een lager verzuim', 'AFAS HRM|arbeidsrecht|de cao|recruitmentmarketing|LinkedIn Recruiter|Youforce', 'personeel en arbeid|HRM|arbeids- en organisatiepsychologie|bedrijfskunde'],
  MARKETING: ['de contentkalender|campagnes op sociale media|de website|de nieuwsbrief|de interne communicatie|de merkidentiteit|de persberichten|het intranet', 'de communicatiestrategie|klantreizen|doelgroepen|de resultaten van campagnes|de positionering van het merk', 'bestuurders|woordvoerders|externe bureaus|de pers|accountmanagers', 'een sterke naamsbekendheid|heldere communicatie met klanten|meer leads en conversie|een herkenbaar merk', 'Google Analytics|HubSpot|Adobe Creative Cloud|SEO en SEA|copywriting|WordPress', 'communicatie|marketing|journalistiek|commerciële economie'],
  EDUCATION: ['de lessen in je vakgebied|het mentoraat van een klas|het curriculum|toetsen en examens|de leerlingbegeleiding|de stagebegeleiding|de ouderavonden|de vakgroep', 'onderwijsvernieuwing|de ontwikkeling van leerlingen|passend onderwijs|didactische werkvormen|het lerarentekort', 'ouders|leerlingen|collega-docenten|de schoolleiding|de zorgcoördinator|het leerbedrijf', 'goed onderwijs voor iedere leerling|een veilig schoolklimaat|de aansluiting op de arbeidsmarkt|kansengelijkheid', 'een onderwijsbevoegdheid|differentiëren in de klas|Magister|digitale leermiddelen|klassenmanagement', 'de lerarenopleiding|pedagogiek|onderwijskunde|de pabo'],
  LOGISTICS: ['de planning van ritten|de voorraad in het magazijn|de inkoop van goederen|de orderverwerking|de inzet van chauffeurs|de contracten met leveranciers|de retourstromen|de douanedocumenten', 'leveringsproblemen|de bezettingsgraad|transportkosten|verbeteringen in de keten|de leverbetrouwbaarheid', 'chauffeurs|klanten|vervoerders|de magazijnchef|leveranciers|de klantenservice', 'leveringen die op tijd aankomen|een efficiënte supply chain|lagere voorraadkosten|emissievrij vervoer', 'een heftruckcertificaat|TMS-software|SAP|Lean|code 95|WMS-systemen', 'logistiek|supply chain management|inkoopmanagement|technische bedrijfskunde'],
  ADMINISTRATION: ['de agenda van de directie|de correspondentie|het contractbeheer|de facilitaire dienstverlening|de klantcontacten|de archivering|de vergaderstukken|de verhuizing naar het nieuwe kantoor', 'werkprocessen op het secretariaat|vragen van klanten|de planning van vergaderingen|klachten|de dossiervorming', 'de directie|klanten|bezoekers|collega’s van andere afdelingen|de raad van bestuur', 'een soepel lopend secretariaat|tevreden klanten|een goed georganiseerde afdeling|snelle afhandeling van vragen', 'Microsoft 365|notuleren|Salesforce|TOPdesk|Corsa', 'een secretariële opleiding|bedrijfskunde|management assistant|bedrijfsadministratie'],
  SECURITY: ['het informatiebeveiligingsbeleid|de risicoanalyses|de security awareness|het incidentbeheer|de toegangsrechten|de audits|de pentesten|de continuïteitsplannen', 'dreigingen en kwetsbaarheden|beveiligingsincidenten|de BIO-normen|nieuwe maatregelen|de leveranciersrisico’s', 'de CISO|het IT-team|leveranciers|auditors|de privacy officer', 'een veilige digitale omgeving|weerbaarheid tegen cyberaanvallen|aantoonbare compliance', 'ISO 27001|de BIO|CISSP|NIS2|SIEM-tooling|CISM', 'informatiebeveiliging|informatica|security|IT-auditing'],
};

export const VOCABULARY: Record<string, Vocabulary> = Object.fromEntries(
  Object.entries(VOCABULARY_TEXT).map(([category, lists]) => {
    const [objects, topics, audiences, goals, skills, fields] = lists.map((list) => list.split('|'));
    return [category, { objects: objects!, topics: topics!, audiences: audiences!, goals: goals!, skills: skills!, fields: fields! }];
  }),
);

// prettier-ignore
export const TASKS = [
  'Je bent verantwoordelijk voor {o}.', 'Je adviseert {a} over {t}.', 'Je werkt {t} uit tot concrete voorstellen voor {a}.',
  'Je stemt {o} af met {a}.', 'Je signaleert knelpunten in {o} en komt met oplossingen.', 'Je draagt bij aan {g}.',
  'Je houdt {o} op orde en legt afspraken vast.', 'Je coördineert de werkzaamheden rond {o}.', 'Je analyseert {t} en rapporteert daarover aan {a}.',
  'Je werkt nieuwe collega’s in op {o}.', 'Je neemt deel aan het overleg over {t} met {a}.', 'Je verbetert de werkwijze rond {o}, samen met {a}.',
  'Samen met {a} pak je {o} op.', '{O} valt onder jouw regie.', 'Jij bent voor {a} het aanspreekpunt als het gaat om {t}.',
  'Je brengt {t} in kaart en doet voorstellen om {g} dichterbij te brengen.', 'Je vertaalt wensen van {a} naar {o}.',
  'Je bewaakt de kwaliteit van {o}.', 'Je zorgt dat {a} op tijd weten waar ze aan toe zijn over {t}.', 'Je pakt zelfstandig {o} op.',
  'Je houdt de kennis over {t} bij en deelt die met {a}.', 'Je stelt prioriteiten in {o} en bewaakt de planning.',
  'Je onderzoekt {t} en presenteert je bevindingen aan {a}.', 'Bij {o} neem je het voortouw.', 'Je legt verantwoording af aan {a} over {o}.',
  'Je denkt mee over {t} en helpt zo {g} te bereiken.', 'Je maakt {o} klaar voor de toekomst.', 'Je onderhoudt korte lijnen met {a}.',
];

/** Per employer one set: the headings before the tasks, the profile and the offer. */
// prettier-ignore
export const HEADINGS: [string, string, string][] = [
  ['Wat ga je doen?', 'Wat vragen wij?', 'Wat bieden wij?'], ['Jouw taken', 'Jouw profiel', 'Ons aanbod'],
  ['Dit ga je doen', 'Dit breng je mee', 'Dit bieden we jou'], ['Functieomschrijving', 'Functie-eisen', 'Arbeidsvoorwaarden'],
  ['Wat houdt de functie in?', 'Wie ben jij?', 'Wat krijg je ervoor terug?'], ['Je werkzaamheden', 'Wat neem je mee?', 'Wat mag je verwachten?'],
  ['De functie', 'Wie zoeken wij?', 'Wat wij bieden'], ['Over de rol', 'Over jou', 'Over het aanbod'],
];

// prettier-ignore
export const ROLE_INTROS = [
  'Als {title} bij {E} kom je terecht in een team van {n} collega’s, bekend om {trait}.',
  'Voor ons team van {n} collega’s zoeken we een {title}; je werkt in een omgeving met {trait}.',
  'Wij zoeken een {title} die ons team van {n} mensen komt versterken. Wat ons team kenmerkt: {trait}.',
  'Bij {E} werk je als {title} samen met {n} directe collega’s. Je merkt direct: hier heerst {trait}.',
  'In de rol van {title} ben je onderdeel van een team van {n} professionals met {trait}.',
  'Kom jij ons team van {n} collega’s versterken als {title}? Je kunt rekenen op {trait}.',
];
// prettier-ignore
export const REASONS = [
  'Het team groeit en daarom zoeken we versterking.', 'Door de pensionering van een collega ontstaat deze vacature.',
  'We hebben de komende jaren veel werk in portefeuille.', 'Een nieuw programma vraagt om extra capaciteit.',
  'Je volgt een collega op die intern doorgroeit.', 'We starten een nieuwe afdeling en jij bent een van de eerste collega’s.',
  'De vraag van onze klanten is flink gestegen.', 'Na een reorganisatie bouwen we het team opnieuw op.',
  'Een collega vertrekt naar het buitenland, dus we zoeken een opvolger.', 'Nieuwe wetgeving brengt extra werk met zich mee.',
];
// prettier-ignore
export const FOCUS = [
  'De komende tijd staat {g} centraal.', 'Een van je eerste klussen: {o}.', 'Je start met {o}, samen met {a}.',
  'Het afgelopen jaar lag de nadruk op {t}; nu is het tijd voor {o}.', 'Op dit moment werken we hard aan {g}.',
  'Je krijgt vooral te maken met {t}.', 'Verwacht veel contact met {a}.', 'We willen dit jaar stappen zetten in {t}.',
];
// prettier-ignore
export const TEAM_TRAITS = ['korte lijnen', 'een informele sfeer', 'de ruimte voor eigen initiatief', 'de nadruk op kwaliteit', 'collegialiteit', 'een open cultuur', 'humor en betrokkenheid', 'veel kennisdeling', 'een no-nonsense mentaliteit', 'vertrouwen en vrijheid'];
// prettier-ignore
export const TRAITS = ['analytisch sterk', 'communicatief vaardig', 'zelfstandig', 'een teamspeler', 'resultaatgericht', 'stressbestendig', 'klantgericht', 'nauwkeurig', 'proactief', 'flexibel', 'creatief', 'besluitvaardig', 'empathisch', 'pragmatisch'];

/** Requirements: {l}evel, {f}ield, {n} years, {r}ole, {s}kill, {S} second skill, {t}rait, {T} second trait. */
// prettier-ignore
export const REQUIREMENTS = {
  education: ['Een afgeronde {l}-opleiding in de richting {f}.', 'Je hebt een {l}-diploma, bij voorkeur {f}.', 'Werk- en denkniveau op {l}-niveau, bijvoorbeeld door een opleiding {f}.', 'Een relevante opleiding op {l}-niveau ({f} of vergelijkbaar).'],
  experience: ['Minimaal {n} jaar ervaring als {r} of in een vergelijkbare rol.', 'Je hebt {n} jaar of meer werkervaring in een soortgelijke functie.', 'Ervaring als {r}: zeker {n} jaar.', 'Je hebt al {n} jaar ervaring opgedaan als {r}.'],
  skills: ['Kennis van {s}; ervaring met {S} is een pré.', 'Je werkt graag met {s} en kent {S}.', 'Ervaring met {s} is een must, met {S} een plus.', 'Je bent thuis in {s} en weet je weg in {S}.'],
  traits: ['Je bent {t} en {T}.', 'Collega’s omschrijven jou als {t} en {T}.', 'Als persoon ben je {t}; daarnaast ben je {T}.', 'Je herkent jezelf in: {t}, {T}.'],
  optional: ['Je spreekt en schrijft vloeiend Nederlands.', 'Je hebt rijbewijs B.', 'Een Verklaring Omtrent het Gedrag (VOG) is vereist.', 'Je woont in de regio of bent bereid te verhuizen.', 'Je bent beschikbaar voor minimaal {n} dagen per week.', 'Je bent bereid af en toe in de avond te werken.'],
};

/** The offer: {a} and {b} the salary's bounds, {h} and {H} the hours, {m} months. */
// prettier-ignore
export const OFFER = {
  MONTHLY: ['Een salaris tussen € {a} en € {b} bruto per maand, afhankelijk van je ervaring.', 'Een bruto maandsalaris van € {a} tot € {b}.', 'Salaris: € {a} - € {b} per maand op basis van een volledige werkweek.'],
  YEARLY: ['Een jaarsalaris van € {a} tot € {b}.', 'Een bruto jaarinkomen tussen € {a} en € {b}.', 'Een passend jaarsalaris (€ {a} - € {b}).'],
  HOURLY: ['Een uurtarief van € {a} tot € {b} exclusief btw.', 'Tarief: € {a} - € {b} per uur.', 'Een marktconform tarief tussen € {a} en € {b} per uur.'],
  hours: ['Een werkweek van {h} tot {H} uur.', '{h} tot {H} uur per week, in overleg in te delen.', 'Je werkt {h}-{H} uur per week.'],
  interim: ['Een opdracht van {m} maanden met optie tot verlenging.', 'Een inhuuropdracht voor {m} maanden, verlenging is bespreekbaar.', 'Een interimopdracht van circa {m} maanden.'],
  temporary: ['Een tijdelijk contract van {m} maanden.', 'Een contract voor {m} maanden, met kans op verlenging.', 'Een tijdelijke aanstelling voor {m} maanden.'],
  permanent: ['Een vaste aanstelling.', 'Een contract voor een jaar, met uitzicht op een vast dienstverband.', 'Direct een vast contract.', 'Een jaarcontract dat we bij goed functioneren omzetten in vast.'],
};
// prettier-ignore
export const BENEFITS = ['8% vakantiegeld en een dertiende maand', 'een individueel keuzebudget van 16,3%', 'een goed pensioen via {f}', 'een opleidingsbudget van € {n}00 per jaar', 'een laptop en telefoon van de zaak', 'een reiskostenvergoeding van € 0,23 per kilometer', 'thuiswerken in overleg, met een thuiswerkvergoeding', 'een leaseauto, ook voor privégebruik', 'flexibele werktijden', '{n} vakantiedagen bij een volledige werkweek', 'een fiets van de zaak', 'een collectieve zorgverzekering met korting', 'een jaarlijks teamuitje', 'een eigen ontwikkelbudget en coaching', 'parkeren voor de deur'];
export const FUNDS = ['het ABP', 'PFZW', 'PMT', 'bpfBOUW', 'PME'];

/** Per employer one way to close: how to apply by {d}ate, and who to ask ({c}ontact, {r}ole, {p}hone). */
// prettier-ignore
export const APPLY = ['Solliciteren kan tot en met {d}.', 'Reageer uiterlijk {d} via de sollicitatieknop.', 'Je sollicitatie ontvangen we graag vóór {d}.', 'De vacature sluit op {d}; de gesprekken volgen kort daarna.', 'Enthousiast? Stuur je cv en motivatie uiterlijk {d}.'];
// prettier-ignore
export const CONTACT = ['Wil je meer weten? Neem contact op met {c}, {r}, via 06-{p}.', 'Vragen over de functie? Bel {c} ({r}) op 06-{p}.', 'Meer informatie krijg je bij {c}, {r}: 06-{p}.', 'Voor inhoudelijke vragen kun je terecht bij {c}, {r}, bereikbaar op 06-{p}.'];
export const CONTACT_ROLES = ['teamleider', 'recruiter', 'afdelingshoofd', 'HR-adviseur', 'manager', 'projectleider'];
// prettier-ignore
export const BOILERPLATE = ['Acquisitie naar aanleiding van deze vacature wordt niet op prijs gesteld.', 'Een assessment kan deel uitmaken van de procedure.', 'Wij werven eerst intern en extern tegelijk.', 'Een referentiecheck is onderdeel van de procedure.', ''];
export const MONTHS = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];
