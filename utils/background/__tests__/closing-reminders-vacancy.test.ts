/**
 * A vacancy shortlisted on several boards is reminded of its closing once, also when a posting takes
 * its mark after the reminder (a sync brought it) or the recruiter marks it again from another posting.
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

const vacancy = {
  title: 'Verpleegkundige',
  employer: 'Zorggroep Oost',
  city: 'Deventer',
  publishDate: '2026-03-20T09:00:00Z',
  closingDate: '2026-04-10T15:00:00Z',
};
const onNvb = () =>
  makeSummary({ ...vacancy, id: 1, url: 'https://www.nationalevacaturebank.nl/vacature/9f1a2b3c-1111-2222-3333-444455556666/x' });
const onLinkedIn = () => makeSummary({ ...vacancy, id: 2, url: 'https://www.linkedin.com/jobs/view/3912345678/' });

function reminders(ports: ReturnType<typeof recordingPorts>, now: () => number) {
  return new ClosingReminders({
    index: async () => index,
    ports,
    now,
    locale: async () => 'en',
    days: async () => 2,
    quietHours: async () => null,
    signedIn: async () => true,
  });
}

it('does not remind of a vacancy again when its posting on another board joins it after a sync', async () => {
  let now = Date.parse('2026-04-08T12:00:00Z');
  await index.putMany([onNvb()], 1);
  await index.marks.set(1, 'shortlisted', 1);
  const ports = recordingPorts();
  const r = reminders(ports, () => now);
  await r.run();
  expect([...ports.notifications.keys()]).toEqual(['reminder:1']);
  ports.notifications.clear();

  // An hour later a sync brings the same vacancy on LinkedIn; after the sync the mark spreads to it
  // (PopupView.spreadMarks) and the reminders run (SearchAlerts.afterSync).
  now += 3_600_000;
  await index.putMany([onLinkedIn()], 1);
  const spread = await index.marks.toSpread();
  expect([...spread.keys()]).toEqual([2]);
  for (const [id, status] of spread) await index.statuses.set(id, status, now);
  await r.run();
  expect([...ports.notifications.entries()]).toEqual([]);
});

it('does not remind of a vacancy again when the recruiter marks it again from its other posting', async () => {
  const now = Date.parse('2026-04-08T12:00:00Z');
  await index.putMany([onNvb(), onLinkedIn()], 1);
  await index.marks.set(1, 'shortlisted', 1);
  const ports = recordingPorts();
  const r = reminders(ports, () => now);
  await r.run();
  expect(ports.notifications.size).toBe(1);
  ports.notifications.clear();
  // Shortlisted again from the LinkedIn card (both postings were already shortlisted).
  await index.marks.set(2, 'shortlisted', now);
  await r.run();
  expect([...ports.notifications.entries()]).toEqual([]);
});
