import { describe, expect, it } from 'vitest';
import { apiBaseUrlProblem, isLoopbackHost, parseApiBaseUrl } from '../base-url';

describe('parseApiBaseUrl: https, or http to this computer only', () => {
  it.each([
    'https://feed.example.org',
    'https://feed.example.org:8443/api/',
    'http://127.0.0.1:8787',
    'http://127.255.10.1/',
    'http://localhost:8787/prefix',
    'http://api.localhost/',
    'http://[::1]:9000/',
    // Other spellings of 127.0.0.1 that the URL parser turns into dotted decimal.
    'http://0x7f.1:8787/',
    'http://2130706433/',
  ])('accepts %s', (address) => {
    expect(apiBaseUrlProblem(address)).toBeNull();
    expect(parseApiBaseUrl(address).pathname.endsWith('/')).toBe(true);
  });

  it.each([
    'http://feed.example.org',
    'http://10.0.0.5:8787/',
    'http://192.168.1.20/',
    'http://128.0.0.1/',
    'http://[::2]/',
    'http://localhost.evil.example/',
    'http://127.0.0.1.nip.io/',
    'http://[::ffff:127.0.0.1]/',
  ])('refuses plain http to %s: the password and token would cross a network in clear', (address) => {
    expect(apiBaseUrlProblem(address)).toBe('insecure');
    expect(() => parseApiBaseUrl(address)).toThrow(/must use https:\/\//);
  });

  it('names each other problem', () => {
    expect(apiBaseUrlProblem('ftp://x')).toBe('scheme');
    expect(apiBaseUrlProblem('not a url')).toBe('invalid');
    expect(apiBaseUrlProblem('https://u:p@feed.example.org')).toBe('credentials');
    expect(apiBaseUrlProblem('https://feed.example.org/?a=1')).toBe('query');
    expect(apiBaseUrlProblem(`https://feed.example.org/${'a'.repeat(2000)}`)).toBe('tooLong');
  });

  it('knows loopback hosts and nothing else', () => {
    expect(['localhost', 'LOCALHOST', 'localhost.', 'a.localhost', '127.0.0.1', '127.1.2.3', '[::1]'].every(isLoopbackHost)).toBe(true);
    expect(['localhost.com', '127.0.0.1.example', '0.0.0.0', '::1', '[::]', 'example.org'].some(isLoopbackHost)).toBe(false);
  });
});
