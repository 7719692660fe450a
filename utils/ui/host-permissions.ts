/**
 * Host access the extension asks for from its pages: the API's origin (Firefox MV3 grants no host
 * permission at install, and an address changed in the options is only an optional permission) and
 * each job board the user switches on or adds. The browsers only show the prompt when
 * `permissions.request` runs synchronously inside the user's click or submit (Firefox refuses it after
 * any await), so `requestHostAccess` calls it at once and only then returns a promise.
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { hostPatternFor, normalizeMatchPattern } from '../config/patterns';

export interface HostPermissions {
  contains(permissions: { origins: string[] }): Promise<boolean>;
  request(permissions: { origins: string[] }): Promise<boolean>;
}

export const browserHostPermissions: HostPermissions = {
  contains: (permissions) => browser.permissions.contains(permissions),
  request: (permissions) => browser.permissions.request(permissions),
};

/**
 * Asks for host access to `origins`. Call first thing in a click handler, before any await.
 * Resolves false when refused or when the browser throws (an unknown pattern, no gesture).
 */
export function requestHostAccess(port: HostPermissions, origins: readonly string[]): Promise<boolean> {
  if (origins.length === 0) return Promise.resolve(true);
  let asked: Promise<boolean>;
  try {
    asked = port.request({ origins: [...origins] });
  } catch {
    return Promise.resolve(false);
  }
  return asked.then(
    (granted) => granted === true,
    () => false,
  );
}

/** Whether host access to every one of `origins` is held; false when the browser cannot say. */
export function hasHostAccess(port: HostPermissions, origins: readonly string[]): Promise<boolean> {
  if (origins.length === 0) return Promise.resolve(true);
  return port.contains({ origins: [...origins] }).then(
    (held) => held === true,
    () => false,
  );
}

/** The port-less host pattern to ask for an API address, or null when it is not an http(s) URL. */
export function apiHostPattern(apiBaseUrl: string | null | undefined): string | null {
  if (!apiBaseUrl) return null;
  try {
    return hostPatternFor(apiBaseUrl);
  } catch {
    return null;
  }
}

/** The host name shown to the user when asking ("api.example.com"). */
export function apiHostName(apiBaseUrl: string): string {
  try {
    return new URL(apiBaseUrl).host;
  } catch {
    return apiBaseUrl;
  }
}

/** The origin of an address ("https://api.example.com"), or null when it is not a URL. */
export function originOf(url: string): string | null {
  try {
    return new URL(url.trim()).origin;
  } catch {
    return null;
  }
}

/**
 * The host pattern to ask for a job board's page pattern: hosts are granted whole (browsers ignore
 * or reject a path in a host permission), and without a port, as both browsers accept it.
 */
export function boardHostPattern(pattern: string): string {
  const normalized = normalizeMatchPattern(pattern);
  const match = /^([^:]+):\/\/([^/]+)\//.exec(normalized);
  return match ? `${match[1]}://${match[2]}/*` : normalized;
}

export type ApiAccessState = 'unknown' | 'granted' | 'missing' | 'refused' | 'invalid';

export interface ApiAccess {
  state: ApiAccessState;
  /**
   * Call first thing in a click or submit handler: resolves true when access is there or was just
   * granted. Asks the browser synchronously when access is missing, in one request together with
   * `extraOrigins` (the job boards of a first run), so the person answers one prompt.
   */
  ensure(extraOrigins?: readonly string[]): Promise<boolean>;
}

/** Access to the API at `apiBaseUrl`: checked on mount, asked for in the user's gesture when missing. */
export function useApiAccess(apiBaseUrl: string | null | undefined, port: HostPermissions = browserHostPermissions): ApiAccess {
  const pattern = apiHostPattern(apiBaseUrl);
  const [state, setState] = useState<ApiAccessState>(pattern ? 'unknown' : apiBaseUrl ? 'invalid' : 'unknown');
  const granted = useRef(false);

  useEffect(() => {
    granted.current = false;
    if (!pattern) {
      setState(apiBaseUrl ? 'invalid' : 'unknown');
      return;
    }
    let live = true;
    setState('unknown');
    void hasHostAccess(port, [pattern]).then((has) => {
      if (!live) return;
      granted.current = has;
      setState(has ? 'granted' : 'missing');
    });
    return () => {
      live = false;
    };
  }, [pattern, apiBaseUrl, port]);

  const ensure = useCallback(
    (extraOrigins: readonly string[] = []): Promise<boolean> => {
      if (!pattern) {
        setState(apiBaseUrl ? 'invalid' : 'unknown');
        return Promise.resolve(false);
      }
      const apiHeld = granted.current;
      // No await before this call: the request must stay inside the user's gesture.
      return requestHostAccess(port, [...new Set([...(apiHeld ? [] : [pattern]), ...extraOrigins])]).then((ok) => {
        if (!apiHeld) {
          granted.current = ok;
          setState(ok ? 'granted' : 'refused');
        }
        return ok;
      });
    },
    [pattern, apiBaseUrl, port],
  );

  return { state, ensure };
}
