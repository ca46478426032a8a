// npm run streams
// Regenerates the recorded event streams in seed/streams/ from their generators. The output is the same
// on every run, so the committed files change only when a generator does.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { formatStream } from '../streams/format.ts';
import { STREAMS, streamFile } from '../streams/index.ts';

for (const [name, build] of Object.entries(STREAMS)) {
  const lines = build();
  const text = formatStream(lines);
  writeFileSync(streamFile(name), text);
  const minutes = (lines.at(-1)?.offsetMs ?? 0) / 60_000;
  const counts = new Map<string, number>();
  for (const { event } of lines) counts.set(event.type, (counts.get(event.type) ?? 0) + 1);
  console.log(
    `${relative(process.env.INIT_CWD ?? process.cwd(), streamFile(name))}: ${lines.length} events over ${minutes.toFixed(0)} min ` +
      `(${[...counts].map(([type, n]) => `${n} ${type}`).join(', ')}), ${(text.length / 1024).toFixed(0)} KiB`,
  );
}
