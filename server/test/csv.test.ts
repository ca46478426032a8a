import t from 'tap';
import { parse } from 'csv-parse/sync';
import { csvCell, csvRow, csvStream } from '../src/csv.ts';

t.test('cells are quoted only when needed, quotes doubled', async (t) => {
  t.equal(csvCell('plain'), 'plain');
  t.equal(csvCell('a,b'), '"a,b"');
  t.equal(csvCell('a;b'), '"a;b"', 'a semicolon separates cells in many locales');
  t.equal(csvCell('a\tb'), '"a\tb"');
  t.equal(csvCell('say "hi"'), '"say ""hi"""');
  t.equal(csvCell('two\nlines'), '"two\nlines"');
  t.equal(csvCell(null), '');
  t.equal(csvCell(42), '42');
  t.equal(csvCell(-3), '-3', 'numbers are ours, not formulas');
});

t.test('formula injection is neutralised', async (t) => {
  t.equal(csvCell('=HYPERLINK("http://x")'), `"'=HYPERLINK(""http://x"")"`);
  t.equal(csvCell('+1+1'), "'+1+1");
  t.equal(csvCell('-2'), "'-2");
  t.equal(csvCell('@SUM(A1)'), "'@SUM(A1)");
  t.equal(csvCell('＝1+1'), "'＝1+1", 'full-width equals sign');
  t.equal(csvCell('  =1+1'), "  '=1+1", 'after leading spaces');
  t.equal(csvCell('a;=1+1'), `"a;'=1+1"`, 'after a separator, where a semicolon reader starts a cell');
  t.equal(csvCell('a - b = c'), 'a - b = c', 'leaders inside text are left alone');
});

/** What a spreadsheet would take for a formula: a leader as the first visible character of a cell. */
const formulaLike = (cell: string) => /^[=+\-@\u2212]/.test(cell.normalize('NFKC').replace(/^\s+/, ''));

t.test('a real CSV parser reads every hostile cell back as one text cell, in every separator convention', async (t) => {
  const hostile = [
    ';=1+1',
    '=1+1;',
    'a;=cmd|" /C calc"!A0',
    '＝1+1',
    '﹦1+1',
    '＋1',
    '－1',
    '＠SUM(A1)',
    '\u22121+1',
    '\t=1+1',
    '\r=1+1',
    ' \n=1+1',
    '"=1+1"',
    ',=1+1',
    'x\t=1+1',
    '\u3000=1+1',
    'plain text',
  ];
  const csv = csvRow(['label', ...hostile.map((_, i) => `c${i}`)]) + csvRow(['row', ...hostile]);
  for (const delimiter of [',', ';', '\t']) {
    const records = parse(csv, { delimiter, relax_quotes: true, relax_column_count: true }) as string[][];
    t.equal(records.length, 2, `two records with '${JSON.stringify(delimiter)}' as separator`);
    const cells = records[1]!;
    t.same(cells.filter(formulaLike), [], `no cell starts a formula with ${JSON.stringify(delimiter)} as separator`);
    if (delimiter === ',') {
      t.same(cells.slice(1).map((c) => c.replaceAll("'", '')), hostile, 'every value comes back whole, apostrophes aside');
    }
  }
});

t.test('a stream yields the header then every row', async (t) => {
  async function* rows() {
    yield { a: 1, b: 'x' };
    yield { a: 2, b: 'y,z' };
  }
  let out = '';
  for await (const chunk of csvStream(['A', 'B'], rows(), (r) => [r.a, r.b])) out += chunk;
  t.equal(out, 'A,B\r\n1,x\r\n2,"y,z"\r\n');
  t.equal(csvRow(['h']), 'h\r\n');
});
