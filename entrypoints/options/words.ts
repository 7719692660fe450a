/** The words of the options page: the sections its code asks for (utils/i18n/__tests__/page-words.test.ts checks). */
import { en as common } from '@/utils/i18n/messages/common';
import { en as docs } from '@/utils/i18n/messages/docs';
import { en as options } from '@/utils/i18n/messages/options';
import { en as boards } from '@/utils/i18n/messages/boards';
import { pageWords, type PageWords } from '@/utils/i18n/translate';

export const WORDS: PageWords = pageWords({ common, docs, options, boards });
