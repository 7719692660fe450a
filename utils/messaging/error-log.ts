/**
 * How the background reports an error it did not expect (a bug, not an API answer): name, message
 * and stack in the worker's console, so the cause can be found, with every token redacted, since an
 * error's text can hold whatever was at hand (a header, a stored session).
 */
import { redactTokens } from '../api/http';

const MAX_LENGTH = 4000;

/** One line of text about `error`, tokens redacted. */
export function describeUnexpected(error: unknown): string {
  let text: string;
  if (error instanceof Error) {
    const stack = typeof error.stack === 'string' ? error.stack : '';
    // V8's stack starts with "Name: message"; Firefox's does not, so both are given.
    text = `${error.name}: ${error.message}${stack ? `\n${stack}` : ''}`;
  } else {
    try {
      text = `Non-error thrown: ${typeof error === 'string' ? error : JSON.stringify(error)}`;
    } catch {
      text = `Non-error thrown: ${typeof error}`;
    }
  }
  return redactTokens(text).slice(0, MAX_LENGTH);
}

export function logUnexpected(where: string, error: unknown): void {
  console.error(`Job Feed Companion: unexpected error in ${where}\n${describeUnexpected(error)}`);
}
