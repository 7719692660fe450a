/** Signing in with the demo account: through the form a person uses, or by a request to the background. */
import type { Page } from 'playwright-core';
import type { Page as PuppeteerPage } from 'puppeteer-core';
import type { SessionInfo } from '../../../utils/messaging/contract.ts';
import { askValue, type ExtensionDocument } from './ask.ts';
import { clickButton, fillByLabel } from './firefox.ts';
import { DEMO_USER } from './server.ts';
import { waitFor } from './wait.ts';

/** The sign-in form of a Chromium extension page (popup or welcome) filled in, not yet sent. */
export async function fillSignInForm(page: Page, rememberMe = false): Promise<void> {
  await page.getByLabel('Username').fill(DEMO_USER.username);
  await page.getByLabel('Password').fill(DEMO_USER.password);
  if (rememberMe) await page.getByLabel('Remember me').check();
}

/** Signs in with the form of a Chromium extension page, as a person does. */
export async function signInWithForm(page: Page, rememberMe = false): Promise<void> {
  await fillSignInForm(page, rememberMe);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Clicks the filled form's "Sign in" at once, for a benchmark's timing. The first run's welcome tab
 * opens beside the page, which then gets about one animation frame a second in headless Chromium:
 * Playwright's click, which waits for two frames with the button in one place, took 1-2 s before it
 * clicked, and a sync's time took that wait in (3.3-3.5 s against 1.5-1.8 s; the sign-in reached the
 * server 1-2 s after the click began). The form is filled, so the button is there and enabled.
 */
export async function clickSignInAtOnce(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign in' }).click({ force: true });
}

/** Signs out from the popup's header as a person does: "Sign out", then "Yes, sign out" when it asks. */
export async function signOutInPopup(popup: Page): Promise<void> {
  await popup.getByRole('button', { name: 'Sign out' }).click();
  await popup.getByRole('button', { name: 'Yes, sign out' }).click();
}

/** Signs in by the request the form sends, from any extension page. */
export async function signInByMessage(from: ExtensionDocument, rememberMe: boolean): Promise<SessionInfo> {
  return askValue(from, { type: 'session.signIn', username: DEMO_USER.username, password: DEMO_USER.password, rememberMe });
}

/** The sign-in form of a Firefox extension tab filled in by its labels, not yet sent. */
export async function fillFirefoxSignInForm(tab: PuppeteerPage, timeoutMs?: number): Promise<void> {
  await fillByLabel(tab, 'Username', DEMO_USER.username, timeoutMs);
  await fillByLabel(tab, 'Password', DEMO_USER.password, timeoutMs);
}

/** Signs out from a Firefox popup page opened in a tab: "Sign out", then "Yes, sign out". */
export async function signOutInFirefoxPopup(tab: PuppeteerPage): Promise<void> {
  await clickButton(tab, 'Sign out');
  await clickButton(tab, 'Yes, sign out');
}

/** Until a Firefox extension tab no longer shows the sign-in form. */
export async function firefoxSignedIn(tab: PuppeteerPage, timeoutMs?: number): Promise<void> {
  await waitFor(() => tab.evaluate(() => !document.querySelector('input[type="password"]')), 'the signed-in welcome page', timeoutMs);
}
