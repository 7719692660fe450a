/** The words of the card on a posting: the sections its code asks for (utils/i18n/__tests__/page-words.test.ts checks). */
import { en as common } from '@/utils/i18n/messages/common';
import { en as overlay } from '@/utils/i18n/messages/overlay';
import { en as vacancy } from '@/utils/i18n/messages/vacancy';
import { pageWords, type PageWords } from '@/utils/i18n/translate';

export const WORDS: PageWords = pageWords({ common, overlay, vacancy });
