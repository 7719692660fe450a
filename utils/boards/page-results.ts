/**
 * The results a content script finds on a result page, by what the background named for it: the
 * board's result links and, on a board whose cards link nowhere, those cards. Each names the posting
 * URL the background is asked about, as a link's address is, so the background learns nothing else.
 */
import { adapterRegex, selectLinks } from './match';
import type { ResultCards } from './types';

/** A result on a page: the element its marker goes after, and the posting URL it names now ('' for none). */
export interface PageResult {
  at: Element;
  url: () => string;
}

/**
 * The result links ({@link selectLinks}), then the cards whose attribute names a posting, each with
 * its title. A card that holds a result link is that link's (one marker), and a selector the
 * document cannot take yields no cards.
 */
export function selectResults(doc: Document, links: string, cards?: ResultCards): PageResult[] {
  const results: PageResult[] = selectLinks(doc, links).map((at) => ({ at, url: () => at.href }));
  try {
    for (const card of cards ? doc.querySelectorAll(cards.selector) : []) {
      const at = card.querySelector(cards!.titleSelector);
      // Read anew each time: a list reuses its cards for other postings as it scrolls.
      const url = () => {
        const id = adapterRegex(cards!.idPattern)?.exec(card.getAttribute(cards!.attribute) ?? '')?.[1];
        return id ? cards!.postingUrl.replace('{id}', id) : '';
      };
      if (at && !card.querySelector(links)) results.push({ at, url });
    }
  } catch {
    // No cards, as no links for a selector selectLinks cannot take.
  }
  return results;
}
