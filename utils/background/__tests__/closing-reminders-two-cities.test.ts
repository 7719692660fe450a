/**
 * One employer's same title in two cities is two vacancies (vacancy-key.ts: a chain's store in each),
 * each shortlisted on its own: each is reminded of its closing, also when both close at the same instant.
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

const store = {
  title: 'Filiaalmanager',
  employer: 'Bakkerij Bart',
  publishDate: '2026-03-20T09:00:00Z',
  closingDate: '2026-04-10T15:00:00Z',
};

it('reminds of the same title in two cities once each', async () => {
  const now = Date.parse('2026-04-08T12:00:00Z');
  await index.putMany(
    [
      makeSummary({ ...store, id: 1, city: 'Utrecht', url: 'https://www.linkedin.com/jobs/view/3912345671/' }),
      makeSummary({ ...store, id: 2, city: 'Amsterdam', url: 'https://www.linkedin.com/jobs/view/3912345672/' }),
    ],
    1,
  );
  await index.marks.set(1, 'shortlisted', 1);
  await index.marks.set(2, 'shortlisted', 1);
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
  expect([...ports.notifications.keys()].sort()).toEqual(['reminder:1', 'reminder:2']);
});
