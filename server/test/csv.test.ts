import t from 'tap';
import { csvCell, csvRow, csvStream } from '../src/csv.ts';

t.test('cells are quoted only when needed, quotes doubled', async (t) => {
  t.equal(csvCell('plain'), 'plain');
  t.equal(csvCell('a,b'), '"a,b"');
  t.equal(csvCell('say "hi"'), '"say ""hi"""');
  t.equal(csvCell('two\nlines'), '"two\nlines"');
  t.equal(csvCell(null), '');
  t.equal(csvCell(42), '42');
});

t.test('formula injection is neutralised', async (t) => {
  t.equal(csvCell('=HYPERLINK("http://x")'), `"'=HYPERLINK(""http://x"")"`);
  t.equal(csvCell('+1+1'), "'+1+1");
  t.equal(csvCell('-2'), "'-2");
  t.equal(csvCell('@SUM(A1)'), "'@SUM(A1)");
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
