// The build runs this first. Fills the Japanese catalog from JSON maps {"English source": "日本語"} after `lingui extract`:
//   flock /tmp/fleetcheck-lingui.lock npx tsx scripts/translate.ts my-strings.json
// Only empty msgstr entries are filled unless --overwrite is given; prints what is still missing, and
// exits 1 if anything is, so `lingui compile --strict` will not be the first to notice.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';

const args = process.argv.slice(2);
const overwrite = args.includes('--overwrite');
const files = args.filter((a) => !a.startsWith('--'));
const root = fileURLToPath(new URL('..', import.meta.url));
execFileSync('npx', ['lingui', 'extract', '--clean'], { cwd: root, stdio: 'ignore' });

const translations: Record<string, string> = Object.assign({}, ...files.map((f) => JSON.parse(readFileSync(f, 'utf8'))));
const unquote = (s: string) => JSON.parse(s) as string;
const missing: string[] = [];
/** Translations already in a catalog (the error keys are translated in public.po only): the driver app's reuses them. */
const known = new Map<string, string>();
// One Japanese catalog per Lingui catalog: the web app's public and signed-in ones, then the driver app's
// (lingui.config.ts).
for (const catalog of ['public', 'messages', 'driver']) {
  const poPath = `${root}src/locales/ja/${catalog}.po`;
  const lines = readFileSync(poPath, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]!.startsWith('msgid "')) continue;
    let id = unquote(lines[i]!.slice(6));
    let j = i + 1;
    while (lines[j]?.startsWith('"')) id += unquote(lines[j++]!);
    if (id === '' || !lines[j]?.startsWith('msgstr ')) continue;
    let current = unquote(lines[j]!.slice(7));
    let k = j + 1;
    while (lines[k]?.startsWith('"')) current += unquote(lines[k++]!);
    const wanted = translations[id] ?? (current === '' ? known.get(id) : undefined);
    if (wanted !== undefined && (current === '' || overwrite)) {
      lines.splice(j, k - j, `msgstr ${JSON.stringify(wanted)}`);
      current = wanted;
    }
    if (current === '') missing.push(`${catalog}: ${id}`);
    else known.set(id, current);
  }
  writeFileSync(poPath, lines.join('\n'));
}
if (missing.length) {
  console.error(`ja: ${missing.length} without a translation:\n${missing.map((m) => `  ${JSON.stringify(m)}`).join('\n')}`);
  process.exit(1);
}
console.log('ja catalog complete');
