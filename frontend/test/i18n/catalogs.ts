import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { i18n, type Messages } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * The Japanese catalogs as the build compiles them (src/locales/ja/public.po and messages.po, read with the formatter
 * lingui.config.ts names), so a component test can render the screen a Japanese user sees on a signed-in page (which
 * has both; test/i18n/publicCatalog.test.ts checks that the public pages need only the first). Components re-render
 * on activation; switch back with `activateEnglish` after the test.
 */
export async function activateJapanese(): Promise<void> {
  const messages: Messages = {};
  for (const name of ['public', 'messages']) {
    const po = readFileSync(join(process.cwd(), `src/locales/ja/${name}.po`), 'utf8');
    const catalog = await formatter({ lineNumbers: false }).parse(po, { locale: 'ja', sourceLocale: 'en', filename: `${name}.po` });
    for (const [id, entry] of Object.entries(catalog ?? {})) {
      if (entry.translation) messages[id] = compileMessage(entry.translation);
    }
  }
  i18n.loadAndActivate({ locale: 'ja', messages });
}

/** English with no compiled catalog: the macros fall back to their source messages (renderWithApp's default). */
export function activateEnglish(): void {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
}
