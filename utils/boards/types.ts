/**
 * A job board described as data: which pages belong to it, how a posting page and its posting id are
 * recognised, and where its result pages link to postings. Adding a board means adding a record.
 * Only strings, arrays and booleans, so a record can be stored, come from settings and cross
 * messaging unchanged.
 */

/** How one kind of posting URL gives its posting id. */
export interface PostingRule {
  /**
   * Regex source tested (case-insensitively) against the URL's path, e.g. `^/jobs/view/(?<id>\d+)`.
   * A named group `id` takes the posting id from the path.
   */
  pathPattern: string;
  /** Query parameter holding the posting id when the path has none, e.g. Indeed's `jk`. */
  queryParam?: string;
  /** Regex source an id must match whole, e.g. `[0-9a-f]{16}`; guards against junk and hostile hints. */
  idPattern?: string;
}

/**
 * Pages of a board that list postings: its result pages, where "In feed" markers go. A posting page
 * counts when it lists other postings (similar jobs).
 */
export interface ResultPageRule {
  /** Regex source tested (case-insensitively) against the URL's path, e.g. `^/jobs/search/?$`. */
  pathPattern: string;
}

/**
 * Result cards that link nowhere (LinkedIn's redesigned search): the posting a card shows is read
 * from one of its attributes and asked about as the posting's URL, as a link's address is.
 */
export interface ResultCards {
  /** CSS selector of the cards. */
  selector: string;
  /** The card's attribute naming its posting, */
  attribute: string;
  /** in a value this regex source matches (case-insensitively), its first group the posting id; */
  idPattern: string;
  /** the posting's URL, `{id}` standing for that id. */
  postingUrl: string;
  /** CSS selector, within the card, of its title: the marker goes after it. */
  titleSelector: string;
}

/** Where a page that does not carry the posting id in its URL states it. */
export type PageIdSource = 'canonical' | 'ogUrl' | 'jsonLd';

export interface BoardAdapter {
  /** Stable id; the prefix of posting keys (`<id>:<postingId>`) and the key of the user's toggle. */
  id: string;
  name: string;
  /** WebExtension match patterns of the board's pages. */
  matches: string[];
  /** Tried in order; the first rule that yields an id wins. Empty: the board is matched by URL only. */
  posting: PostingRule[];
  /** Tried in order when the page's URL lacks the posting id (single-page apps, share links). */
  pageIdSources: PageIdSource[];
  /** CSS selector of posting links on result pages; empty for none. */
  resultLinkSelector: string;
  /** Result cards without a link; built-in boards only (a custom board has no markers). */
  resultCards?: ResultCards;
  /**
   * Which of the board's pages are result pages, the only ones whose links get markers (a page of
   * another kind, such as LinkedIn's feed, is left alone). Empty: none; `^/`: every page, for a board
   * whose result pages are not known.
   */
  resultPages: ResultPageRule[];
  builtIn: boolean;
  enabledByDefault: boolean;
}
