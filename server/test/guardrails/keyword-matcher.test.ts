import t from 'tap';
import { KeywordMatcher } from '../../src/guardrails/keyword-matcher.ts';

const matches = (keywords: string[], text: string) => new KeywordMatcher(keywords).find(text).map((h) => [keywords[h.keyword], text.slice(h.start, h.end)]);

t.test('case-insensitive and whole-word', async (t) => {
  t.same(matches(['merger'], 'The MERGER, a Merger; mergers, emerger, merger_x, merger2'), [
    ['merger', 'MERGER'],
    ['merger', 'Merger'],
  ]);
});

t.test('phrases match across any whitespace', async (t) => {
  t.same(matches(['source code'], 'the Source\ncode and source\tcode, sourcecode'), [
    ['source code', 'Source\ncode'],
    ['source code', 'source\tcode'],
  ]);
});

t.test('overlapping keywords are all reported', async (t) => {
  t.same(matches(['source code', 'code', 'trade secret', 'secret'], 'our trade secret source code'), [
    ['trade secret', 'trade secret'],
    ['secret', 'secret'],
    ['source code', 'source code'],
    ['code', 'code'],
  ]);
});

t.test('a keyword edge that is not a word character needs no boundary there', async (t) => {
  t.same(matches(['c++', '.net'], 'we use C++ and ASP.NET, not abc++'), [
    ['c++', 'C++'],
    ['.net', '.NET'],
  ]);
});

t.test('non-Latin scripts fold and bound words too', async (t) => {
  t.same(matches(['übernahme', 'слияние'], 'Die ÜBERNAHME und СЛИЯНИЕ, nicht Übernahmen'), [
    ['übernahme', 'ÜBERNAHME'],
    ['слияние', 'СЛИЯНИЕ'],
  ]);
});

t.test('thousands of keywords in one pass', async (t) => {
  const keywords = Array.from({ length: 5000 }, (_, i) => `codename ${i.toString(36)}`);
  const matcher = new KeywordMatcher(keywords);
  const hits = matcher.find('ship Codename 1ab and codename zz9 today, not codename 1abc');
  t.same(hits.map((h) => keywords[h.keyword]), ['codename 1ab']);
});

t.test('the end of a text that may still grow into a keyword, folded as find folds', async (t) => {
  const matcher = new KeywordMatcher(['project falcon', 'secret', 'go-live date']);
  const pending = (text: string) => matcher.pendingPrefix(text);
  t.equal(pending('We call it Project '), 'Project '.length, 'the first word of a phrase and the space after it');
  t.equal(pending('We call it PROJECT\nFal'), 'PROJECT\nFal'.length, 'any case, any whitespace');
  t.equal(pending('We call it project management '), 0, 'once it cannot become the phrase, nothing');
  t.equal(pending('the go-live '), 'go-live '.length);
  t.equal(pending('a secr'), 'secr'.length);
  t.equal(pending('a secret'), 'secret'.length, 'a whole keyword is a beginning of itself (and is found by find)');
  t.equal(pending(''), 0);
  t.equal(pending('nothing to hold here.'), 0);
});
