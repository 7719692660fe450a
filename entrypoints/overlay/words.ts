/** The words of the card on a posting: the sections its code asks for (utils/i18n/__tests__/page-words.test.ts checks). */
import { en as common } from '@/utils/i18n/messages/common';
import { en as overlay } from '@/utils/i18n/messages/overlay';
import { en as vacancy } from '@/utils/i18n/messages/vacancy';
import { dutchWords, type PageWords } from '@/utils/i18n/translate';

export const WORDS: PageWords = {
  en: { ...common, ...overlay, ...vacancy },
  nl: () =>
    dutchWords(
      import('@/utils/i18n/messages/nl/common'),
      import('@/utils/i18n/messages/nl/overlay'),
      import('@/utils/i18n/messages/nl/vacancy'),
    ),
};
