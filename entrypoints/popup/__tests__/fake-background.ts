/** A scripted background for popup tests: answers the contract's requests from plain data. */
import { vi } from 'vitest';
import type { Job } from '@/utils/api/schemas';
import type { JobSummary } from '@/utils/feed/summary';
import type { CountResult, Facets, Request, Responses, Result, SearchResult, SessionInfo, SyncStatus } from '@/utils/messaging/contract';
import { DEFAULT_SETTINGS, type Settings } from '@/utils/settings/schema';
import { INITIAL_SYNC_STATE } from '@/utils/storage';
import type { CallBackground } from '@/utils/messaging/client';

export const API = 'https://api.example.com';

export const SIGNED_OUT: SessionInfo = {
  signedIn: false,
  subject: null,
  expiresAt: null,
  rememberMe: false,
  expiringSoon: false,
  apiBaseUrl: API,
  ended: null,
};

export const SIGNED_IN: SessionInfo = { ...SIGNED_OUT, signedIn: true, subject: 'demo', expiresAt: Date.now() + 3_600_000 };

export const IDLE_SYNC: SyncStatus = {
  state: { ...INITIAL_SYNC_STATE, lastSuccessAt: Date.now() - 5 * 60_000 },
  indexed: 0,
  count: null,
  apiReachable: true,
  apiError: null,
};

type Handler<T extends keyof Responses> = (request: Extract<Request, { type: T }>) => Result<Responses[T]> | Promise<Result<Responses[T]>>;
export type Script = { [T in keyof Responses]?: Handler<T> };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

export interface FakeBackground {
  call: CallBackground;
  calls: Request[];
  script: Script;
  of<T extends Request['type']>(type: T): Extract<Request, { type: T }>[];
}

export function fakeBackground(script: Script, settings: Partial<Settings> = {}): FakeBackground {
  const calls: Request[] = [];
  const full: Script = {
    'settings.get': () => ok({ ...DEFAULT_SETTINGS, ...settings }),
    'popup.opened': () => ok({ lastVisit: null }),
    'sync.status': () => ok(IDLE_SYNC),
    'jobs.facets': () => ok(emptyFacets()),
    ...script,
  };
  const call = vi.fn(async (request: Request) => {
    calls.push(request);
    const handler = full[request.type] as ((r: Request) => Result<unknown> | Promise<Result<unknown>>) | undefined;
    if (!handler) return { ok: false, error: { code: 'internal', message: `unscripted ${request.type}` } };
    return handler(request);
  }) as unknown as CallBackground;
  return {
    call,
    calls,
    script: full,
    of: (type) => calls.filter((c) => c.type === type) as never,
  };
}

export function emptyFacets(): Facets {
  return { provinces: [], categories: [], employmentTypes: [], seniorityLevels: [], freelancerAllowed: [] };
}

export function searchResult(jobs: JobSummary[], extra: Partial<SearchResult> = {}): SearchResult {
  return {
    jobs,
    matches: jobs.length,
    indexed: jobs.length,
    lastVisit: null,
    ...extra,
    opened: extra.opened ?? [],
    statuses: extra.statuses ?? {},
    worked: extra.worked ?? { done: 0, of: jobs.length },
    mutedOut: extra.mutedOut ?? 0,
    mutedIds: extra.mutedIds ?? [],
  };
}

export function countResult(count: number | null, error: CountResult['error'] = null): CountResult {
  return { count: count === null ? null : { count, countedAt: Date.now() }, error };
}

export type { Job };

/** An answer that never comes. */
export const never = <T>() => new Promise<T>(() => undefined);

/** A background that answers none of a view's first questions (a worker starting or busy), but what `extra` answers. */
export const silentBackground = (extra: Script = {}) =>
  fakeBackground({
    'session.get': never,
    'settings.get': never,
    'jobs.count': never,
    'jobs.search': never,
    'sync.status': never,
    'jobs.facets': never,
    'searches.list': never,
    'page.diagnose': never,
    ...extra,
  });
