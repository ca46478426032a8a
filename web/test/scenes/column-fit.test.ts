import t from 'tap';
import { fitColumns } from '../../src/scenes/monitoring/column-fit.ts';

const columns = [
  { ideal: 160, min: 150 },
  { ideal: 240, min: 120, grows: true },
  { ideal: 240, min: 120, grows: true },
  { ideal: 64, min: 48 },
];
const sum = (widths: number[]) => widths.reduce((a, b) => a + b, 0);

t.test('room to spare goes to the growing columns alike', async (t) => {
  t.same(fitColumns(columns, 904), [160, 340, 340, 64]);
  t.same(fitColumns(columns, 704), [160, 240, 240, 64], 'exactly the ideal');
});

t.test('short of room, each column gives up the same fraction above its minimum, and the whole fits', async (t) => {
  const widths = fitColumns(columns, 600);
  t.ok(sum(widths) <= 600, `${sum(widths)} px fit in 600`);
  t.ok(sum(widths) >= 597, 'and little is wasted');
  widths.forEach((w, i) => t.ok(w >= columns[i]!.min && w <= columns[i]!.ideal, `column ${i} between its minimum and ideal (${w})`));
  t.ok(widths[1]! < 240 && widths[0]! < 160, 'every column gave some');
});

t.test('below the minimums, the minimums (and the table scrolls)', async (t) => {
  t.same(fitColumns(columns, 300), [150, 120, 120, 48]);
});
