/**
 * The feed's job categories in the UI languages: what the popup shows for a category the record
 * names without labels, and what search finds such a job by ("zorg", "bouw"). Apart from the other
 * enumerations' labels (enum-labels.ts) so that the background's search takes these alone.
 */
import type { KnownMember } from '../api/enums';
import type { Locale } from './locale';

export const CATEGORY_LABELS: Readonly<Record<KnownMember<'category'>, Record<Locale, string>>> = {
  ADMINISTRATION: { en: 'Administration', nl: 'Administratie' },
  ICT: { en: 'ICT', nl: 'ICT' },
  FINANCE: { en: 'Finance', nl: 'Financiën' },
  HEALTHCARE: { en: 'Healthcare', nl: 'Zorg' },
  EDUCATION: { en: 'Education', nl: 'Onderwijs' },
  ENGINEERING: { en: 'Engineering', nl: 'Techniek' },
  LEGAL: { en: 'Legal', nl: 'Juridisch' },
  MARKETING: { en: 'Marketing', nl: 'Marketing' },
  HUMAN_RESOURCES: { en: 'Human resources', nl: 'Personeelszaken' },
  CONSTRUCTION: { en: 'Construction', nl: 'Bouw' },
  LOGISTICS: { en: 'Logistics', nl: 'Logistiek' },
  POLICY: { en: 'Policy', nl: 'Beleid' },
};
