/**
 * Classifying a message's sender from the browser's own `sender` object (security rule 3):
 * an extension page of ours, a content script of ours in the top frame of a job-board page, or nobody.
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

function isHttpUrl(url: string): boolean {
  return url.startsWith('https://') || url.startsWith('http://');
}

export function classifySender(sender: MessageSenderLike | null | undefined, policy: SenderPolicy): SenderClass | null {
  if (!sender || sender.id !== policy.extensionId || typeof sender.url !== 'string') return null;
  if (sender.url.startsWith(policy.extensionOrigin)) return 'extensionPage';
  const inTopFrameOfTab = sender.tab !== undefined && typeof sender.tab.id === 'number' && sender.frameId === 0;
  if (inTopFrameOfTab && isHttpUrl(sender.url) && policy.isBoardUrl(sender.url)) return 'contentScript';
  return null;
}
