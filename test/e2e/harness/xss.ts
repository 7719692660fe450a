/**
 * One checker for script injection, for every suite and both drivers: what of an XSS payload
 * survived live in a document. Sent into the document as source text (see evaluateIn), so the
 * inspector is self-contained.
 */
import { expect } from 'vitest';
import { XSS_FLAG } from '../../fixtures/xss-payloads.ts';
import { evaluateIn, type ExtensionDocument } from './ask.ts';

export interface XssFindings {
  /** The flag a payload sets when it runs. */
  flag: boolean;
  problems: string[];
  text: string;
}

/**
 * What of a payload survived live in this document (and its open shadow roots). `appSelector`
 * names the extension's own root, whose subtree may hold none of the dangerous elements; pass null
 * for a page that is not ours (a job board), where only handlers, URLs and the flag are judged.
 */
function inspect([flag, appSelector]: [string, string | null]): XssFindings {
  const problems: string[] = [];
  const URL_ATTRS = new Set([
    'href',
    'src',
    'action',
    'formaction',
    'xlink:href',
    'data',
    'background',
    'lowsrc',
    'dynsrc',
    'poster',
    'codebase',
    'cite',
    'srcset',
  ]);
  const DANGEROUS =
    'script, iframe, frame, frameset, object, embed, applet, base, meta, link, style, svg, math, template, noscript, noembed, noframes, xmp, plaintext, marquee, video, audio, source, image, isindex, keygen, bgsound, form[action], button[formaction], input[formaction]';
  const walk = (root: Document | ShadowRoot) => {
    for (const el of root.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on')) problems.push(`<${el.localName}> has ${name}`);
        if (name === 'srcdoc') problems.push(`<${el.localName}> has srcdoc`);
        if (URL_ATTRS.has(name)) {
          const value = attr.value.replace(/[\s\p{Cc}]+/gu, '').toLowerCase();
          if (/^(?:javascript|vbscript):|^data:text\/html/.test(value))
            problems.push(`<${el.localName} ${name}="${attr.value.slice(0, 40)}">`);
        }
        if (name === 'style' && /expression\(|javascript:|(?<![-\w])behavior:/i.test(attr.value))
          problems.push(`<${el.localName}> style runs code`);
      }
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(document);
  if (appSelector) {
    const app = document.querySelector(appSelector);
    if (!app) problems.push(`no ${appSelector}`);
    else for (const el of app.querySelectorAll(DANGEROUS)) problems.push(`<${el.localName}> inside ${appSelector}`);
  }
  return { flag: (globalThis as Record<string, unknown>)[flag] !== undefined, problems, text: document.body?.textContent ?? '' };
}

/**
 * What of a payload survived in `target` (any page or frame of either driver). `app` is the selector
 * of the extension's own root, inside which no dangerous element may be; null for a page that is not ours.
 */
export async function xssFindings(target: ExtensionDocument, app: string | null): Promise<XssFindings> {
  return evaluateIn(target, inspect, [XSS_FLAG, app] as [string, string | null]);
}

/** The findings as one list: the flag when a payload ran, then every problem. */
export function xssProblems(result: XssFindings): string[] {
  return [...(result.flag ? [`window.${XSS_FLAG} is set`] : []), ...result.problems];
}

export function expectNoXss(result: XssFindings, where: string): void {
  expect({ where, flag: result.flag, problems: result.problems }).toEqual({ where, flag: false, problems: [] });
}
