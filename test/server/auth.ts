/**
 * Users and JWTs as a JHipster backend has them: HS512 tokens with `sub`, `auth`, `iat` and `exp`,
 * 24 hours or 30 days with "remember me", and the LoginVM constraints on the sign-in body.
 */
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';

export const DEMO_USERS: readonly { login: string; password: string; authorities: string }[] = [
  { login: 'demo', password: 'demo1234', authorities: 'ROLE_USER' },
  { login: 'admin', password: 'admin1234', authorities: 'ROLE_ADMIN,ROLE_USER' },
];

/** A development secret, as JHipster's generated `application-dev.yml` has one; never for production. */
export const DEFAULT_JWT_SECRET = 'reference-server-dev-secret-only-for-tests-0123456789-abcdefghijklmnopqrstuvwxyz-ABCDEFGH';

export interface FieldError {
  objectName: 'loginVM';
  field: string;
  message: string;
}

export interface LoginRequest {
  username: string;
  password: string;
  rememberMe: boolean;
}

/** The body's constraint violations (JHipster's LoginVM: @NotNull @Size), or the valid request. */
export function validateLogin(body: unknown): { ok: true; login: LoginRequest } | { ok: false; fieldErrors: FieldError[] } {
  const record = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const fieldErrors: FieldError[] = [];
  const check = (field: 'username' | 'password', min: number, max: number) => {
    const value = record[field];
    if (value === undefined || value === null) fieldErrors.push({ objectName: 'loginVM', field, message: 'must not be null' });
    else if (typeof value !== 'string' || value.length < min || value.length > max) {
      fieldErrors.push({ objectName: 'loginVM', field, message: `size must be between ${min} and ${max}` });
    }
  };
  check('username', 1, 50);
  check('password', 4, 100);
  if (fieldErrors.length > 0) return { ok: false, fieldErrors };
  return {
    ok: true,
    login: { username: record.username as string, password: record.password as string, rememberMe: record.rememberMe === true },
  };
}

export interface TokenIssuerOptions {
  secret: string;
  tokenTtlSeconds: number;
  rememberMeTtlSeconds: number;
}

export type Verification = { ok: true; subject: string } | { ok: false; reason: 'expired' | 'invalid' };

export class TokenIssuer {
  private readonly key: Uint8Array;
  private readonly options: TokenIssuerOptions;
  /** Verified tokens and their expiry (epoch s), so a sync's many requests verify once. */
  private readonly verified = new Map<string, { subject: string; exp: number }>();

  constructor(options: TokenIssuerOptions) {
    this.options = options;
    this.key = new TextEncoder().encode(options.secret);
  }

  /** The user for these credentials (login is case-insensitive, as JHipster lowercases it), or null. */
  authenticate(username: string, password: string): (typeof DEMO_USERS)[number] | null {
    const user = DEMO_USERS.find((u) => u.login === username.toLowerCase());
    return user && user.password === password ? user : null;
  }

  /** `ttlOverride`: a short lifetime a test asked for (fault `tokenTtlSeconds`), whatever rememberMe says. */
  async issue(subject: string, authorities: string, rememberMe: boolean, ttlOverride?: number): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const ttl = ttlOverride ?? (rememberMe ? this.options.rememberMeTtlSeconds : this.options.tokenTtlSeconds);
    return new SignJWT({ auth: authorities })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(subject)
      .setIssuedAt(now)
      .setExpirationTime(now + ttl)
      .sign(this.key);
  }

  async verify(token: string): Promise<Verification> {
    const now = Math.floor(Date.now() / 1000);
    const cached = this.verified.get(token);
    if (cached) return cached.exp > now ? { ok: true, subject: cached.subject } : { ok: false, reason: 'expired' };
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS512'] });
      if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return { ok: false, reason: 'invalid' };
      if (this.verified.size > 1000) this.verified.clear();
      this.verified.set(token, { subject: payload.sub, exp: payload.exp });
      return { ok: true, subject: payload.sub };
    } catch (error) {
      return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
