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
  const titles = new Set<Element>();
  try {
    for (const card of cards ? doc.querySelectorAll(cards.selector) : []) {
      const at = card.querySelector(cards!.titleSelector);
      // Read anew each time: a list reuses its cards for other postings as it scrolls, and a card that
      // holds a result link (the selected one) or sits in one is that link's: none of its own, and the
      // marker it had goes (one marker per card).
      const linked = () => !!(card.querySelector(links) ?? card.parentElement?.closest(links));
      const url = () => {
        if (linked()) return '';
        const id = adapterRegex(cards!.idPattern)?.exec(card.getAttribute(cards!.attribute) ?? '')?.[1];
        return id ? cards!.postingUrl.replace('{id}', id) : '';
      };
      // Tried here first, where a selector the document cannot take stops the cards.
      // One result per title: a card drawn inside another may share its first title.
      if (at && !linked() && !titles.has(at)) results.push({ at, url });
      if (at) titles.add(at);
    }
  } catch {
    // No cards, as no links for a selector selectLinks cannot take.
  }
  return results;
}
