/** The words of the guide: the sections its code asks for (utils/i18n/__tests__/page-words.test.ts checks). */
import { en as common } from '@/utils/i18n/messages/common';
import { en as docs } from '@/utils/i18n/messages/docs';
import { pageWords, type PageWords } from '@/utils/i18n/translate';

export const WORDS: PageWords = pageWords({ common, docs });
