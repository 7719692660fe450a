/** Sign-in input and the spec's limits on it: shared by the client and the sign-in form. */
import type { FieldError } from './errors';

/** The spec's limits on Authorize's body. */
export const USERNAME_LENGTH = { min: 1, max: 50 } as const;
export const PASSWORD_LENGTH = { min: 4, max: 100 } as const;

export interface Credentials {
  username: string;
  password: string;
  rememberMe: boolean;
}

/** Field errors for sign-in input against the spec's limits; empty when it may be sent. */
export function validateCredentials(input: { username: string; password: string }): FieldError[] {
  const errors: FieldError[] = [];
  const { username, password } = input;
  if (username.length < USERNAME_LENGTH.min || username.length > USERNAME_LENGTH.max) {
    errors.push({
      field: 'username',
      message: username.length === 0 ? 'Enter your username.' : `A username has at most ${USERNAME_LENGTH.max} characters.`,
    });
  }
  if (password.length < PASSWORD_LENGTH.min || password.length > PASSWORD_LENGTH.max) {
    errors.push({
      field: 'password',
      message:
        password.length < PASSWORD_LENGTH.min
          ? `A password has at least ${PASSWORD_LENGTH.min} characters.`
          : `A password has at most ${PASSWORD_LENGTH.max} characters.`,
    });
  }
  return errors;
}
