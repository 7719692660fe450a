/**
 * Host access asked for from the options page: the API origin when its address changes, and each
 * job board the user switches on or adds. The browsers only show the prompt when
 * `permissions.request` runs synchronously inside the user's click (Firefox refuses it after any
 * await), so `requestHostAccess` calls it at once and only then returns a promise.
 */
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
export function requestHostAccess(port: HostPermissions, origins: string[]): Promise<boolean> {
  if (origins.length === 0) return Promise.resolve(true);
  let asked: Promise<boolean>;
  try {
    asked = port.request({ origins });
  } catch {
    return Promise.resolve(false);
  }
  return asked.then(
    (granted) => granted === true,
    () => false,
  );
}

/** Whether host access to every one of `origins` is held; false when the browser cannot say. */
export function hasHostAccess(port: HostPermissions, origins: string[]): Promise<boolean> {
  if (origins.length === 0) return Promise.resolve(true);
  return port.contains({ origins }).then(
    (held) => held === true,
    () => false,
  );
}

/** The host pattern to ask for an API address, or null when it is not an http(s) URL. */
export function apiOriginPattern(apiBaseUrl: string): string | null {
  try {
    return hostPatternFor(apiBaseUrl);
  } catch {
    return null;
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
