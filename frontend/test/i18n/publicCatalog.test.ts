// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getConfig, type ExtractedMessage } from '@lingui/conf';
import { extractor } from '@lingui/cli/api';
import { formatter } from '@lingui/format-po';
import { moduleGraph, publicEntries, signedInEntries } from './moduleGraph';

/*
 * The web app loads only the public catalog before its first render (src/i18n/catalog.ts); the signed-in layouts load
 * the app catalog before their pages render. So every message a public page can show, i.e. every message in the
 * modules the public routes import (statically or lazily), must be in the public catalog, or a Japanese visitor
 * reads a message id. The signed-in pages have both catalogs.
 */
const linguiConfig = getConfig({ cwd: process.cwd(), skipValidation: true });

async function messagesOf(files: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const file of files.filter((name) => /\.tsx?$/.test(name))) {
    await extractor.extract(
      file,
      readFileSync(file, 'utf8'),
      (message: ExtractedMessage) => found.set(message.id, `${message.message ?? message.id} (${path.relative(process.cwd(), file)})`),
      { linguiConfig },
    );
  }
  return found;
}

async function catalogIds(...names: string[]): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const name of names) {
    const po = readFileSync(path.join(process.cwd(), `src/locales/ja/${name}.po`), 'utf8');
    const catalog = await formatter({ lineNumbers: false }).parse(po, { locale: 'ja', sourceLocale: 'en', filename: `${name}.po` });
    for (const [id, entry] of Object.entries(catalog ?? {})) if (entry.translation) ids.add(id);
  }
  return ids;
}

const missingFrom = (used: Map<string, string>, catalog: Set<string>) =>
  [...used].filter(([id]) => !catalog.has(id)).map(([, where]) => where);

// Extracting the messages of a few hundred modules takes seconds on a quiet machine and more under load: the
// bound is generous, not a speed check.
describe('the public catalog', { timeout: 120_000 }, () => {
  it('holds, translated, every message the public pages import', async () => {
    const graph = await moduleGraph(publicEntries());
    // The pages the public part is made of, and a shared component, are in the graph (a walk that stopped early
    // would prove nothing).
    for (const file of [
      'src/features/landing/components/LandingPage.tsx',
      'src/features/auth/components/LoginForm.tsx',
      'src/features/registration/components/SignUpForm.tsx',
      'src/shell/Footer.tsx',
    ]) {
      expect(graph).toContain(path.join(process.cwd(), file));
    }
    expect(graph.some((file) => file.includes(`${path.sep}_manager`))).toBe(false);
    const used = await messagesOf(graph);
    expect(used.size).toBeGreaterThan(100);
    expect(missingFrom(used, await catalogIds('public'))).toEqual([]);
  });

  it('and the app catalog hold, translated, every message the signed-in pages import', async () => {
    const used = await messagesOf(await moduleGraph(signedInEntries()));
    expect(missingFrom(used, await catalogIds('public', 'messages'))).toEqual([]);
  });
});
