/** Words of the first-run page that are its own (the rest are in popup.ts, shared with the popup). */
export const en = {
  'welcome.boards.legend': 'Show the card on these job boards',
  'welcome.boards.help':
    'Signing in asks your browser once for access to the Job Feed server and to the boards ticked here. You can change them later in the options.',
  'welcome.boards.refused':
    'The browser did not give access, so you are not signed in. Access to {host} is needed to sign in; untick the job boards you do not want and try again.',
  'welcome.boards.notSaved': 'You are signed in, but your choice of job boards was not saved: {reason}. Choose them in the options.',
} as const;

export type WelcomeKey = keyof typeof en;

export const nl: Record<WelcomeKey, string> = {
  'welcome.boards.legend': 'Toon het kaartje op deze vacaturesites',
  'welcome.boards.help':
    'Bij het inloggen vraagt je browser één keer om toegang tot de Job Feed-server en tot de sites die je hier aanvinkt. Je kunt ze later wijzigen in de opties.',
  'welcome.boards.refused':
    'De browser gaf geen toegang, dus je bent niet ingelogd. Toegang tot {host} is nodig om in te loggen; vink de vacaturesites uit die je niet wilt en probeer het opnieuw.',
  'welcome.boards.notSaved': 'Je bent ingelogd, maar je keuze van vacaturesites is niet opgeslagen: {reason}. Kies ze in de opties.',
};
