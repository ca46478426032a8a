// node --import tsx seed/src/cli/outside-people-2.ts
// Writes seed/corpus/outside-people-2.jsonl: a second set of sentences nobody on this project wrote, with
// the people in them marked by someone else, to measure the PERSON detector on text it was not shaped by.
//
// Source: Universal NER's English Web Treebank (https://github.com/UniversalNER/UNER_English-EWT, file
// `en_ewt-ud-test.iob2` at commit d516dd3322ae4fb5ae091ec1e691078ac8dd81ff; CC BY-SA 4.0, as is the UD
// English EWT treebank it annotates). The texts are web text of 2003-2012: weblogs, newsgroup posts,
// Yahoo! Answers and the Enron e-mails (greetings, sign-offs, signatures), each sentence as the file's
// `# text =` line gives it, tokenisation spaces ("I 'm", "Google 's") included. The PER spans are those
// the Universal NER annotators marked (`B-PER`/`I-PER`); nothing is fetched: the sentences live here.
//
// Which sentences: three stretches of the file read in order (characters 0-16,000, 120,000-152,000 and
// 250,000-298,000 of it), and from them every sentence with an entity label (PER, ORG, LOC or OTH) or a
// weekday or month; a text that recurs is kept once. A sentence without PER is a negative: places,
// companies, newspapers, products, nationalities, dates.
//
// Where this corpus departs from the annotators (listed per case in `note`), by this project's span rules
// (seed/corpus/README.md): a mail domain glued to a name is not part of it ("Andrew Edison@ENRON" is
// Andrew Edison); a title is left out ("Mr Dar" is Dar, "Pastor Stephen Jones" is Stephen Jones);
// initials standing alone for a person ("D", "SS", "z", "cgy") are left unlabelled, as no reader could tell
// them from other letters; and a person the annotators left unmarked or marked as an organisation ("Amy"
// signing a post, "Becky A. Stephens" heading her signature, "Maffett" a party to a lawsuit) is in `added`.
import { writeFileSync } from 'node:fs';
import { firstOfEachText, placeLabels } from './outside-source.ts';

interface Case {
  text: string;
  /** The people Universal NER's annotators marked, as spans of this project's rules. */
  marked?: string[];
  /** People the annotators did not mark as PER that the sentence names all the same. */
  added?: string[];
  /** Why a label differs from the annotators'. */
  note?: string;
}

const SOURCE = {
  repo: 'UniversalNER/UNER_English-EWT',
  path: 'en_ewt-ud-test.iob2',
  commit: 'd516dd3322ae4fb5ae091ec1e691078ac8dd81ff',
  licence: 'CC-BY-SA-4.0',
};

const CASES: Case[] = [
  // Characters 0-16,000: weblogs.
  { text: 'What if Google Morphed Into GoogleOS?' },
  { text: 'What if Google expanded on its search-engine (and now e-mail) wares into a full-fledged operating system?' },
  { text: '[via Microsoft Watch from Mary Jo Foley ]', marked: ['Mary Jo Foley'] },
  { text: "This BuzzMachine post argues that Google 's rush toward ubiquity might backfire -- which we 've all heard before, but it 's particularly well-put in this post." },
  { text: 'Google is a nice search engine.' },
  { text: 'John Donovan from Argghhh! has put out a excellent slide show on what was actually found and fought for in Fallujah.', marked: ['John Donovan'] },
  { text: 'One of the pictures shows a flag that was found in Fallujah.' },
  { text: 'Compare the flags to the Fallujah one.' },
  { text: 'This Fallujah operation my turn out to be the most important operation done by the US Military since the end of the war.' },
  { text: "Let me join the chorus of annoyance over Google 's new toolbar , which, as noted in the linked article, commits just about every sin an online marketer could commit, and makes up a few new ones besides." },
  { text: "I 'm not fond of the Google-hates-privacy argument" },
  { text: 'Iran says it is creating nuclear energy without wanting nuclear weapons.' },
  { text: "The United States does n't believe the Iranian Government." },
  { text: 'One can suspect the Iranian Government.' },
  { text: 'I read an Article in Time magazine accusing the Iranian Government of being willing to start a nuclear war and I sympathise with the Article.' },
  { text: 'They are certainly being nasty to the United Nations Security Council in connection with the anti-proliferation treaty.' },
  { text: "The President has also said he would like to see Israel wiped off the map which he could n't even begin to try without nuclear weapons." },
  { text: 'Many people want to use diplomacy with Iran rather than military pressure.' },
  { text: 'One reader pointed out that the President watched the Americans in the embassy when they took them hostage.' },
  { text: 'It does seem that Iranians frequently make statements and then hide behind lack of proof.' },
  { text: 'Angry crowds chanted anti-American slogans in the western city of Falluja (pop. 256,000) as the security police killed in a friendly fire incident by US troops were buried on Saturday.' },
  { text: 'Reuters reported that "Sunni clerics in the town issued a \'Declaration by the people of Fallujah\' condemning the deaths of the security guards and police, announcing three days of mourning, and calling for a general strike today."' },
  { text: 'It read, "The people of Fallujah condemn the massacre which was committed on Friday against people dedicated to the protection of Fallujah.' },

  // Characters 120,000-152,000: Yahoo! Answers, then Enron e-mails.
  { text: "I 'm going on a trip to Europe soon, and I need to find a good, quality raincoat." },
  { text: 'Look on the debenhams website' },
  { text: "i tried to say i was n't that drunk but z was n't having any of that conversation.", note: 'the annotators mark "z" (an initial) as PER' },
  { text: 'she told me that after friday and saturday she felt i was slowly regressing.' },
  { text: 'then i told her i felt i should be able to screw missy just once.', marked: ['missy'] },
  {
    text: "Did you get in as much trouble as I did this weekend - Lori seems to think I need to get help - I told her it 's normal to drink all day at a bar, then go to dinner where you do n't know half the people there and proceed to get extremely fucked up",
    marked: ['Lori'],
  },
  { text: 'Location: Houston, Texas USA' },
  { text: 'Marvel Consultants, Inc. 28601 Chagrin Blvd. Cleveland, Ohio 44122 USA Email: recruiters@marvelconsultants.com <mailto:recruiters@marvelconsultants.com> Phone: 216-292-2855 Fax: 216-292-7207' },
  { text: "I 'm hearing some pretty depressing stuff from the people I know at ENE." },
  {
    text: "I 've got some friends at Duke and Dynegy from B-school, the Gianoucous (spelling??) brothers (John and Dimitri?from elementary school) started their own outfit a while back, and my old man is at Schlumberger and has good contacts in general (if you are n't married to a trading environment).",
    marked: ['Gianoucous', 'John', 'Dimitri'],
  },
  { text: 'Michael', marked: ['Michael'] },
  { text: "not sure how much longer ene is going to be around and i 'm checking out my options!" },
  { text: 'Hi David:', marked: ['David'] },
  { text: 'Jeff', marked: ['Jeff'] },
  {
    text: "I think this is actually a good thing--makes our proposal look like a much more preferable alternative by comparison, makes our support in the process more important, and sets Harvey up as the Ralph Nader equivalent in the election to fix California 's broken system---a potential spoiler.",
    marked: ['Harvey', 'Ralph Nader'],
  },
  { text: "I 'm not driving tonite, but I bet that we could hitch a ride back with Anil.", marked: ['Anil'] },
  { text: 'Michael Olsen@ENRON', marked: ['Michael Olsen'], note: 'the annotators\' span runs on through "@ENRON"' },
  { text: 'Daren,', marked: ['Daren'] },
  { text: 'Pat had told me before he left that it would help me better grasp the process as a whole.', marked: ['Pat'] },
  { text: 'Mike', marked: ['Mike'] },
  { text: 'The new fixed price deal with Equistar is #365013.' },
  { text: 'D', note: 'the annotators mark "D" (an initial signing the message) as PER' },
  { text: 'Daren', marked: ['Daren'] },
  { text: 'We just did a deal for the rest of the month for 10,000/d at meter # 1552 QE-1 @ $4.355 .... can you let me and Robert Lloyd know what the sitara # is?', marked: ['Robert Lloyd'] },
  { text: 'Melissa,', marked: ['Melissa'] },
  { text: 'August 11,2000' },
  { text: 'Teco Tap 108.333 / HPL IFERC ; 20.000 / Enron' },

  // Characters 250,000-298,000: Enron e-mails, then newsgroup posts.
  { text: "The guaranty for the PPA is blacklined against the Enron EPC Contract guaranty in favor of the banks which was granted in connection with our Cabazon Wind Power Project (the project most recently financed by EWC) and the GPSA guaranty is blacklined against the PPA guaranty." },
  { text: 'As we discussed last week, since the Enron guaranties will need to be in a form that will acceptable to our project lenders and equity participants, we thought that we should start with a form that was used in our last financing and that was negotiated by Enron and the banks.' },
  { text: "We plan to use the same basic form for the Enron guaranty that will be made in favor of EPMI with respect to the seller 's obligations under the PPA." },
  { text: 'Sheila Tweed', marked: ['Sheila Tweed'] },
  { text: 'Mary Hain', marked: ['Mary Hain'] },
  { text: 'I am going to be the Senior Regulatory Counsel at ISO New England starting on April 9, 2001.' },
  { text: 'My last day in the Portland area will be March 31, 2001.' },
  { text: 'My new address will be: Mary Hain Senior Regulatory Counsel ISO New England Inc.One Sullivan Road Holyoke, MA 01040-2841 (413) 535-4000 mhain@ISO-NE.com', marked: ['Mary Hain'] },
  { text: 'Mark', marked: ['Mark'] },
  { text: 'Elizabeth 36349', marked: ['Elizabeth'] },
  { text: 'Andrew Edison@ENRON', marked: ['Andrew Edison'], note: 'the annotators\' span runs on through "@ENRON"' },
  { text: 'I have settled the Ecogas/Enron/Randy Maffett lawsuit.', marked: ['Randy Maffett'] },
  { text: 'Seriously, I talked this morning with Tom Hall and we agreed that Ecogas would pay him $53,000.', marked: ['Tom Hall'] },
  { text: 'Hall has agreed to release Enron, Ecogas, Maffett and every affiliate, related party and subsidiary.', marked: ['Hall'], added: ['Maffett'], note: 'the annotators mark Maffett, a party to the lawsuit, as ORG' },
  { text: 'I have asked Doug Daniels to prepare the settlement papers reflecting such an agreement.', marked: ['Doug Daniels'] },
  { text: 'Becky Stephens@ENRON', marked: ['Becky Stephens'], note: 'the annotators\' span runs on through "@ENRON"' },
  { text: 'Richard, below is a list of oc invoices sent to you for approval on 5/30/00.', marked: ['Richard'] },
  { text: 'Holland & Hart, LLP; #432785 dated 4/14/00' },
  { text: 'Michael L. Beatty & Associates, PC; #10461, #10469 & #10468 dated 5/28/00.' },
  { text: 'Becky A. Stephens Litigation Unit, Enron Corp. 713/853-5025 EB4809', added: ['Becky A. Stephens'], note: 'the annotators mark the whole "Becky A. Stephens Litigation Unit" as ORG' },
  { text: 'Christian Yoder/ENRON@enronXgate', marked: ['Christian Yoder'] },
  { text: 'Can you pass this along to Elizabeth to ensure Sanders is on board as well?', marked: ['Elizabeth', 'Sanders'] },
  { text: "We are renewing our L/C's on a month to month basis for the PX per Sanders.", marked: ['Sanders'] },
  { text: "I agree with Steve 's position stated in his separate e'mail.", marked: ['Steve'] },
  { text: '----cgy', note: 'the annotators mark "cgy" (initials signing the message) as PER' },
  { text: 'Tracy, Do we have concerns here.', marked: ['Tracy'] },
  { text: 'Sara,', marked: ['Sara'] },
  { text: "Attached below is Davis Thames ' presentation regarding the proposed Project Bruin.", marked: ['Davis Thames'] },
  { text: 'I will forward the draft Bear Stearns term sheet separately.' },
  { text: 'Paul', marked: ['Paul'] },
  { text: 'Davis', marked: ['Davis'] },
  { text: 'Clint:', marked: ['Clint'] },
  { text: 'I spoke with Mike Collins [203-719-8385 (phone) and 203-719-7031 (fax)] who conrfirmed to me that the cap included the remaining 2.5+million remaining shares.', marked: ['Mike Collins'] },
  { text: 'sara', marked: ['sara'] },
  { text: 'My assistant Joanne Rozycki has cell, car numbers to reach me.', marked: ['Joanne Rozycki'] },
  { text: "I 'll be back on Monday." },
  { text: 'Sara Shackleton Enron Wholesale Services 1400 Smith Street, EB3801a Houston, TX 77002 Ph: (713) 853-5620 Fax: (713) 646-3490', marked: ['Sara Shackleton'] },
  { text: 'SS', note: 'the annotators mark "SS" (initials signing the message) as PER' },
  { text: 'Currently we have a blank "sample" for our Paragraph 13s which are attached to our sample ISDAs for (a) US Corporate, (b) Hedge Funds, (c) Municipal.' },
  { text: 'I will extract the one for the US corporate Paragraph 13 and email to your contact @ First Union Securities.' },
  { text: 'Susan', marked: ['Susan'] },
  { text: 'Susan:', marked: ['Susan'] },
  { text: 'While Tanya is reviewing credit, can you please send a "blank form Paragraph 13" for this master.', marked: ['Tanya'] },
  { text: 'Sara', marked: ['Sara'] },
  { text: 'First Union Securities, Inc.' },
  { text: 'Hi Sara,', marked: ['Sara'] },
  {
    text: 'Vijay K. Suchdev Vice President Equity Derivatives First Union Securities, Inc. Telephone: (212) 909-0951 Facsimile: (212) 891-5042 email: vijay.suchdev@funb.com <mailto:vijay.suchdev@funb.com>',
    marked: ['Vijay K. Suchdev'],
  },
  { text: 'complete with original Magnavox tubes- all tubes have been tested they are all good- stereo amp' },
  { text: 'Cindy', marked: ['Cindy'] },
  { text: 'Email: Anthony Beavers <CognitiveScienceN...@gmail.com>', marked: ['Anthony Beavers'] },
  {
    text: '"Inhibitory systems are essential for controlling the pattern of activity in the cortex, which has important implications for the mechanisms of cortical operation, according to a Yale School of Medicine study in Neuron....',
  },
  { text: 'Posted by Anthony Beavers to Cognitive Science News at 8/28/2005 07:18:20 AM', marked: ['Anthony Beavers'] },
  { text: 'I just finish reading a really good book (it was actually a ebook) from some new series called the The Tale of Terra.' },
  { text: 'By Deb Price / The Detroit News', marked: ['Deb Price'] },
  { text: 'Deb Price', marked: ['Deb Price'] },
  {
    text: 'When Baptist Pastor Stephen Jones talks about what makes for a happy marriage with Janice, his wife of 35 years, one special ingredient might surprise you: Double-dating with coupled friends who happen to be gay.',
    marked: ['Stephen Jones', 'Janice'],
  },
  { text: 'Hi I ´m from Brazil and I want to know of book 06.' },
  { text: 'leli', marked: ['leli'] },
  { text: 'pairing up of harry and ginny is cool', marked: ['harry', 'ginny'] },
  {
    text: "I like the way Otto Jespersen (in 'Language: Its Nature, Development and Origin') aptly summarised the nature of language changes by comparing it with one of the theories of the Manchester School of Economics:",
    marked: ['Otto Jespersen'],
  },
  { text: 'Portia', marked: ['Portia'] },
  { text: 'Rajendra', marked: ['Rajendra'] },
  { text: 'Key Delhi blast suspect arrested' },
  { text: "Police in the Indian capital Delhi say they have arrested the suspected co-ordinator and financier of last month 's deadly bomb blasts in the city." },
  { text: 'Delhi police chief KK Paul named the man as Tariq Ahmed Dar, and said police were hunting for four accomplices.', marked: ['KK Paul', 'Tariq Ahmed Dar'] },
  { text: 'He said Mr Dar, 33, was arrested in Indian-administered Kashmir and belonged to the outlawed Lashkar-e-Toiba militant group.', marked: ['Dar'] },
  { text: 'The India Diaries' },
  { text: 'George and Lynne', marked: ['George', 'Lynne'] },
  { text: 'Amy:-)', added: ['Amy'], note: 'the annotators leave "Amy", signing the post, unmarked' },
];

// A text that recurs in the file ("Mark", "Daren", "Sara,") is kept once.
const lines = firstOfEachText(CASES).map((c) => {
  const people = [...(c.marked ?? []), ...(c.added ?? [])].map((value) => ({ entity: 'PERSON', value }));
  const entities = placeLabels(c.text, people, SOURCE.path);
  return JSON.stringify({ text: c.text, entities, source: SOURCE, ...(c.added ? { added: c.added } : {}), ...(c.note ? { note: c.note } : {}) });
});
writeFileSync(new URL('../../corpus/outside-people-2.jsonl', import.meta.url), `${lines.join('\n')}\n`);
const labels = lines.reduce((n, l) => n + (l.match(/"PERSON"/g)?.length ?? 0), 0);
console.log(`${lines.length} texts, ${lines.filter((l) => l.includes('"PERSON"')).length} with people, ${labels} people`);
