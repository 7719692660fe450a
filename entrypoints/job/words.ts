/** The words of a job's own page (its record is the popup's details): the sections its code asks for (utils/i18n/__tests__/page-words.test.ts checks). */
import { en as common } from '@/utils/i18n/messages/common';
import { en as popup } from '@/utils/i18n/messages/popup';
import { en as vacancy } from '@/utils/i18n/messages/vacancy';
import { dutchWords, type PageWords } from '@/utils/i18n/translate';

export const WORDS: PageWords = {
  en: { ...common, ...popup, ...vacancy },
  nl: () =>
    dutchWords(
      import('@/utils/i18n/messages/nl/common'),
      import('@/utils/i18n/messages/nl/popup'),
      import('@/utils/i18n/messages/nl/vacancy'),
    ),
};
