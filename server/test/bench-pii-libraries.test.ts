import t from 'tap';
import { MARK, removedCharacters } from '../bench/pii-libraries.ts';

/** The text with each removed character shown as #, to compare at a glance. */
const shown = (text: string, redacted: string) => {
  const removed = removedCharacters(text, redacted);
  return removed === undefined ? undefined : [...text].map((c, i) => (removed[i] ? '#' : c)).join('');
};

t.test('what a redact-only library removed is read back from its output', async (t) => {
  t.equal(shown('nothing here', 'nothing here'), 'nothing here', 'an unchanged text loses nothing');
  t.equal(shown('call 555-0147 now', `call ${MARK} now`), 'call ######## now');
  t.equal(shown('555-0147 first', `${MARK} first`), '######## first', 'a match at the start');
  t.equal(shown('ends with 555-0147', `ends with ${MARK}`), 'ends with ########', 'a match at the end');
  t.equal(shown('a 12 b 34 c', `a ${MARK} b ${MARK} c`), 'a ## b ## c', 'two matches');
  t.equal(shown('Dana Whitfield 555', `${MARK}${MARK} 555`), '############## 555', 'adjacent matches, merged');
  t.equal(shown('id 12 34 34 end', `id ${MARK} 34 end`), 'id ##### 34 end', 'the last kept stretch ends the text');
  t.equal(shown('a 1 b 1 b 2', `a ${MARK} b ${MARK}`), 'a # b #####', 'one between is taken at its first occurrence');
  t.equal(shown('x 1 y 1 z', `x ${MARK} y ${MARK} z`), 'x # y # z', 'a kept stretch that repeats a removed one');
});

t.test('an output that is not the text with marked stretches cannot be read back', async (t) => {
  t.equal(removedCharacters('call 555-0147 now', 'call PHONE now'), undefined, 'replaced without the marker');
  t.equal(removedCharacters('call 555-0147 now', `Call ${MARK} now`), undefined, 'other text changed');
  t.equal(removedCharacters('call 555-0147 now', `call ${MARK} later`), undefined, 'a kept stretch not in the text');
  t.throws(() => removedCharacters(`a ${MARK} b`, `a ${MARK} b`), /marker/, 'a text holding the marker itself is refused');
});
