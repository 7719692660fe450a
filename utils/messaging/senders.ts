/**
 * Classifying a message's sender from the browser's own `sender` object (message validation):
 * an extension page of ours, our overlay page framed in a tab, a content script of ours in the top
 * frame of a job-board page, or nobody; and which of those may send which request.
 */
import type { RequestType, SenderClass } from './contract';

/** The parts of `runtime.MessageSender` the classification reads. */
export interface MessageSenderLike {
  id?: string;
  url?: string;
  frameId?: number;
  tab?: { id?: number; url?: string };
}

export interface SenderPolicy {
  extensionId: string;
  /** `chrome-extension://<id>/` or `moz-extension://<uuid>/`. */
  extensionOrigin: string;
  /** Whether a page URL is on an enabled job board. */
  isBoardUrl: (url: string) => boolean;
}

/**
 * The extension's full pages. Any other page of ours is treated as the overlay: the one page web
 * pages may frame (web_accessible_resources), so an odd path to it never passes for a full page.
 */
export const EXTENSION_PAGE_PATHS: readonly string[] = [
  '/popup.html',
  '/options.html',
  '/welcome.html',
  '/job.html',
  '/sidepanel.html',
  // The guide and the privacy statement read the settings for their language and theme.
  '/guide.html',
  '/privacy.html',
];

function isHttpUrl(url: string): boolean {
  return url.startsWith('https://') || url.startsWith('http://');
}

function pathOf(url: string): string | null {
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

export function classifySender(sender: MessageSenderLike | null | undefined, policy: SenderPolicy): SenderClass | null {
  if (!sender || sender.id !== policy.extensionId || typeof sender.url !== 'string') return null;
  const inTab = sender.tab !== undefined && typeof sender.tab.id === 'number';
  if (sender.url.startsWith(policy.extensionOrigin)) {
    if (EXTENSION_PAGE_PATHS.includes(pathOf(sender.url) ?? '')) return 'extensionPage';
    // Any page of any board can frame the overlay, so it gets only what a card needs, and only inside
    // a tab (its tickets are bound to one); wherever it is opened, it is never a full page.
    return inTab ? 'overlayFrame' : null;
  }
  if (inTab && sender.frameId === 0 && isHttpUrl(sender.url) && policy.isBoardUrl(sender.url)) return 'contentScript';
  return null;
}

/**
 * Which sender class may send which request (message validation, content-script limits). The overlay
 * frame asks only for its own card: the job and layout its ticket names, and its display preferences.
 */
export const ALLOWED_SENDERS: { [T in RequestType]: readonly SenderClass[] } = {
  'session.get': ['extensionPage'],
  'session.signIn': ['extensionPage'],
  'session.signOut': ['extensionPage'],
  'jobs.count': ['extensionPage'],
  'jobs.search': ['extensionPage'],
  'jobs.facets': ['extensionPage'],
  'jobs.get': ['extensionPage'],
  'jobs.local': ['extensionPage'],
  'jobs.vacancy': ['extensionPage'],
  'jobs.employer': ['extensionPage'],
  'jobs.setStatus': ['extensionPage'],
  'jobs.status': ['extensionPage'],
  'notes.get': ['extensionPage'],
  'notes.set': ['extensionPage'],
  'mutes.list': ['extensionPage'],
  'mutes.add': ['extensionPage'],
  'mutes.remove': ['extensionPage'],
  'searches.list': ['extensionPage'],
  'searches.save': ['extensionPage'],
  'searches.update': ['extensionPage'],
  'searches.delete': ['extensionPage'],
  'searches.seen': ['extensionPage'],
  'settings.get': ['extensionPage'],
  'settings.update': ['extensionPage'],
  'sync.now': ['extensionPage'],
  'sync.status': ['extensionPage'],
  'popup.opened': ['extensionPage'],
  'data.clear': ['extensionPage'],
  'overlay.job': ['overlayFrame'],
  'overlay.summary': ['overlayFrame'],
  'overlay.status': ['overlayFrame'],
  'overlay.notes': ['overlayFrame'],
  'overlay.vacancy': ['overlayFrame'],
  'overlay.setStatus': ['overlayFrame'],
  'cards.hidden': ['extensionPage'],
  'cards.show': ['extensionPage'],
  'overlay.preferences': ['overlayFrame'],
  'overlay.layout': ['overlayFrame'],
  'overlay.open': ['overlayFrame'],
  'overlay.drag': ['overlayFrame'],
  'page.match': ['contentScript'],
  'page.markers': ['contentScript'],
  'page.status': ['extensionPage'],
  'page.current': ['extensionPage'],
  'page.diagnose': ['extensionPage'],
};
