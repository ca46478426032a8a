import { readFileSync } from 'node:fs';
import t from 'tap';
import { FINANCIAL_RECOGNIZERS } from '../../src/guardrails/detectors/financial.ts';
import { PHI_RECOGNIZERS } from '../../src/guardrails/detectors/phi.ts';
import { PII_RECOGNIZERS } from '../../src/guardrails/detectors/pii.ts';
import { valueFinder } from '../../src/guardrails/detectors/recognizer.ts';
import { narrowed, scansStandIns, scanText } from '../../src/guardrails/detectors/scan-text.ts';
import { SECRETS_RECOGNIZERS } from '../../src/guardrails/detectors/secrets.ts';

const RECOGNIZERS = [...PII_RECOGNIZERS, ...PHI_RECOGNIZERS, ...FINANCIAL_RECOGNIZERS, ...SECRETS_RECOGNIZERS];

/** Corpus sentences nobody here wrote, with characters past Latin-1 put in: names of other scripts, emoji, arrows. */
function widened(): string[] {
  const texts: string[] = [];
  for (const file of ['outside-people-templates.jsonl', 'outside-people-3.jsonl', 'outside-health-3.jsonl', 'outside-presidio.jsonl', 'people-health.jsonl']) {
    const lines = readFileSync(new URL(`../../../seed/corpus/${file}`, import.meta.url), 'utf8').split('\n').filter(Boolean);
    for (const line of lines) texts.push((JSON.parse(line) as { text: string }).text);
  }
  const wide = ['🙏 ', ' → ', '… ', ' €5 ', 'Łucja ', 'Dvořák ', 'Иван ', '山田 ', 'Đặng Thị ', 'Ωmega ', '™ '];
  return texts.flatMap((text, i) => {
    const cut = text.indexOf(' ', (i * 7) % Math.max(1, text.length));
    const at = cut < 0 ? 0 : cut + 1;
    const insert = wide[i % wide.length]!;
    return [`${text.slice(0, at)}${insert}${text.slice(at)}`, text.replace(/e/g, (e, j: number) => (j % 3 === 0 ? 'ė' : e))];
  });
}

const matches = (pattern: RegExp, text: string) => {
  pattern.lastIndex = 0;
  const found: string[] = [];
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    found.push(`${m.index}+${m[0].length}`);
    if (m[0].length === 0) pattern.lastIndex++;
  }
  return found;
};

t.test('patterns match at the same places in a text and in its one-byte stand-in', async (t) => {
  const texts = widened();
  const scannable = RECOGNIZERS.filter((r) => scansStandIns(r.pattern));
  t.ok(scannable.length > RECOGNIZERS.length / 2, `${scannable.length} of ${RECOGNIZERS.length} patterns run over the stand-in`);
  let stoodIn = 0;
  let compared = 0;
  for (const written of texts) {
    const text = narrowed(written);
    const scan = scanText(text);
    if (scan === text) continue;
    stoodIn++;
    t.equal(scan.length, text.length);
    for (const { pattern } of scannable) {
      const finder = valueFinder(pattern);
      const a = matches(finder, text);
      const b = matches(finder, scan);
      compared += a.length;
      if (a.join() !== b.join()) t.fail(`${pattern.source.slice(0, 60)} on ${JSON.stringify(text.slice(0, 80))}: ${a} vs ${b}`);
    }
  }
  t.ok(stoodIn > texts.length / 2, `${stoodIn} of ${texts.length} texts scanned through a stand-in`);
  t.ok(compared > 1000, `${compared} matches compared`);
});

t.test('a text no stand-in can play for is scanned as written', async (t) => {
  for (const text of ['café au lait', 'plain ASCII']) t.equal(scanText(text), text, 'Latin-1 needs none');
  // A combining mark, a digit of another script, a letter that folds into Latin-1, an astral letter.
  for (const text of ['Zoe\u0308 called', 'room ٣', 'Straẞe', '𝐀lice']) t.equal(scanText(text), text, JSON.stringify(text));
  t.equal(scanText('Łucja 🙏 → 山田'), 'Þucja ¤¤ ¤ ªª');
});

t.test('a pattern naming a character past Latin-1, or a property the stand-ins do not keep, runs over the text as written', async (t) => {
  t.ok(scansStandIns(/(?<![\p{L}\p{N}_'’.-])\p{Lu}[\p{Ll}\p{M}]+/gu), 'a typographic apostrophe is never in the text by then');
  t.notOk(scansStandIns(/→/g));
  t.notOk(scansStandIns(/\u2192/g));
  t.notOk(scansStandIns(/\p{So}/gu));
  t.notOk(scansStandIns(/\p{Lo}/gu));
});
