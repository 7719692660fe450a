/**
 * The guide and the privacy statement are full pages of ours: they read the settings (language,
 * theme), which the background answers for extension pages only.
 */
import { describe, expect, it } from 'vitest';
import { ALLOWED_SENDERS, classifySender, type SenderPolicy } from '../senders';

const policy: SenderPolicy = {
  extensionId: 'ext-id',
  extensionOrigin: 'chrome-extension://ext-id/',
  isBoardUrl: () => false,
};

describe('the guide and the privacy statement', () => {
  it.each(['guide.html', 'privacy.html'])('%s in a tab is an extension page, allowed to read the settings', (page) => {
    const sender = { id: 'ext-id', url: `chrome-extension://ext-id/${page}`, tab: { id: 3 }, frameId: 0 };
    const senderClass = classifySender(sender, policy);
    expect(senderClass).toBe('extensionPage');
    expect(ALLOWED_SENDERS['settings.get']).toContain(senderClass);
  });

  it.each(['guide.html', 'privacy.html'])('%s from another extension is nobody', (page) => {
    expect(classifySender({ id: 'other-id', url: `chrome-extension://ext-id/${page}`, tab: { id: 3 }, frameId: 0 }, policy)).toBeNull();
  });
});
