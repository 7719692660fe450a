/**
 * A sign-in sends no token, so any 401 it gets is a refusal of the username and password: the
 * recruiter is told to check them, not that a session ended, whatever words the server chose.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { JobFeedClient } from '../client';

function answering(response: () => Response) {
  return new JobFeedClient({ baseUrl: 'https://api.example', fetch: async () => response() });
}

async function refusal(client: JobFeedClient): Promise<ApiError['info']> {
  const error = await client.authorize({ username: 'demo', password: 'wrong-one', rememberMe: false }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).info;
}

const problem = (detail: string) =>
  new Response(JSON.stringify({ title: 'Unauthorized', status: 401, detail }), {
    status: 401,
    headers: { 'Content-Type': 'application/problem+json' },
  });

describe('a sign-in refused', () => {
  it('with the conventions\' "Bad credentials" is bad credentials', async () => {
    expect(await refusal(answering(() => problem('Bad credentials')))).toMatchObject({ kind: 'unauthorized', badCredentials: true });
  });

  it('with other words, or an empty body and a Bearer challenge, is bad credentials too', async () => {
    expect(await refusal(answering(() => problem('Ongeldige inloggegevens')))).toMatchObject({ badCredentials: true });
    expect(await refusal(answering(() => problem('User demo was not found')))).toMatchObject({ badCredentials: true });
    const empty = () => new Response(null, { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } });
    expect(await refusal(answering(empty))).toMatchObject({ kind: 'unauthorized', badCredentials: true });
  });

  it('keeps a 404 the wrong address, and a 403 forbidden', async () => {
    const missing = () => new Response(null, { status: 404 });
    expect(await refusal(answering(missing))).toMatchObject({ kind: 'notFound', path: true });
    const forbidden = () => new Response(null, { status: 403 });
    expect(await refusal(answering(forbidden))).toMatchObject({ kind: 'forbidden' });
  });
});
