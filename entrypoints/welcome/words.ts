/** The words of the welcome page: the sections its code asks for (utils/i18n/__tests__/page-words.test.ts checks). */
import { en as common } from '@/utils/i18n/messages/common';
import { en as signin } from '@/utils/i18n/messages/signin';
import { en as welcome } from '@/utils/i18n/messages/welcome';
import { dutchWords, type PageWords } from '@/utils/i18n/translate';

export const WORDS: PageWords = {
  en: { ...common, ...signin, ...welcome },
  nl: () =>
    dutchWords(
      import('@/utils/i18n/messages/nl/common'),
      import('@/utils/i18n/messages/nl/signin'),
      import('@/utils/i18n/messages/nl/welcome'),
    ),
};
