/** The API layer: the only code that knows the Job Feed API's URLs, bodies and errors. */
export * from './base-url';
export * from './client';
export { PASSWORD_LENGTH, USERNAME_LENGTH, validateCredentials } from './credentials';
export * from './criteria';
export * from './errors';
export { redactTokens } from './http';
export * from './jwt';
export * from './parse';
export * from './schemas';
export * from './enums';
