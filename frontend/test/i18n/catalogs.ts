import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { i18n, type Messages } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * The Japanese catalog as the build compiles it (src/locales/ja/messages.po, read with the formatter
 * lingui.config.ts names), so a component test can render the screen a Japanese user sees. Components
 * re-render on activation; switch back with `activateEnglish` after the test.
 */
export async function activateJapanese(): Promise<void> {
  const po = readFileSync(join(process.cwd(), 'src/locales/ja/messages.po'), 'utf8');
  const catalog = await formatter({ lineNumbers: false }).parse(po, { locale: 'ja', sourceLocale: 'en', filename: 'messages.po' });
  const messages: Messages = {};
  for (const [id, entry] of Object.entries(catalog ?? {})) {
    if (entry.translation) messages[id] = compileMessage(entry.translation);
  }
  i18n.loadAndActivate({ locale: 'ja', messages });
}

/** English with no compiled catalog: the macros fall back to their source messages (renderWithApp's default). */
export function activateEnglish(): void {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
}
