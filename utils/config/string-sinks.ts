/**
 * A build plugin (used by wxt.config.ts, in Node) that removes library code paths the extension never
 * uses that would turn strings into code or markup, so that neither a future mistake nor Mozilla's
 * validator finds them in our bundles:
 * - zod 4 probes `new Function` to compile parsers; the extension CSP forbids it anyway. The probe
 *   now answers "no" and the generator throws (unreachable once the probe says no).
 * - Preact's `dangerouslySetInnerHTML` (lint forbids it in our code) now throws instead of
 *   assigning innerHTML.
 * - DOMPurify's fallback for browsers without DOMParser (none we support) parsed by assigning
 *   innerHTML; without it such a browser gets empty output, never unsanitized markup.
 * A library update that moves or rewrites one of these lines fails the build instead of shipping the
 * sink again unnoticed.
 */
import type { Plugin } from 'vite';

const DISABLED = (what: string) => `(() => { throw new Error(${JSON.stringify(`${what} is disabled in this extension.`)}); })()`;

export interface StringSink {
  /** The library files that hold it. */
  file: RegExp;
  find: string;
  replace: string;
}

export const STRING_SINKS: readonly StringSink[] = [
  {
    file: /[\\/]zod[\\/]v4[\\/]core[\\/](?:util|compile|doc)\.js$/,
    find: 'const F = Function;',
    replace: `const F = class { constructor() { ${DISABLED('Code generation')}; } };`,
  },
  { file: /[\\/]preact[\\/]dist[\\/]preact\.mjs$/, find: '(t.innerHTML=h.__html)', replace: `(${DISABLED('dangerouslySetInnerHTML')})` },
  {
    file: /[\\/]dompurify[\\/]dist[\\/]purify\.es\.mjs$/,
    find: 'doc.documentElement.innerHTML = IS_EMPTY_INPUT ? emptyHTML : dirtyPayload;',
    replace: `${DISABLED('Parsing without DOMParser')};`,
  },
];

/** The library file with its sinks replaced, or null when it holds none; throws when a sink it should hold is missing. */
export function removeStringSinks(code: string, id: string, sinks: readonly StringSink[] = STRING_SINKS): string | null {
  const found = sinks.filter((sink) => sink.file.test(id));
  if (found.length === 0) return null;
  let patched = code;
  for (const sink of found) {
    if (!patched.includes(sink.find)) {
      throw new Error(
        `${id} no longer contains ${JSON.stringify(sink.find)}: check the library update and update STRING_SINKS (utils/config/string-sinks.ts).`,
      );
    }
    patched = patched.replaceAll(sink.find, sink.replace);
  }
  return patched;
}

export function withoutStringSinks(): Plugin {
  return {
    name: 'job-feed-companion:without-string-sinks',
    enforce: 'pre',
    transform(code, id) {
      const patched = removeStringSinks(code, id);
      return patched === null ? null : { code: patched, map: null };
    },
  };
}
