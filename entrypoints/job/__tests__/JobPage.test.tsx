// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { parseJob } from '@/utils/api/parse';
import type { Job } from '@/utils/api/schemas';
import type { Result } from '@/utils/messaging/contract';
import { makeSummary } from '@/utils/feed/__tests__/helpers';
import { fullJob } from '@/test/fixtures';
import { SIGNED_IN, SIGNED_OUT, fakeBackground, ok } from '@/entrypoints/popup/__tests__/fake-background';
import { JobPage, jobIdFromSearch } from '../JobPage';

afterEach(cleanup);

const JOB = parseJob(fullJob);
const NOW = Date.parse('2026-11-13T10:00:00Z');
const LOCAL = makeSummary({ id: JOB.id, title: 'Projectleider Verkeer', employer: 'Gemeente Utrecht', city: 'Utrecht' });
const serverDown: Result<Job> = { ok: false, error: { code: 'api', message: '503', api: { kind: 'server', status: 503, reason: null } } };

async function axeViolations(container: Element) {
  const result = await axe.run(container as HTMLElement, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

describe('the full-record page', () => {
  it('reads the job id from ?id= and nothing else', () => {
    expect(jobIdFromSearch('?id=42')).toBe(42);
    for (const odd of ['', '?id=', '?id=0', '?id=-3', '?id=1.5', '?id=abc', '?id=99999999999999999', '?job=42'])
      expect(jobIdFromSearch(odd)).toBeNull();
  });

  it("shows the whole record, titled with the job's title", async () => {
    const bg = fakeBackground({
      'session.get': () => ok(SIGNED_IN),
      'jobs.get': () => ok(JOB),
      'jobs.status': () => ok('shortlisted'),
      'jobs.setStatus': ({ status }) => ok(status),
    });
    const { container } = render(<JobPage call={bg.call} search={`?id=${JOB.id}`} now={() => NOW} />);
    const heading = await screen.findByRole('heading', { level: 1, name: JOB.title!.trim() });
    expect(heading.id).toBe('job-details-heading');
    await waitFor(() => expect(document.title).toBe(`${JOB.title!.trim()} · Job Feed Companion`));
    expect(screen.getByRole('heading', { name: 'Key facts' })).toBeTruthy();
    expect(bg.of('jobs.get')).toEqual([{ type: 'jobs.get', id: JOB.id }]);
    expect(bg.of('jobs.local')).toEqual([]);
    // The recruiter's mark, here too: shortlisted, then not relevant.
    const group = screen.getByRole('group', { name: 'Status' });
    await waitFor(() => expect(within(group).getByRole('button', { name: 'Shortlist' }).getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(within(group).getByRole('button', { name: 'Not relevant' }));
    await waitFor(() => expect(within(group).getByRole('button', { name: 'Not relevant' }).getAttribute('aria-pressed')).toBe('true'));
    expect(bg.of('jobs.setStatus')).toEqual([{ type: 'jobs.setStatus', id: JOB.id, status: 'notRelevant' }]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the local copy with "full details unavailable" while the API fails, and tries again on Retry', async () => {
    let answer: Result<Job> = serverDown;
    const bg = fakeBackground({
      'session.get': () => ok(SIGNED_IN),
      'jobs.get': () => answer,
      'jobs.local': ({ id }) => ok(id === LOCAL.id ? LOCAL : null),
    });
    const { container } = render(<JobPage call={bg.call} search={`?id=${JOB.id}`} now={() => NOW} />);
    expect(await screen.findByText(/^Full details unavailable\. The Job Feed server had a problem \(error 503\)/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Projectleider Verkeer' })).toBeTruthy();
    expect(screen.getByText(/Gemeente Utrecht · Utrecht/)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Projectleider Verkeer · Job Feed Companion'));
    expect(await axeViolations(container)).toEqual([]);

    answer = ok(JOB);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: JOB.title!.trim() })).toBeTruthy();
    expect(screen.queryByText(/Full details unavailable/)).toBeNull();
    expect(bg.of('jobs.get')).toHaveLength(2);
  });

  it('says a job that left the feed is gone, without showing an old copy', async () => {
    const bg = fakeBackground({
      'session.get': () => ok(SIGNED_IN),
      'jobs.get': () => ({ ok: false, error: { code: 'api', message: '404', api: { kind: 'notFound', reason: null } } }),
      'jobs.local': () => ok(LOCAL),
    });
    render(<JobPage call={bg.call} search={`?id=${JOB.id}`} now={() => NOW} />);
    expect(await screen.findByText('This job is no longer in the feed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(bg.of('jobs.local')).toEqual([]);
  });

  it('asks to sign in first, and asks nothing of the API meanwhile', async () => {
    const bg = fakeBackground({ 'session.get': () => ok(SIGNED_OUT), 'jobs.get': () => ok(JOB) });
    render(<JobPage call={bg.call} search={`?id=${JOB.id}`} now={() => NOW} />);
    expect(await screen.findByText('Sign in to see this job.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/welcome.html');
    expect(bg.of('jobs.get')).toEqual([]);
  });

  it('says why when the background does not answer, and tries again on "Try again"', async () => {
    let answered = 0;
    const bg = fakeBackground({
      'session.get': () =>
        answered++ === 0 ? { ok: false, error: { code: 'internal', message: 'The background did not answer' } } : ok(SIGNED_IN),
      'jobs.get': () => ok(JOB),
      'jobs.local': () => ok(LOCAL),
    });
    const { container } = render(<JobPage call={bg.call} search={`?id=${JOB.id}`} now={() => NOW} />);
    const alert = await screen.findByRole('alert');
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: JOB.title! })).toBeTruthy();
  });

  it('says so when the address names no job', async () => {
    const bg = fakeBackground({ 'session.get': () => ok(SIGNED_IN) });
    render(<JobPage call={bg.call} search="?id=nope" now={() => NOW} />);
    expect(await screen.findByText(/This address names no job/)).toBeTruthy();
    expect(bg.of('jobs.get')).toEqual([]);
  });

  it('speaks Dutch', async () => {
    const bg = fakeBackground(
      { 'session.get': () => ok(SIGNED_IN), 'jobs.get': () => serverDown, 'jobs.local': () => ok(LOCAL) },
      { language: 'nl' },
    );
    render(<JobPage call={bg.call} search={`?id=${JOB.id}`} now={() => NOW} />);
    expect(await screen.findByText(/^Volledige gegevens niet beschikbaar\. De Job Feed-server had een probleem \(fout 503\)/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeTruthy();
  });
});
