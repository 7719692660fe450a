/** The words of the side panel (its queue is the popup's list): the sections its code asks for (utils/i18n/__tests__/page-words.test.ts checks). */
import { en as common } from '@/utils/i18n/messages/common';
import { en as popup } from '@/utils/i18n/messages/popup';
import { en as sidepanel } from '@/utils/i18n/messages/sidepanel';
import { en as vacancy } from '@/utils/i18n/messages/vacancy';
import { en as employer } from '@/utils/i18n/messages/employer';
import { pageWords, type PageWords } from '@/utils/i18n/translate';

export const WORDS: PageWords = pageWords({ common, popup, sidepanel, vacancy, employer });
