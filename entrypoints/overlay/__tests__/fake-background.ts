/** A scripted background for the overlay and options pages' tests: answers requests from plain functions. */
import { vi } from 'vitest';
import type { ApiErrorInfo } from '@/utils/api/errors';
import type { FailureCode, Request, Responses, Result } from '@/utils/messaging/contract';
import { DEFAULT_SETTINGS, type Settings } from '@/utils/settings/schema';
import type { CallBackground } from '@/utils/messaging/client';

type Handler<T extends keyof Responses> = (request: Extract<Request, { type: T }>) => Result<Responses[T]> | Promise<Result<Responses[T]>>;
export type Script = { [T in keyof Responses]?: Handler<T> };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = (code: FailureCode, message: string = code, api?: ApiErrorInfo): Result<never> => ({
  ok: false,
  error: { code, message, ...(api ? { api } : {}) },
});

export interface FakeBackground {
  call: CallBackground;
  calls: Request[];
  of<T extends Request['type']>(type: T): Extract<Request, { type: T }>[];
}

export function fakeBackground(script: Script, settings: Partial<Settings> = {}): FakeBackground {
  const calls: Request[] = [];
  const current = () => ({ ...DEFAULT_SETTINGS, ...settings });
  const full: Script = {
    'settings.get': () => ok(current()),
    'overlay.preferences': () => ok({ language: current().language, theme: current().theme, apiBaseUrl: current().apiBaseUrl }),
    ...script,
  };
  const call = vi.fn(async (request: Request) => {
    calls.push(request);
    const handler = full[request.type] as ((r: Request) => Result<unknown> | Promise<Result<unknown>>) | undefined;
    if (!handler) return { ok: false, error: { code: 'internal', message: `unscripted ${request.type}` } };
    return handler(request);
  }) as unknown as CallBackground;
  return { call, calls, of: (type) => calls.filter((c) => c.type === type) as never };
}
