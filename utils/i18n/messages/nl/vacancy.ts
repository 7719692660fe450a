/** The Dutch words of ../vacancy.ts, in a chunk of their own: a page loads it only when it speaks Dutch (utils/i18n/translate.ts). */
import type { en } from '../vacancy';

export const nl: Record<keyof typeof en, string> = {
  'vacancy.alsoOn': 'Ook op',
  'vacancy.firstSeen': 'Voor het eerst gezien {relative}',
  'vacancy.postedTimes': '{count} keer geplaatst',
  'vacancy.heading': 'Deze vacature op {count} vacaturesites',
  'vacancy.headingOne': 'Deze vacature op 1 vacaturesite, {count} keer geplaatst',
  'vacancy.thisPosting': 'deze plaatsing',
  'vacancy.closed': 'gesloten',
  'vacancy.noDate': 'datum onbekend',
  'vacancy.unknownBoard': 'vacaturesite onbekend',
  'vacancy.boards': '{count} vacaturesites',
};
