/** The real browser behind ScriptingPort. */
import { browser } from 'wxt/browser';
import { CONTENT_SCRIPT_FILE, RUNTIME_SCRIPT_ID, type ScriptingPort } from './content-scripts';

export function browserScripting(): ScriptingPort {
  return {
    granted: (pattern) => browser.permissions.contains({ origins: [pattern] }),
    async registered() {
      const scripts = await browser.scripting.getRegisteredContentScripts({ ids: [RUNTIME_SCRIPT_ID] });
      return scripts[0]?.matches ?? null;
    },
    async register(matches) {
      await browser.scripting.registerContentScripts([
        { id: RUNTIME_SCRIPT_ID, matches, js: [CONTENT_SCRIPT_FILE], runAt: 'document_idle', persistAcrossSessions: true },
      ]);
    },
    async update(matches) {
      await browser.scripting.updateContentScripts([{ id: RUNTIME_SCRIPT_ID, matches, js: [CONTENT_SCRIPT_FILE] }]);
    },
    async unregister() {
      await browser.scripting.unregisterContentScripts({ ids: [RUNTIME_SCRIPT_ID] });
    },
  };
}
