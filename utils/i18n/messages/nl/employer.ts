/** The Dutch words of ../employer.ts, in a chunk of their own: a page loads it only when it speaks Dutch (utils/i18n/translate.ts). */
import type { en } from '../employer';

export const nl: Record<keyof typeof en, string> = {
  'employer.heading': 'Alle vacatures van {name}',
  'employer.local': '{count} vacatures in je feed, geteld op deze computer, zonder de server iets te vragen.',
  'employer.localOne': '{count} vacature in je feed, geteld op deze computer, zonder de server iets te vragen.',
  'employer.openJobs': 'Open vacatures',
  'employer.vacancies': 'Open vacatures (uniek)',
  'employer.reposted': 'Vaker dan eens geplaatst',
  'employer.medianDays': 'Mediaan aantal dagen open',
  'employer.days': '{count} dagen',
  'employer.daysOne': '{count} dag',
  'employer.boards': 'Gebruikte vacaturesites',
  'employer.boardJobs': '{board} ({count})',
  'employer.openHeading': 'Open vacatures, nieuwste eerst',
  'employer.more': 'En nog {count}.',
  'employer.noneOpen': 'Geen open vacatures van deze werkgever in je feed.',
  'employer.notFound': 'Deze vacature noemt geen werkgever, of staat niet meer in je feed.',
  'employer.back': 'Terug naar de werklijst',
};
