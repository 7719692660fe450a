/**
 * The description of a vacancy of the vacancies dataset (vacancies.ts), as Dutch employers write them:
 * who they are (the same lines in all of an employer's vacancies), the role, its team and focus, the
 * tasks, what they ask and offer, how to apply. Sentences are drawn from several phrasings
 * (vacancy-words.ts) filled from vocabularies of the job's category, with numbers, names and dates of
 * their own; headings and closing lines follow the employer's style. So each vacancy's text is its own
 * while phrases recur across the corpus as they do in a real feed. An agency's copy (agencyCopy) adds the
 * agency's intro and outro, names no employer, drops the employer's contact line and maybe one more
 * line, and maybe rewords one.
 */
import { between, chance, mulberry32, pick, type Random } from './data.ts';
import { FIRST_NAMES, SURNAMES, provinceName, type Agency, type VacancyEmployer } from './vacancy-employers.ts';
import {
  APPLY,
  BENEFITS,
  BOILERPLATE,
  CONTACT,
  CONTACT_ROLES,
  FOCUS,
  FUNDS,
  HEADINGS,
  MONTHS,
  OFFER,
  REASONS,
  REQUIREMENTS,
  ROLE_INTROS,
  TASKS,
  TEAM_TRAITS,
  TRAITS,
  VOCABULARY,
} from './vacancy-words.ts';

/** Stand-ins for the employer's name, replaced when the text is written out: inside a sentence and at its start. */
const EMPLOYER = '\u0001';
const EMPLOYER_START = '\u0002';

export interface Block {
  tag: 'p' | 'ul';
  lines: string[];
  /** The employer's own contact line: an agency's copy leaves it out. */
  contact?: true;
}

/** What a vacancy's text is written from. */
export interface VacancyBrief {
  title: string;
  roleTitle: string;
  category: string;
  employmentType: string;
  hoursMinimum: number;
  hoursMaximum: number;
  salaryMinimum: number;
  salaryMaximum: number;
  salaryPeriod: string;
  closingDate: number;
}

/** The items in an order drawn from `random` (Fisher-Yates). */
export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
const euro = (n: number) => n.toLocaleString('nl-NL');
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Who the employer is: the same sentences in every vacancy it posts. */
function aboutEmployer(employer: VacancyEmployer, random: Random): string[] {
  const kind =
    employer.sector.nl === 'Overheid'
      ? 'overheidsorganisatie'
      : employer.sector.nl === 'Zorg'
        ? 'zorgorganisatie'
        : employer.sector.nl === 'Onderwijs'
          ? 'onderwijsorganisatie'
          : pick(random, ['familiebedrijf', 'organisatie', `specialist in ${employer.sector.nl.toLowerCase()}`, 'groeiend bedrijf']);
  return [
    `${EMPLOYER_START} is een ${pick(random, ['ambitieuze', 'betrokken', 'innovatieve', 'stabiele', 'moderne'])} ${kind} in ${employer.place.name} met ongeveer ${euro(employer.employees)} medewerkers.`,
    pick(random, [
      `Sinds ${between(random, 1920, 2018)} werken wij voor klanten in heel ${provinceName(employer.place.province)} en daarbuiten.`,
      `Wij staan voor vakmanschap, betrouwbaarheid en ${pick(random, ['duurzaamheid', 'service', 'innovatie', 'samenwerking'])}.`,
      `Onze ${between(random, 2, 14)} vestigingen werken nauw samen aan één doel: ${pick(random, ['kwaliteit', 'een betere regio', 'tevreden klanten', 'goede zorg'])}.`,
    ]),
  ];
}

/** The blocks of a vacancy's own text, from its seed; the employer's lines and style from the employer's seed. */
export function vacancyBlocks(brief: VacancyBrief, employer: VacancyEmployer, employerSeed: number, seed: number): Block[] {
  const style = mulberry32(employerSeed);
  const about = aboutEmployer(employer, style);
  const [tasksHeading, profileHeading, offerHeading] = pick(style, HEADINGS);
  const [apply, contactLine, boilerplate] = [pick(style, APPLY), pick(style, CONTACT), pick(style, BOILERPLATE)];
  const random = mulberry32(seed);
  const words = VOCABULARY[brief.category] ?? VOCABULARY.ADMINISTRATION!;
  const slots = () => {
    const o = pick(random, words.objects);
    return { o, O: capital(o), t: pick(random, words.topics), a: pick(random, words.audiences), g: pick(random, words.goals) };
  };
  const [skill, otherSkill] = shuffled(random, words.skills);
  const [trait, otherTrait] = shuffled(random, TRAITS);
  const interim = brief.employmentType === 'INTERIM' || brief.employmentType === 'FREELANCE' || brief.employmentType === 'SECONDMENT';
  const period = brief.salaryPeriod === 'HOURLY' || brief.salaryPeriod === 'YEARLY' ? brief.salaryPeriod : 'MONTHLY';
  const bounds = {
    a: euro(brief.salaryMinimum),
    b: euro(brief.salaryMaximum),
    h: brief.hoursMinimum,
    H: brief.hoursMaximum,
    m: between(random, 3, 12),
  };
  const contract = pick(random, interim ? OFFER.interim : brief.employmentType === 'TEMPORARY' ? OFFER.temporary : OFFER.permanent);
  const benefits = shuffled(random, BENEFITS)
    .slice(0, between(random, 2, 3))
    .map((b) => `${capital(fill(b, { f: pick(random, FUNDS), n: between(random, 5, 30) }))}.`);
  const profile = {
    l: pick(random, ['mbo', 'hbo', 'hbo', 'wo']),
    f: pick(random, words.fields),
    n: between(random, 1, 10),
    r: brief.roleTitle.toLowerCase(),
  };
  const closing = new Date(brief.closingDate);
  const intro = { title: brief.title, E: EMPLOYER, n: between(random, 4, 25), trait: pick(random, TEAM_TRAITS) };
  const blocks: Block[] = [
    { tag: 'p', lines: about },
    { tag: 'p', lines: [fill(pick(random, ROLE_INTROS), intro), pick(random, REASONS)] },
    {
      tag: 'p',
      lines: shuffled(random, FOCUS)
        .slice(0, 2)
        .map((focus) => fill(focus, slots())),
    },
    { tag: 'p', lines: [tasksHeading] },
    {
      tag: 'ul',
      lines: shuffled(random, TASKS)
        .slice(0, between(random, 4, 6))
        .map((task) => fill(task, slots())),
    },
    { tag: 'p', lines: [profileHeading] },
    {
      tag: 'ul',
      lines: [
        fill(pick(random, REQUIREMENTS.education), profile),
        fill(pick(random, REQUIREMENTS.experience), profile),
        fill(pick(random, REQUIREMENTS.skills), { s: skill!, S: otherSkill ?? skill! }),
        fill(pick(random, REQUIREMENTS.traits), { t: trait!, T: otherTrait! }),
        ...(chance(random, 0.6) ? [fill(pick(random, REQUIREMENTS.optional), { n: between(random, 3, 4) })] : []),
      ],
    },
    { tag: 'p', lines: [offerHeading] },
    {
      tag: 'ul',
      lines: [
        fill(pick(random, OFFER[period]), bounds),
        brief.hoursMinimum === brief.hoursMaximum ? `${brief.hoursMaximum} uur per week.` : fill(pick(random, OFFER.hours), bounds),
        fill(contract, bounds),
        ...benefits,
      ],
    },
    { tag: 'p', lines: [fill(apply, { d: `${closing.getUTCDate()} ${MONTHS[closing.getUTCMonth()]}` })] },
    {
      tag: 'p',
      lines: [
        fill(contactLine, {
          c: `${pick(random, FIRST_NAMES)} ${pick(random, SURNAMES)}`,
          r: pick(random, CONTACT_ROLES),
          p: between(random, 10_000_000, 99_999_999),
        }),
      ],
      contact: true,
    },
  ];
  return boilerplate === '' ? blocks : [...blocks, { tag: 'p', lines: [boilerplate] }];
}

const REWORDINGS: [RegExp, string][] = [
  [/^Je /, 'Jij '],
  [/ervaring als/, 'werkervaring als'],
  [/^Minimaal /, 'Ten minste '],
  [/bruto per maand/, 'bruto p/m'],
  [/^Een afgeronde /, 'Een succesvol afgeronde '],
  [/ is een pré/, ' is een grote pré'],
  [/ per week/, ' per week (in overleg)'],
];

/** An agency's copy: its intro and outro around the text, the employer's contact left out, maybe a line dropped or reworded. */
export function agencyCopy(blocks: readonly Block[], agency: Agency, random: Random): Block[] {
  const kept = blocks.filter((block) => !block.contact).map((block) => ({ ...block, lines: [...block.lines] }));
  const lists = kept.filter((block) => block.tag === 'ul');
  if (chance(random, 0.5)) {
    const list = pick(random, lists);
    list.lines.splice(Math.floor(random() * list.lines.length), 1);
  }
  if (chance(random, 0.5)) {
    const candidates = lists.flatMap((list) => list.lines.map((line, at) => ({ list, at, line })));
    const { list, at, line } = pick(random, candidates);
    const rewording = REWORDINGS.find(([pattern]) => pattern.test(line));
    if (rewording) list.lines[at] = line.replace(rewording[0], rewording[1]);
  }
  return [{ tag: 'p', lines: [agency.intro] }, ...kept, { tag: 'p', lines: [agency.outro] }];
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The description as HTML; `employer` null: an agency's copy, which names no employer. */
export function blocksHtml(blocks: readonly Block[], employer: string | null): string {
  const named = (line: string) =>
    escapeHtml(line.replaceAll(EMPLOYER_START, employer ?? 'Onze opdrachtgever').replaceAll(EMPLOYER, employer ?? 'onze opdrachtgever'));
  return blocks
    .map((block) =>
      block.tag === 'ul'
        ? `<ul>${block.lines.map((line) => `<li>${named(line)}</li>`).join('')}</ul>`
        : `<p>${named(block.lines.join(' '))}</p>`,
    )
    .join('\n');
}
