/** The words of a job's own page (its record is the popup's details): the sections its code asks for (utils/i18n/__tests__/page-words.test.ts checks). */
import { en as common } from '@/utils/i18n/messages/common';
import { en as popup } from '@/utils/i18n/messages/popup';
import { en as record } from '@/utils/i18n/messages/record';
import { en as vacancy } from '@/utils/i18n/messages/vacancy';
import { pageWords, type PageWords } from '@/utils/i18n/translate';

export const WORDS: PageWords = pageWords({ common, popup, record, vacancy });
