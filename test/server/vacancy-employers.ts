/**
 * Who posts the vacancies of the vacancies dataset (vacancies.ts): thousands of distinct employers
 * with Dutch and English names made from parts ("Van Dijk Installatietechniek B.V.", "Bakker &
 * Zonen", "Noordzee Logistics Ltd", "Gemeente Hoorn"), so that two vacancies share an employer about
 * as rarely as in a real feed, and the recruitment agencies that copy vacancies without naming them.
 */
import { between, chance, pick, type Random } from './data.ts';

export interface Place {
  name: string;
  province: string;
}

export interface Sector {
  nl: string;
  en: string;
  /** The job categories (utils/api/enums.ts) its vacancies are mostly in. */
  categories: readonly string[];
}

export interface VacancyEmployer {
  /** The name without its legal form: "Van Dijk Installatietechniek". */
  base: string;
  /** "B.V.", "N.V.", "Ltd", "GmbH", "Inc." or '' (public bodies, foundations, partnerships). */
  legalForm: string;
  sector: Sector;
  place: Place;
  government: boolean;
  employees: number;
}

export interface Agency {
  name: string;
  /** The agency's own lines around every vacancy it copies: its boilerplate. */
  intro: string;
  outro: string;
}

const P = (name: string, province: string): Place => ({ name, province });
/** Municipalities: the default dataset's 25 cities first, then more. */
export const PLACES: readonly Place[] = [
  ...[
    ['Amsterdam', 'NOORD_HOLLAND'],
    ['Haarlem', 'NOORD_HOLLAND'],
    ['Zaandam', 'NOORD_HOLLAND'],
    ['Rotterdam', 'ZUID_HOLLAND'],
    ['Den Haag', 'ZUID_HOLLAND'],
    ['Leiden', 'ZUID_HOLLAND'],
    ['Utrecht', 'UTRECHT'],
    ['Amersfoort', 'UTRECHT'],
    ['Eindhoven', 'NOORD_BRABANT'],
    ["'s-Hertogenbosch", 'NOORD_BRABANT'],
    ['Veldhoven', 'NOORD_BRABANT'],
    ['Groningen', 'GRONINGEN'],
    ['Assen', 'DRENTHE'],
    ['Emmen', 'DRENTHE'],
    ['Leeuwarden', 'FRIESLAND'],
    ['Zwolle', 'OVERIJSSEL'],
    ['Enschede', 'OVERIJSSEL'],
    ['Arnhem', 'GELDERLAND'],
    ['Apeldoorn', 'GELDERLAND'],
    ['Nijmegen', 'GELDERLAND'],
    ['Maastricht', 'LIMBURG'],
    ['Venlo', 'LIMBURG'],
    ['Middelburg', 'ZEELAND'],
    ['Lelystad', 'FLEVOLAND'],
    ['Almere', 'FLEVOLAND'],
    ...(['Hoorn', 'Alkmaar', 'Hilversum', 'Purmerend', 'Den Helder', 'Amstelveen', 'Heerhugowaard'].map((n) => [
      n,
      'NOORD_HOLLAND',
    ]) as string[][]),
    ...(['Delft', 'Dordrecht', 'Gouda', 'Zoetermeer', 'Schiedam', 'Alphen aan den Rijn', 'Westland'].map((n) => [
      n,
      'ZUID_HOLLAND',
    ]) as string[][]),
    ...(['Nieuwegein', 'Veenendaal', 'Zeist', 'Houten'].map((n) => [n, 'UTRECHT']) as string[][]),
    ...(['Tilburg', 'Breda', 'Helmond', 'Oss', 'Roosendaal', 'Bergen op Zoom'].map((n) => [n, 'NOORD_BRABANT']) as string[][]),
    ...(['Ede', 'Doetinchem', 'Zutphen', 'Harderwijk', 'Tiel'].map((n) => [n, 'GELDERLAND']) as string[][]),
    ...(['Deventer', 'Hengelo', 'Almelo', 'Kampen'].map((n) => [n, 'OVERIJSSEL']) as string[][]),
    ...(['Heerlen', 'Sittard-Geleen', 'Roermond', 'Weert'].map((n) => [n, 'LIMBURG']) as string[][]),
    ...(['Sneek', 'Heerenveen', 'Drachten'].map((n) => [n, 'FRIESLAND']) as string[][]),
    ['Hoogeveen', 'DRENTHE'],
    ['Meppel', 'DRENTHE'],
    ['Delfzijl', 'GRONINGEN'],
    ['Veendam', 'GRONINGEN'],
    ['Vlissingen', 'ZEELAND'],
    ['Terneuzen', 'ZEELAND'],
    ['Dronten', 'FLEVOLAND'],
    ['Emmeloord', 'FLEVOLAND'],
  ].map(([name, province]) => P(name!, province!)),
];

const S = (nl: string, en: string, ...categories: string[]): Sector => ({ nl, en, categories });
const COMPANY_SECTORS: readonly Sector[] = [
  S('Installatietechniek', 'Installations', 'ENGINEERING', 'CONSTRUCTION'),
  S('Bouw', 'Construction', 'CONSTRUCTION', 'ENGINEERING'),
  S('Infra', 'Infrastructure', 'ENGINEERING', 'CONSTRUCTION'),
  S('Logistiek', 'Logistics', 'LOGISTICS'),
  S('Transport', 'Transport', 'LOGISTICS'),
  S('Accountants', 'Accountancy', 'FINANCE'),
  S('Advocaten', 'Legal', 'LEGAL'),
  S('Software', 'Software', 'ICT'),
  S('Automatisering', 'IT Services', 'ICT'),
  S('Elektrotechniek', 'Electrical', 'ENGINEERING'),
  S('Ingenieurs', 'Engineering', 'ENGINEERING', 'ICT'),
  S('Communicatie', 'Media', 'MARKETING'),
  S('Beveiliging', 'Security', 'SECURITY', 'ICT'),
  S('Voedingsmiddelen', 'Foods', 'LOGISTICS', 'ENGINEERING'),
  S('Energie', 'Energy', 'ENGINEERING', 'POLICY'),
  S('Financiële Diensten', 'Financial Services', 'FINANCE', 'ICT'),
  S('Vastgoed', 'Real Estate', 'FINANCE', 'ADMINISTRATION'),
  S('Metaalbewerking', 'Metals', 'ENGINEERING', 'LOGISTICS'),
  S('Kunststoffen', 'Plastics', 'ENGINEERING', 'LOGISTICS'),
];
const PUBLIC = S('Overheid', 'Government', 'POLICY', 'LEGAL', 'ICT', 'ENGINEERING', 'ADMINISTRATION');
const CARE = S('Zorg', 'Care', 'HEALTHCARE', 'HEALTHCARE', 'ADMINISTRATION');
const SCHOOLS = S('Onderwijs', 'Education', 'EDUCATION', 'EDUCATION', 'ADMINISTRATION');

// prettier-ignore
export const SURNAMES = ['Van Dijk', 'Bakker', 'Jansen', 'De Vries', 'Visser', 'Smit', 'Meijer', 'De Boer', 'Mulder', 'De Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'Van Leeuwen', 'Dekker', 'Brouwer', 'De Wit', 'Dijkstra', 'Smits', 'De Graaf', 'Van der Meer', 'Van der Linden', 'Kok', 'Jacobs', 'De Haan', 'Vermeulen', 'Van den Berg', 'Van der Heijden', 'Van der Veen', 'Van den Broek', 'De Bruijn', 'De Jong', 'Schouten', 'Van Beek', 'Willems', 'Van Vliet', 'Hoekstra', 'Maas', 'Verhoeven', 'Koster', 'Van Dam', 'Prins', 'Blom', 'Huisman', 'Peeters', 'Kuipers', 'Van Wijk', 'Postma', 'Kramer', 'Van den Heuvel', 'Veenstra', 'Timmermans', 'Groen', 'Bosch', 'Wouters', 'Lammers', 'Evers', 'Hermans', 'Van Rijn', 'Claassen', 'Verbeek', 'Brink', 'Koning', 'Scholten', 'Rutten', 'Sanders', 'Hoogendoorn', 'Zwart', 'Van Ommen'];
// prettier-ignore
const REGIONS = ['Noordzee', 'Veluwe', 'Brabant', 'Twente', 'Rijnmond', 'Delta', 'Amstel', 'Maasland', 'IJssel', 'Wadden', 'Kempen', 'Achterhoek', 'Gooi', 'Holland', 'Friesland', 'Limburg', 'Zeeland', 'Drechtsteden', 'Rivierenland', 'Westfriesland', 'Flevo', 'Eemland', 'Peel', 'Hollands Kroon', 'Kennemerland', 'Salland', 'Groene Hart', 'Haaglanden', 'Midden-Holland', 'Oostland'];
// prettier-ignore
const BRAND_START = ['Zen', 'Tri', 'Nova', 'Vero', 'Lumi', 'Axi', 'Quin', 'Sol', 'Vita', 'Tera', 'Omni', 'Pro', 'Flex', 'Alto', 'Cura', 'Duo', 'Inno', 'Mira', 'Opti', 'Pax', 'Rhe', 'Sana', 'Uni', 'Kor', 'Bel'];
// prettier-ignore
const BRAND_END = ['trix', 'voda', 'lab', 'ware', 'net', 'tec', 'gen', 'via', 'syn', 'ium', 'ora', 'ex', 'ify', 'ada', 'ano', 'ero', 'ico', 'ulo', 'is', 'o'];
// prettier-ignore
const WATERSCHAPPEN = ['Hollandse Delta', 'Rivierenland', 'Vallei en Veluwe', 'Zuiderzeeland', 'Noorderzijlvest', 'Brabantse Delta', 'Aa en Maas', 'De Dommel', 'Limburg', 'Rijn en IJssel', 'Drents Overijsselse Delta', 'Scheldestromen'];
const PROVINCES: Record<string, string> = {
  NOORD_HOLLAND: 'Noord-Holland',
  ZUID_HOLLAND: 'Zuid-Holland',
  UTRECHT: 'Utrecht',
  NOORD_BRABANT: 'Noord-Brabant',
  GELDERLAND: 'Gelderland',
  OVERIJSSEL: 'Overijssel',
  LIMBURG: 'Limburg',
  FRIESLAND: 'Fryslân',
  DRENTHE: 'Drenthe',
  GRONINGEN: 'Groningen',
  ZEELAND: 'Zeeland',
  FLEVOLAND: 'Flevoland',
};

export function provinceName(province: string): string {
  return PROVINCES[province] ?? province;
}

function brand(random: Random): string {
  const start = pick(random, BRAND_START);
  const end = pick(random, BRAND_END);
  // No two vowels where the parts meet: "Lumify", not "Lumiify".
  return /[aeiou]$/.test(start) && /^[aeiou]/.test(end) && end.length > 1 ? start + end.slice(1) : start + end;
}

/** One employer drawn from `random`: a company mostly, else a public body, a care or a school board. */
function drawEmployer(random: Random): VacancyEmployer {
  const place = pick(random, PLACES);
  const roll = random();
  const company = (base: string, sector: Sector, legalForm: string): VacancyEmployer => ({
    base,
    legalForm,
    sector,
    place,
    government: false,
    employees: pick(random, [12, 25, 40, 60, 85, 120, 180, 250, 400, 750, 1200, 3000]),
  });
  if (roll < 0.08) {
    const base = chance(random, 0.6)
      ? `Gemeente ${place.name}`
      : pick(random, [
          `Provincie ${provinceName(place.province)}`,
          `Waterschap ${pick(random, WATERSCHAPPEN)}`,
          `Omgevingsdienst ${pick(random, REGIONS)}`,
          `Veiligheidsregio ${pick(random, REGIONS)}`,
          `GGD ${pick(random, REGIONS)}`,
        ]);
    return { ...company(base, PUBLIC, ''), government: true, employees: between(random, 3, 80) * 100 };
  }
  if (roll < 0.14) {
    const base = pick(random, [
      `Zorggroep ${pick(random, REGIONS)}`,
      `Thuiszorg ${place.name}`,
      `Ziekenhuis ${pick(random, REGIONS)}`,
      `${brand(random)} Zorg`,
    ]);
    return company(base, CARE, '');
  }
  if (roll < 0.19) {
    const base = pick(random, [
      `ROC ${pick(random, REGIONS)}`,
      `Scholengroep ${pick(random, REGIONS)}`,
      `Stichting Openbaar Onderwijs ${place.name}`,
    ]);
    return company(base, SCHOOLS, '');
  }
  const sector = pick(random, COMPANY_SECTORS);
  const surname = pick(random, SURNAMES);
  const pattern = random();
  if (pattern < 0.35) return company(`${surname} ${sector.nl}`, sector, chance(random, 0.75) ? 'B.V.' : '');
  if (pattern < 0.5) {
    const base = pick(random, [`${surname} & Zonen`, `${surname} & ${pick(random, SURNAMES)}`, `Gebr. ${surname}`]);
    return company(base, sector, chance(random, 0.6) ? 'B.V.' : '');
  }
  if (pattern < 0.7) return company(`${pick(random, REGIONS)} ${sector.en}`, sector, pick(random, ['B.V.', 'B.V.', 'Ltd', 'N.V.']));
  if (pattern < 0.9)
    return company(
      `${brand(random)} ${chance(random, 0.5) ? sector.en : sector.nl}`,
      sector,
      pick(random, ['B.V.', 'B.V.', 'GmbH', 'Inc.', 'Ltd']),
    );
  return company(brand(random), sector, pick(random, ['B.V.', 'N.V.']));
}

/** What makes two employers one for the grouping: the base name, folded (legal forms are not in it). */
export function employerIdentity(base: string): string {
  return base
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** `count` employers, each with a name of its own (however its legal form is written). */
export function drawEmployers(random: Random, count: number): VacancyEmployer[] {
  const employers: VacancyEmployer[] = [];
  const taken = new Set<string>();
  for (let tries = 0; employers.length < count && tries < count * 50; tries++) {
    const employer = drawEmployer(random);
    const identity = employerIdentity(employer.base);
    if (taken.has(identity)) continue;
    taken.add(identity);
    employers.push(employer);
  }
  return employers;
}

// prettier-ignore
export const FIRST_NAMES = ['Anouk', 'Bas', 'Charlotte', 'Daan', 'Eva', 'Fleur', 'Gijs', 'Hanneke', 'Iris', 'Jeroen', 'Kim', 'Lars', 'Marloes', 'Niels', 'Olga', 'Pieter', 'Roos', 'Sander', 'Tessa', 'Uriël', 'Vera', 'Wouter', 'Yasmina', 'Zoë', 'Mohamed', 'Fatima', 'Thijs', 'Sanne', 'Ruben', 'Lotte'];

/** Agencies with their boilerplate: every copy they post carries the same intro and outro. */
export function drawAgencies(random: Random, count: number): Agency[] {
  const agencies: Agency[] = [];
  const taken = new Set<string>();
  while (agencies.length < count) {
    const name = pick(random, [
      `${brand(random)} Recruitment`,
      `${pick(random, REGIONS)} Werving & Selectie`,
      `${brand(random)} Talent`,
      `${brand(random)} Interim Professionals`,
      `${pick(random, SURNAMES)} Personeelsdiensten`,
    ]);
    if (taken.has(name)) continue;
    taken.add(name);
    const consultant = `${pick(random, FIRST_NAMES)} ${pick(random, SURNAMES)}`;
    const phone = `0${between(random, 10, 79)}-${between(random, 100, 999)} ${between(random, 10, 99)} ${between(random, 10, 99)}`;
    const intro = pick(random, [
      `${name} is dé specialist in werving en selectie van professionals. Voor een van onze opdrachtgevers zoeken wij een nieuwe collega.`,
      `Via ${name} kom je terecht bij een mooie organisatie. Onze opdrachtgever zoekt op korte termijn versterking.`,
      `Ben jij klaar voor een nieuwe uitdaging? ${name} zoekt voor een vaste relatie een enthousiaste kandidaat.`,
      `Namens onze opdrachtgever is ${name} op zoek naar een ervaren professional die direct kan starten.`,
    ]);
    const outro = pick(random, [
      `Interesse? Solliciteer direct of neem contact op met ${consultant} van ${name} via ${phone}.`,
      `Herken jij je in dit profiel? Stuur je cv naar ${consultant} (${name}), of bel ${phone} voor meer informatie.`,
      `Meer weten? ${consultant} van ${name} vertelt je graag meer over deze functie: ${phone}.`,
    ]);
    agencies.push({ name, intro, outro });
  }
  return agencies;
}
