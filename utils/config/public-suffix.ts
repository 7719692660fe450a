/**
 * Whether a host name is a public suffix: a name under which anyone can register their own site
 * (`com`, `nl`, `co.uk`, `github.io`). A job board's pattern must name a registrable domain or a
 * host under one, so that `*://*.com/*` or `*://*.co.uk/*` cannot pass for a board: the extension
 * would then ask to run on every site under that suffix.
 *
 * Every single-label name (a top-level domain) is a public suffix, and so are the multi-label
 * suffixes below: the second-level registries and shared-hosting zones of the Public Suffix List
 * (publicsuffix.org, ICANN and PRIVATE sections) that a recruiter's board list could plausibly meet.
 * The whole list would cost the background about 40 KB gzipped, its entire budget; this subset covers
 * the countries our users hire in and the hosting platforms job sites are built on. A suffix missing
 * here still needs the person to grant its whole zone in the browser's own permission prompt.
 */
const MULTI_LABEL_SUFFIXES = new Set([
  // United Kingdom, Ireland
  'co.uk',
  'org.uk',
  'me.uk',
  'ltd.uk',
  'plc.uk',
  'net.uk',
  'ac.uk',
  'gov.uk',
  'nhs.uk',
  'sch.uk',
  'gov.ie',
  // Belgium, France, Germany, Austria, Switzerland, Poland, Spain, Portugal, Italy
  'ac.be',
  'gouv.fr',
  'asso.fr',
  'com.fr',
  'co.at',
  'or.at',
  'gv.at',
  'ac.at',
  'com.pl',
  'net.pl',
  'org.pl',
  'com.es',
  'org.es',
  'nom.es',
  'com.pt',
  'org.pt',
  'gov.it',
  'edu.it',
  // Elsewhere, common second-level registries
  'com.au',
  'net.au',
  'org.au',
  'edu.au',
  'gov.au',
  'co.nz',
  'org.nz',
  'net.nz',
  'co.za',
  'org.za',
  'gov.za',
  'com.br',
  'net.br',
  'org.br',
  'com.mx',
  'com.ar',
  'com.tr',
  'com.cn',
  'com.hk',
  'com.sg',
  'com.tw',
  'com.my',
  'co.jp',
  'ne.jp',
  'or.jp',
  'co.kr',
  'co.in',
  'net.in',
  'co.il',
  'co.id',
  'com.ua',
  'com.ru',
  // Shared hosting where each customer gets a subdomain
  'github.io',
  'gitlab.io',
  'netlify.app',
  'vercel.app',
  'pages.dev',
  'workers.dev',
  'web.app',
  'firebaseapp.com',
  'appspot.com',
  'herokuapp.com',
  'azurewebsites.net',
  'cloudfront.net',
  'blogspot.com',
  'wordpress.com',
  'wixsite.com',
  'squarespace.com',
  'webflow.io',
  'myshopify.com',
  's3.amazonaws.com',
]);

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** Hosts that are not domain names at all: an IPv4 address, or this computer's own names. */
export function isAddressOrLocal(host: string): boolean {
  return IPV4.test(host) || host === 'localhost' || host.endsWith('.localhost');
}

export function isPublicSuffix(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  if (isAddressOrLocal(name)) return false;
  return !name.includes('.') || MULTI_LABEL_SUFFIXES.has(name);
}
