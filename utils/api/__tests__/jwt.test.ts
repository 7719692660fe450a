import { describe, expect, it } from 'vitest';
import { readTokenClaims } from '../jwt';

function fakeJwt(payload: unknown): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS512' })}.${encode(payload)}.signature`;
}

describe('readTokenClaims', () => {
  it('reads subject, authorities, iat and exp in milliseconds', () => {
    const claims = readTokenClaims(fakeJwt({ sub: 'demo', auth: 'ROLE_USER,ROLE_PLUGIN', iat: 1_700_000_000, exp: 1_700_086_400 }));
    expect(claims).toEqual({
      subject: 'demo',
      authorities: ['ROLE_USER', 'ROLE_PLUGIN'],
      issuedAt: 1_700_000_000_000,
      expiresAt: 1_700_086_400_000,
    });
  });
  it('accepts space-separated authorities and non-ASCII subjects', () => {
    const claims = readTokenClaims(fakeJwt({ sub: 'jörg', auth: 'ROLE_A ROLE_B', exp: 2 }));
    expect(claims?.subject).toBe('jörg');
    expect(claims?.authorities).toEqual(['ROLE_A', 'ROLE_B']);
  });
  it.each([['not a jwt'], ['a.b'], [fakeJwt({ sub: 'x' })], [fakeJwt({ exp: '123' })], ['x.!!!.y']])('gives null for %s', (token) => {
    expect(readTokenClaims(token)).toBeNull();
  });
});
