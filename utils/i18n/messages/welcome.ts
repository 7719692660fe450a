/** Words of the first-run page that are its own (the rest are in popup.ts, shared with the popup). */
export const en = {
  'welcome.boards.legend': 'Show the card on these job boards',
  'welcome.boards.help':
    'Signing in asks your browser once for access to the Job Feed server and to the boards ticked here. You can change them later in the options.',
  'welcome.boards.notSaved': 'You are signed in, but your choice of job boards was not saved: {reason}. Choose them in the options.',
  'welcome.title': 'Welcome to Job Feed Companion',
  'welcome.intro':
    "Job Feed Companion brings your company's job feed into your browser: the number of jobs in your feed, the newest ones, and a search over all of them, in the toolbar popup.",
  'welcome.overlay':
    'When you open a posting on a job board that is also in your feed, a small private card shows you the full record beside it. Job boards never see it.',
  'welcome.privacy': 'Your feed is kept in this browser. Pages you visit are matched here and never sent anywhere.',
  'welcome.signInFirst': 'Sign in with your Job Feed account to start.',
  'welcome.ready': "You're all set",
  'welcome.readyIntro': 'You are signed in and your feed is syncing. What to do next:',
  'welcome.stepPopup':
    'Click the Job Feed Companion icon in the toolbar to see your count, the newest jobs and the search. Pin it to keep it in view.',
  'welcome.stepBoard': 'Visit a job board: postings that are in your feed get a card with the full record.',
  'welcome.stepOptions': 'Choose your language, theme and job boards in the options.',
  'welcome.openPopup': 'Open the feed here',
} as const;

export type WelcomeKey = keyof typeof en;
