/** The theme setting on the page's root element; CSS (components/theme.css) does the rest. */
export type ThemeSetting = 'system' | 'light' | 'dark';

export function applyTheme(theme: ThemeSetting, root: HTMLElement = document.documentElement): void {
  if (theme === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', theme);
}
