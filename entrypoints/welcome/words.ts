/** The words of the welcome page: the sections its code asks for (utils/i18n/__tests__/page-words.test.ts checks). */
import { en as common } from '@/utils/i18n/messages/common';
import { en as docs } from '@/utils/i18n/messages/docs';
import { en as signin } from '@/utils/i18n/messages/signin';
import { en as welcome } from '@/utils/i18n/messages/welcome';
import { pageWords, type PageWords } from '@/utils/i18n/translate';

export const WORDS: PageWords = pageWords({ common, docs, signin, welcome });
