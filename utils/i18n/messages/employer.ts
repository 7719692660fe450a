/** Words of the employer view (components/sidepanel/EmployerView.tsx) and the card's link to it. */
export const en = {
  'employer.heading': 'All jobs at {name}',
  'employer.local': '{count} jobs in your feed, counted on this computer, without asking the server.',
  'employer.localOne': '{count} job in your feed, counted on this computer, without asking the server.',
  'employer.openJobs': 'Open jobs',
  'employer.vacancies': 'Open vacancies',
  'employer.reposted': 'Posted more than once',
  'employer.medianDays': 'Median days open',
  'employer.days': '{count} days',
  'employer.daysOne': '{count} day',
  'employer.boards': 'Boards used',
  'employer.boardJobs': '{board} ({count})',
  'employer.openHeading': 'Open jobs, newest first',
  'employer.more': 'And {count} more.',
  'employer.noneOpen': 'No open jobs at this employer in your feed.',
  'employer.notFound': 'This job names no employer, or is no longer in your feed.',
  'employer.back': 'Back to the queue',
};
