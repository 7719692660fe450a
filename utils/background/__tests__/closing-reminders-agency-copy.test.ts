/**
 * A vacancy shortlisted with an agency's copy of it on another board (no employer, joined by the
 * grouping's agency-copy rule: vacancy-groups.ts), the copy taking the vacancy's mark, is reminded of
 * its closing once, as any vacancy on several boards is (closing-reminders.ts).
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { FeedIndex } from '../../feed/feed-index';
import { freshDbName, makeSummary } from '../../feed/__tests__/helpers';
import { recordingPorts } from '@/test/integration/ports';
import { ClosingReminders } from '../closing-reminders';

let index: FeedIndex;
beforeEach(async () => {
  index = await FeedIndex.open(freshDbName());
});
afterEach(() => index.close());

const TEXT = `<p>${Array.from({ length: 60 }, (_, i) => `taak${i}`).join(' ')}</p>`;
const posting = (id: number, employer: string | null, url: string) =>
  makeSummary({
    id,
    title: 'Verpleegkundige',
    employer,
    city: 'Deventer',
    url,
    description: TEXT,
    status: 'OPEN',
    publishDate: '2026-03-20T09:00:00Z',
    closingDate: '2026-04-10T15:00:00Z',
  });

it("reminds of a vacancy once when an agency's copy of it took its mark", async () => {
  const now = Date.parse('2026-04-08T12:00:00Z');
  await index.putMany(
    [
      posting(1, 'Zorggroep Oost', 'https://www.linkedin.com/jobs/view/3912345678/'),
      posting(2, null, 'https://nl.indeed.com/viewjob?jk=0123456789abcdef'),
    ],
    1,
  );
  // Shortlisted from the list's one row: the mark goes to both postings (MarkedVacancies.with).
  expect((await index.marks.set(1, 'shortlisted', 1)).sort()).toEqual([1, 2]);
  const ports = recordingPorts();
  await new ClosingReminders({
    index: async () => index,
    ports,
    now: () => now,
    locale: async () => 'en',
    days: async () => 2,
    quietHours: async () => null,
    signedIn: async () => true,
  }).run();
  expect(ports.notifications.size).toBe(1);
});
