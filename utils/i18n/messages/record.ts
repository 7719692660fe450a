/** Words of a job's own page (entrypoints/job): its title, and what it says without a job or a session. */
export const en = {
  'record.title': '{title} · Job Feed Companion',
  'record.noJob': 'This address names no job. Open a job from the popup or from a card on a job board.',
  'record.signedOut': 'Sign in to see this job.',
  'record.signIn': 'Sign in',
} as const;
