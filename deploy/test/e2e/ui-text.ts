// The app's texts as the browser shows them, read from the frontend's message catalogs (the build compiles
// the same files): browser tests find buttons and headings by these, so a text the Japanese catalog lacks
// fails the test instead of quietly matching English.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { RECORD_ITEMS } from '@fleetcheck/contracts';

export type UiLanguage = 'ja' | 'en';
export const uiLanguages: readonly UiLanguage[] = ['ja', 'en'];

/** The text for a message id (the English source or an explicit id), with `{name}` placeholders filled. */
export type UiText = (id: string, values?: Record<string, string | number>) => string;

const unquote = (quoted: string) => JSON.parse(quoted) as string;

/** msgid -> msgstr of a .po catalog; multi-line strings are joined as gettext does. */
function readCatalog(language: UiLanguage, catalogName: string): Map<string, string> {
  const file = fileURLToPath(new URL(`../../../frontend/src/locales/${language}/${catalogName}.po`, import.meta.url));
  const lines = readFileSync(file, 'utf8').split('\n');
  const catalog = new Map<string, string>();
  const continued = (from: number): [string, number] => {
    let text = '';
    let next = from;
    while (lines[next]?.startsWith('"')) text += unquote(lines[next++]!);
    return [text, next];
  };
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]!.startsWith('msgid "')) continue;
    const [idRest, afterId] = continued(i + 1);
    if (!lines[afterId]?.startsWith('msgstr "')) continue;
    const [strRest] = continued(afterId + 1);
    catalog.set(unquote(lines[i]!.slice(6)) + idRest, unquote(lines[afterId]!.slice(7)) + strRest);
  }
  return catalog;
}

const cache = new Map<string, Map<string, string>>();

/**
 * The web app's catalogs (its public pages' and its signed-in app's, both loaded on a signed-in page), or the driver's
 * phone app's (an entry of its own with its own catalog).
 */
export type UiCatalog = 'messages' | 'driver';
const catalogFiles: Record<UiCatalog, readonly string[]> = { messages: ['public', 'messages'], driver: ['driver'] };

export function uiText(language: UiLanguage, catalogName: UiCatalog = 'messages'): UiText {
  const key = `${catalogName}/${language}`;
  const catalog = cache.get(key) ?? new Map(catalogFiles[catalogName].flatMap((file) => [...readCatalog(language, file)]));
  cache.set(key, catalog);
  // A check record's item labels live in contracts' table of record items (ja and en), not in the catalogs.
  const itemLabel = (id: string) => Object.values(RECORD_ITEMS).find((item) => item.label.en === id)?.label[language];
  return (id, values = {}) => {
    const message = catalog.get(id) ?? itemLabel(id);
    if (message === undefined) throw new Error(`the frontend catalogs have no message ${JSON.stringify(id)}`);
    // The English catalog leaves source texts untranslated; Japanese must have its own text.
    const text = message || (language === 'en' ? id : '');
    if (!text) throw new Error(`no ${language} translation of ${JSON.stringify(id)}`);
    return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
  };
}
