/** Words of a vacancy posted on several boards (utils/feed/vacancy-view.ts), in the card and the details. */
export const en = {
  'vacancy.alsoOn': 'Also on',
  'vacancy.firstSeen': 'First seen {relative}',
  'vacancy.postedTimes': 'posted {count} times',
  'vacancy.heading': 'This vacancy on {count} boards',
  'vacancy.headingOne': 'This vacancy on 1 board, posted {count} times',
  'vacancy.thisPosting': 'this posting',
  'vacancy.closed': 'closed',
  'vacancy.noDate': 'date unknown',
  'vacancy.unknownBoard': 'board unknown',
  'vacancy.boards': '{count} boards',
};
