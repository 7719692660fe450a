/**
 * Reading (not verifying) the claims of the API's JWT: the client needs `exp` to know when the
 * session ends. The signature is the server's business; we never trust claims for access decisions.
 */
import { z } from 'zod/mini';

const ClaimsSchema = z.object({
  sub: z.optional(z.string()),
  auth: z.optional(z.string()),
  iat: z.optional(z.number()),
  exp: z.number(),
});

export interface TokenClaims {
  subject: string | null;
  authorities: string[];
  issuedAt: number | null;
  /** Expiry in epoch milliseconds. */
  expiresAt: number;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The token's claims, or null when it is not a JWT with a numeric `exp`. */
export function readTokenClaims(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const claims = ClaimsSchema.parse(JSON.parse(decodeBase64Url(parts[1])));
    return {
      subject: claims.sub ?? null,
      authorities: claims.auth ? claims.auth.split(/[\s,]+/).filter(Boolean) : [],
      issuedAt: claims.iat === undefined ? null : claims.iat * 1000,
      expiresAt: claims.exp * 1000,
    };
  } catch {
    return null;
  }
}
