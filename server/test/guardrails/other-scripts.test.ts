// Person names written in scripts other than Latin, inside text written mostly in English or in their own script.
import t from 'tap';
import { detect } from '../../src/guardrails/index.ts';

const people = (text: string) =>
  detect('pii-detector-v1', text)
    .filter((d) => d.entity === 'PERSON')
    .map((d) => text.slice(d.start, d.end));

t.test('a given name and a family name of another script, in an English request', async (t) => {
  for (const [text, name] of [
    ['Please send the contract to 日高 美穂 by Friday.', '日高 美穂'],
    ['Send it to עידן אוריאל today.', 'עידן אוריאל'],
    ['Contact مسعد الخليفي about it.', 'مسعد الخليفي'],
    ['Write a thank-you note to Αριστείδης Παπάγος.', 'Αριστείδης Παπάγος'],
    ['Meeting notes: ელზა ხოჯივანიშვილი raised the budget question.', 'ელზა ხოჯივანიშვილი'],
    ['Forward the invoice to สิรีธร เจียวกระโทก.', 'สิรีธร เจียวกระโทก'],
  ] as const) {
    t.same(people(text), [name], text);
  }
});

t.test('a Russian or Ukrainian name with its patronymic; a name written without a space as family name and given name', async (t) => {
  t.same(people('A letter from Прохорова Пелагея Львовна arrived.'), ['Прохорова Пелагея Львовна']);
  t.same(people('Анастасій Панасович Мазун will lead the migration.'), ['Анастасій Панасович Мазун']);
  t.same(people('Meeting notes: 고지훈 raised the budget question.'), ['고지훈']);
  t.same(people('Summarise what 胤祥 宗政 said in the meeting.'), ['胤祥 宗政'], 'a listed given name and a family name of one or two characters the lists lack');
  t.same(people('简体中文 日本語'), [], 'the names of languages');
});

t.test('a title before the name is left out; one listed word counts only in a text written mostly in Latin letters', async (t) => {
  t.same(people('Can you write a thank-you note to دكتور حكيم فقوسة?'), ['حكيم فقوسة']);
  t.same(people('Tell 美穂 the numbers are ready.'), ['美穂']);
  for (const text of ['Это Москва. Анна пришла домой.', 'שלום, אני גר בתל אביב', 'مرحبا بكم في دبي', 'English | 한국어 | 简体中文 | 日本語']) {
    t.same(people(text), [], `no name, or a lone given name among the words of its own language: ${text}`);
  }
});

t.test('in an English request, a name of another script no list holds, where a sentence puts a person', async (t) => {
  for (const [text, name] of [
    ['Please send the contract to خطيب بديرية by Friday.', 'خطيب بديرية'],
    ['Meeting notes: रतन बजाज raised the budget question.', 'रतन बजाज'],
    ['Write a note to 井高加奈 today.', '井高加奈'],
  ] as const) {
    t.same(people(text), [name], text);
  }
  for (const text of ['Translate to 日本語 please.', 'Can you translate this email into 简体中文?', 'Hello in Korean is 안녕하세요.', '안녕하세요 is Korean for hello.', 'We say こんにちは to greet people.', 'Thanks = 谢谢']) {
    t.same(people(text), [], `a language or its words: ${text}`);
  }
});


t.test('in an English sentence, a run of another script with a listed name in it is the whole name', async (t) => {
  t.same(people('Is Галина Вълчев still on the distribution list?'), ['Галина Вълчев'], 'a listed given name and a family name the lists lack');
  t.same(people('Minutes: أحمد زايد presented the Q3 numbers; no objections.'), ['أحمد زايد']);
  t.same(people('I need a reference letter template for ดุสิต  บุตโต, a former intern.'), ['ดุสิต  บุตโต'], 'words two spaces apart');
  t.same(people('Schedule a one-on-one between me and الخنساء العمريّ.'), ['الخنساء العمريّ'], 'after the words that take a person in the Latin-script rules');
  t.same(people('Is 美玲 卞 still on the distribution list?'), ['美玲 卞'], 'after a question opened with "Is"');
  t.same(people('Hello in Korean is 안녕하세요.'), [], 'not after "is" in mid-sentence, where the meaning stands');
});
