/** The Dutch words of ../signin.ts, in a chunk of their own: a page loads it only when it speaks Dutch (utils/i18n/translate.ts). */
import type { SignInKey } from '../signin';

export const nl: Record<SignInKey, string> = {
  'signIn.heading': 'Log in op je vacaturefeed',
  'signIn.openOptions': 'Opties openen',
  'signIn.username': 'Gebruikersnaam',
  'signIn.password': 'Wachtwoord',
  'signIn.rememberMe': 'Onthoud mij',
  'signIn.rememberMeHint': 'Blijf ingelogd als de browser opnieuw start.',
  'signIn.submitting': 'Bezig met inloggen…',
  'signIn.api': 'Logt in bij {api}',
  'signIn.usernameRequired': 'Vul je gebruikersnaam in.',
  'signIn.usernameTooLong': 'Een gebruikersnaam heeft hoogstens {max} tekens.',
  'signIn.passwordTooShort': 'Een wachtwoord heeft minstens {min} tekens.',
  'signIn.passwordTooLong': 'Een wachtwoord heeft hoogstens {max} tekens.',
  'signIn.permissionNeeded':
    'Je browser vraagt je toegang toe te staan tot {host}, de Job Feed-server: de enige server waarmee de extensie praat.',
  'signIn.permissionDenied':
    'De extensie heeft toegang tot {host} nodig om je in te loggen en je feed te synchroniseren. Log opnieuw in en kies Toestaan als de browser het vraagt.',
  'signIn.permissionUnavailable': 'Het API-adres {api} is geen webadres dat de extensie kan bereiken. Pas het aan in de opties.',
  'welcome.boards.refused':
    'De browser gaf geen toegang, dus je bent niet ingelogd. Toegang tot {host} is nodig om in te loggen; vink de vacaturesites uit die je niet wilt en probeer het opnieuw.',
};
