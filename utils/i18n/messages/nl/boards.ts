/** The Dutch words of ../boards.ts, in a chunk of their own: a page loads it only when it speaks Dutch (utils/i18n/translate.ts). */
import type { BoardsKey } from '../boards';

export const nl: Record<BoardsKey, string> = {
  'boards.problem.empty': 'Vul het adrespatroon van de pagina’s van de vacaturesite in.',
  'boards.problem.allUrls': 'Alle sites kunnen geen vacaturesite zijn; noem de host.',
  'boards.problem.form': 'Gebruik de vorm https://host/pad* (bijvoorbeeld https://jobs.example.com/*).',
  'boards.problem.anyHost': 'Een vacaturesite heeft een hostnaam nodig, geen *.',
  'boards.problem.publicSuffix':
    'Noem het eigen domein van de vacaturesite (bijvoorbeeld *.example.com), niet een hele domeinextensie zoals *.com of *.co.uk.',
};
