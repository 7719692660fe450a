/** The words of the toolbar popup: the sections its code asks for (utils/i18n/__tests__/page-words.test.ts checks). */
import { en as common } from '@/utils/i18n/messages/common';
import { en as popup } from '@/utils/i18n/messages/popup';
import { en as signin } from '@/utils/i18n/messages/signin';
import { en as vacancy } from '@/utils/i18n/messages/vacancy';
import { pageWords, type PageWords } from '@/utils/i18n/translate';

export const WORDS: PageWords = pageWords({ common, popup, signin, vacancy });
