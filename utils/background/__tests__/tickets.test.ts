import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { clearTickets, issueTicket, redeemTicket } from '../tickets';

beforeEach(() => fakeBrowser.reset());

const NOW = Date.parse('2026-11-20T10:00:00Z');

describe('overlay tickets', () => {
  it('keep every card matched at once (a sign-in tells every card to check again)', async () => {
    const issued = await Promise.all([1, 2, 3, 4].map((tab) => issueTicket(100 + tab, tab, NOW, 'linkedin')));
    for (const [i, ticket] of issued.entries()) expect(await redeemTicket(ticket, NOW)).toMatchObject({ jobId: 101 + i, tabId: i + 1 });
    // Cleared while a ticket is being issued: the clearing comes after it, whatever their timing.
    const late = issueTicket(9, 9, NOW);
    await clearTickets();
    expect(await redeemTicket(await late, NOW)).toBeNull();
  });

  it("keep one card a tab, so that a tab going through many postings does not push out another tab's card", async () => {
    const kept = await issueTicket(7, 1, NOW);
    let last = '';
    for (let job = 1; job <= 150; job++) last = await issueTicket(job, 2, NOW + job);
    expect(await redeemTicket(kept, NOW + 200)).toMatchObject({ jobId: 7, tabId: 1 });
    expect(await redeemTicket(last, NOW + 200)).toMatchObject({ jobId: 150, tabId: 2 });
  });
});
