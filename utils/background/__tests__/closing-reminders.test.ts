import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { FeedIndex } from '../../feed/feed-index';
import { freshDbName, makeSummary } from '../../feed/__tests__/helpers';
import { recordingPorts } from '@/test/integration/ports';
import { ClosingReminders, type ClosingRemindersOptions } from '../closing-reminders';

let index: FeedIndex;
beforeEach(async () => {
  index = await FeedIndex.open(freshDbName());
});
afterEach(() => index.close());

it('reminds a vacancy shortlisted on two boards once, and each of its postings counts as reminded', async () => {
  const vacancy = { title: 'Verpleegkundige', employer: 'Zorggroep Oost', city: 'Deventer', publishDate: '2026-03-20T09:00:00Z' };
  const closing = { closingDate: '2026-04-10T15:00:00Z' };
  await index.putMany(
    [
      makeSummary({
        ...vacancy,
        ...closing,
        id: 1,
        url: 'https://www.nationalevacaturebank.nl/vacature/9f1a2b3c-1111-2222-3333-444455556666/x',
      }),
      makeSummary({ ...vacancy, ...closing, id: 2, url: 'https://www.linkedin.com/jobs/view/3912345678/' }),
      // Another vacancy closing the same day: a reminder of its own.
      makeSummary({ ...vacancy, ...closing, id: 3, title: 'Doktersassistent', url: 'https://www.linkedin.com/jobs/view/3912345679/' }),
    ],
    1,
  );
  // Marked once: the mark follows the vacancy to its posting on the other board.
  await index.marks.set(2, 'shortlisted', 1);
  await index.marks.set(3, 'shortlisted', 1);
  expect((await index.statuses.withStatus('shortlisted')).map((record) => record.id).sort()).toEqual([1, 2, 3]);
  const ports = recordingPorts();
  const reminders = new ClosingReminders({
    index: async () => index,
    ports,
    now: () => Date.parse('2026-04-08T12:00:00Z'),
    locale: async () => 'en',
    days: async () => 2,
    quietHours: async () => null,
    signedIn: async () => true,
  });
  await reminders.run();
  expect([...ports.notifications.values()].map((note) => note.title).sort()).toEqual([
    'Closes in 2 days: Doktersassistent',
    'Closes in 2 days: Verpleegkundige',
  ]);
  // Run again: nobody is reminded twice.
  ports.notifications.clear();
  await reminders.run();
  expect(ports.notifications.size).toBe(0);
});

it('sends nothing and sets no alarm while signed out, and sends the reminder due once signed in again', async () => {
  const closing = { closingDate: '2026-04-10T15:00:00Z', publishDate: '2026-03-20T09:00:00Z' };
  await index.putMany(
    [
      makeSummary({ ...closing, id: 1, title: 'Planner', url: 'https://www.linkedin.com/jobs/view/3912345601/' }),
      // Closes later: the alarm is for its reminder.
      makeSummary({
        ...closing,
        id: 2,
        title: 'Monteur',
        closingDate: '2026-04-20T15:00:00Z',
        url: 'https://www.linkedin.com/jobs/view/3912345602/',
      }),
    ],
    1,
  );
  await index.marks.set(1, 'shortlisted', 1);
  await index.marks.set(2, 'shortlisted', 1);
  const ports = recordingPorts();
  let signedIn = true;
  const options: ClosingRemindersOptions = {
    index: async () => index,
    ports,
    now: () => Date.parse('2026-04-07T12:00:00Z'),
    locale: async () => 'en',
    days: async () => 2,
    quietHours: async () => null,
    signedIn: async () => signedIn,
  };
  await new ClosingReminders(options).run();
  expect(ports.alarms.has('closing-reminder')).toBe(true);
  expect(ports.notifications.size).toBe(0);

  signedIn = false;
  const later = new ClosingReminders({ ...options, now: () => Date.parse('2026-04-08T12:00:00Z') });
  await later.run();
  expect(ports.notifications.size).toBe(0);
  expect(ports.alarms.has('closing-reminder')).toBe(false);

  signedIn = true;
  await later.run();
  expect([...ports.notifications.values()].map((note) => note.title)).toEqual(['Closes in 2 days: Planner']);
  expect(ports.alarms.has('closing-reminder')).toBe(true);
});
