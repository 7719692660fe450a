/** The sign-in form's words (components/SignInForm.tsx), on the popup and the welcome page. */
export const en = {
  'signIn.heading': 'Sign in to your job feed',
  'signIn.openOptions': 'Open the options',
  'signIn.username': 'Username',
  'signIn.password': 'Password',
  'signIn.rememberMe': 'Remember me',
  'signIn.rememberMeHint': 'Stay signed in when the browser restarts.',
  'signIn.submitting': 'Signing in…',
  'signIn.api': 'Signs in to {api}',
  'signIn.usernameRequired': 'Enter your username.',
  'signIn.usernameTooLong': 'A username has at most {max} characters.',
  'signIn.passwordTooShort': 'A password has at least {min} characters.',
  'signIn.passwordTooLong': 'A password has at most {max} characters.',
  'signIn.permissionNeeded':
    'Your browser will ask you to allow access to {host}, the Job Feed server: the only server the extension talks to.',
  'signIn.permissionDenied':
    'The extension needs access to {host} to sign you in and sync your feed. Sign in again and choose Allow when the browser asks.',
  'signIn.permissionUnavailable': 'The API address {api} is not a web address the extension can reach. Change it in the options.',
  'welcome.boards.refused':
    'The browser did not give access, so you are not signed in. Access to {host} is needed to sign in; untick the job boards you do not want and try again.',
};

export type SignInKey = keyof typeof en;
