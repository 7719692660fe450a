/**
 * Classifying a message's sender from the browser's own `sender` object (message validation):
 * an extension page of ours, our overlay page framed in a tab, a content script of ours in the top
 * frame of a job-board page, or nobody.
 */
import type { SenderClass } from './contract';

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
export const EXTENSION_PAGE_PATHS: readonly string[] = ['/popup.html', '/options.html', '/welcome.html', '/job.html', '/sidepanel.html'];

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
