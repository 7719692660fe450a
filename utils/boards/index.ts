/** Job boards as data: the built-in and custom adapters, and matching pages and links to postings. */
export type { BoardAdapter, PageIdSource, PostingRule, ResultPageRule } from './types';
export { BUILTIN_BOARDS, DEMO_BOARD_ID } from './builtin';
export { customBoardAdapter } from './custom';
export { isResultPage } from './result-pages';
export {
  findBoard,
  httpUrl,
  postingIdFromDocument,
  postingIdFromHints,
  postingIdFromUrl,
  postingKeyFromParsed,
  postingKeyFromUrl,
  readPageHints,
  resultPostingLinks,
  urlMatchesPattern,
  type PageHints,
} from './match';
