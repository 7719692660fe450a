/**
 * Host access to the configured API. Firefox MV3 grants no host permission at install, and an API
 * address changed in the options is only an optional permission, so a page checks on mount and, when
 * access is missing, asks in the user's click. `permissions.request` must be called synchronously
 * inside that gesture (before any await) or both browsers refuse it.
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { hostPatternFor } from '../config/patterns';

export interface PermissionsPort {
  contains(permissions: { origins: string[] }): Promise<boolean>;
  request(permissions: { origins: string[] }): Promise<boolean>;
}

export const browserPermissions: PermissionsPort = {
  contains: (permissions) => browser.permissions.contains(permissions),
  request: (permissions) => browser.permissions.request(permissions),
};

/** The port-less origin pattern to ask for, or null when the address is not http(s). */
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

export type PermissionState = 'unknown' | 'granted' | 'missing' | 'refused' | 'invalid';

export interface ApiPermission {
  state: PermissionState;
  /**
   * Call first thing in a click or submit handler: resolves true when access is there or was just
   * granted. Asks the browser synchronously when access is missing, in one request together with
   * `extraOrigins` (the job boards of a first run), so the person answers one prompt.
   */
  ensure(extraOrigins?: readonly string[]): Promise<boolean>;
}

export function useApiPermission(apiBaseUrl: string | null | undefined, port: PermissionsPort = browserPermissions): ApiPermission {
  const pattern = apiHostPattern(apiBaseUrl);
  const [state, setState] = useState<PermissionState>(pattern ? 'unknown' : apiBaseUrl ? 'invalid' : 'unknown');
  const granted = useRef(false);

  useEffect(() => {
    granted.current = false;
    if (!pattern) {
      setState(apiBaseUrl ? 'invalid' : 'unknown');
      return;
    }
    let live = true;
    setState('unknown');
    port.contains({ origins: [pattern] }).then(
      (has) => {
        if (!live) return;
        granted.current = has;
        setState(has ? 'granted' : 'missing');
      },
      () => live && setState('missing'),
    );
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
      const origins = [...new Set([...(apiHeld ? [] : [pattern]), ...extraOrigins])];
      if (origins.length === 0) return Promise.resolve(true);
      // No await before this line: the request must stay inside the user's gesture.
      let asked: Promise<boolean>;
      try {
        asked = port.request({ origins });
      } catch {
        asked = Promise.resolve(false);
      }
      const settle = (ok: boolean) => {
        if (!apiHeld) {
          granted.current = ok;
          setState(ok ? 'granted' : 'refused');
        }
        return ok;
      };
      return asked.then(settle, () => settle(false));
    },
    [pattern, apiBaseUrl, port],
  );

  return { state, ensure };
}
