// node --import tsx seed/src/cli/outside-people-5.ts
// Writes seed/corpus/outside-people-5.jsonl (the part tuned on) and seed/corpus/outside-people-5-unseen.jsonl
// (the part kept unseen until the end): a fifth outside set of sentences nobody on this project wrote, with the
// people in them marked by someone else, to measure the PERSON detector on text it was not shaped by.
//
// Source: Universal NER's English Parallel Universal Dependencies test set
// (https://github.com/UniversalNER/UNER_English-PUD, file `en_pud-ud-test.iob2` at commit
// 06f52f3429ee6254da223bd0f185e39c78100df8; CC BY-SA 4.0, Mayhew et al., "Universal NER: A Gold-Standard
// Multilingual Named Entity Recognition Benchmark", NAACL 2024; the sentences are those of the UD English PUD
// treebank, news and encyclopaedia text translated into many languages for the CoNLL 2017 shared task). The
// texts are news: people of many places (Canada, India, Pakistan, Mexico, the United States, the United
// Kingdom) named in full, by surname alone after a first mention ("Tarlo explains", "says Pall"), after Mr
// or Ms, and beside companies, broadcasters, places, months and weekdays. Nothing is fetched: each sentence
// is the file's `# text =` line as it stands, and the people are the annotators' PER spans (B-PER/I-PER).
// This file and the corpus lines copied from it stay under CC BY-SA 4.0 with that attribution, apart from the
// project's own code.
//
// Which sentences: the file's first 128,000 characters read in order (documents n01001 to n01116), and from
// them every sentence with an entity label (person, location, organisation) or a month or weekday; a
// sentence without a person is a negative. The documents go in turn to the tuning part and to the unseen
// part (first, second, third, ...), so sentences of one story stay together.
//
// Where this corpus departs from the annotators (listed per case in `note`), by this project's span rules
// (seed/corpus/README.md): a person's name the annotators marked as an organisation because it stands before
// a title ("Obama special assistant") is a person, and so are given names the annotators left unmarked
// because the sentence speaks of babies given them ("three times more babies named Keira than Kiera").
import { writeFileSync } from 'node:fs';
import { placeLabels } from './outside-source.ts';

interface Case {
  /** The document the sentence belongs to (the file's `newdoc id`). */
  doc: string;
  text: string;
  /** The people the annotators marked (B-PER/I-PER), in the order they stand. */
  marked?: string[];
  /** People the annotators did not mark as persons that the sentence names all the same. */
  added?: string[];
  note?: string;
}

const SOURCE = {
  repo: 'UniversalNER/UNER_English-PUD',
  path: 'en_pud-ud-test.iob2',
  commit: '06f52f3429ee6254da223bd0f185e39c78100df8',
  licence: 'CC-BY-SA-4.0',
};

const CASES: Case[] = [
  {
    doc: 'n01001',
    text: '“While much of the digital transition is unprecedented in the United States, the peaceful transition of power is not,” Obama special assistant Kori Schulman wrote in a blog post Monday.',
    marked: ['Kori Schulman'],
    added: ['Obama'],
    note: 'the annotators mark "Obama" before "special assistant" as an organisation: a person here',
  },
  { doc: 'n01001', text: 'For those who follow social media transitions on Capitol Hill, this will be a little different.' },
  {
    doc: 'n01002',
    text: '“So I hate to put a little pressure on you, but the fate of the republic rests on your shoulders,” he told the crowd gathered on a sports field at the University of North Carolina.',
  },
  { doc: 'n01002', text: 'The new spending is fueled by Clinton’s large bank account.', marked: ['Clinton'] },
  {
    doc: 'n01003',
    text: 'In early October, the transition team used the same venue to meet with technology lobbyists, inviting representatives from Uber, the Motion Picture Association of America, the Consumer Technology Association and other groups.',
  },
  { doc: 'n01003', text: 'The gathering was originally slated for Washington’s private Metropolitan Club on H Street a few blocks away.' },
  { doc: 'n01005', text: 'By comparison, it cost $103.7 million to build the NoMa infill Metro station, which opened in 2004.' },
  {
    doc: 'n01005',
    text: '“We face a lot of competition, and we think transit can help,” said Joe Sternlieb, president of the Georgetown BID.',
    marked: ['Joe Sternlieb'],
  },
  {
    doc: 'n01005',
    text: 'The feasibility study estimates that it would take passengers about four minutes to cross the Potomac River on the gondola.',
  },
  { doc: 'n01006', text: 'A witness told police that the victim had attacked the suspect in April.' },
  { doc: 'n01008', text: 'That share has been rising steadily over the years — only 11 percent of the total vote was cast before Election Day in 1996, according to the Census Bureau -- and seems likely to jump again this year.' },
  {
    doc: 'n01009',
    text: '“We’ve requested other nations to help us populate the zoo with different species of animals, including a pig,” Saqib said.',
    marked: ['Saqib'],
  },
  { doc: 'n01010', text: 'There was a time, Mr Panvalkar said, when he felt that they should leave the building.', marked: ['Panvalkar'] },
  {
    doc: 'n01011',
    text: 'She killed Andre Price III by pressing his face into an air mattress in her sitting room before trying to do the same to her daughter, Angel, police said.',
    marked: ['Andre Price III', 'Angel'],
  },
  { doc: 'n01013', text: 'Mr Osborne signed up with a US speakers agency after being sacked in July.', marked: ['Osborne'] },
  {
    doc: 'n01014',
    text: 'Michael Fallon said the date for cutting the first steel would help secure new investment and safeguard hundreds of skilled jobs until 2035.',
    marked: ['Michael Fallon'],
  },
  {
    doc: 'n01014',
    text: 'The promise of new Royal Navy orders to secure the Clyde shipbuilding industry was made before the Scottish independence referendum in 2014.',
  },
  {
    doc: 'n01015',
    text: "And by 2007, at the height of its popularity (and, perhaps, Knightley's) it was a top 50 name, with three times more babies named Keira than Kiera.",
    marked: ['Knightley'],
    added: ['Keira', 'Kiera'],
    note: 'the annotators leave the babies\' names "Keira" and "Kiera" unmarked: people here',
  },
  { doc: 'n01016', text: "Several analysts have suggested Huawei is best placed to benefit from Samsung's setback." },
  { doc: 'n01016', text: "The Mate 9 phones lack an artificial intelligence interface, like the Google Assistant or Apple's Siri." },
  { doc: 'n01017', text: '"But it may be that BA and IAG have cracked it and can offer something vaguely reliable."' },
  {
    doc: 'n01017',
    text: 'The company told the BBC it would be the responsibility of each airline brand to decide whether to charge passengers an access fee.',
  },
  { doc: 'n01019', text: 'The 10-week course has been "certified" by UK spy agency GCHQ.' },
  { doc: 'n01020', text: 'Naturally China will be presenting plenty of other military hardware this week from attack helicopters to seaplanes.' },
  {
    doc: 'n01020',
    text: "And with China set to become the world's biggest aviation market in the next decade, the show is an opportunity for Beijing to demonstrate its ambitions in civil aviation as well as defence.",
  },
  {
    doc: 'n01021',
    text: '"Unfortunately once again the few ruin it for the many," wrote Jesse LaBrocca, founder of Hack Forums, in a message explaining why the section was being closed.',
    marked: ['Jesse LaBrocca'],
  },
  {
    doc: 'n01021',
    text: 'The "recent events" are likely to be the attacks of 21 October that briefly took down popular websites such as Reddit, Twitter and Spotify as well as many others.',
  },
  {
    doc: 'n01022',
    text: 'A UN review of national plans to cut carbon says they are well short of the levels needed to keep the rise in global temperatures under 2C.',
  },
  {
    doc: 'n01022',
    text: '"We are moving in the right direction: the Paris Agreement will slow climate change, as will the recent Kigali Amendment to reduce HFCs," said Erik Solheim, head of UN Environment.',
    marked: ['Erik Solheim'],
  },
  { doc: 'n01023', text: 'It was conducted just off the Mexican coast from April to June.' },
  {
    doc: 'n01024',
    text: 'The results from this experiment provides further support that rocket seeds can be flown and stored on the International Space Station for six months without having any significant impacts on their ability to germinate and grow on Earth.',
  },
  { doc: 'n01024', text: 'The RHS collected comments sent in by schoolchildren and teachers involved in the experiment.' },
  {
    doc: 'n01025',
    text: 'In China the hair is typically put in a chemical bath to remove the cuticle completely, Tarlo explains.',
    marked: ['Tarlo'],
  },
  {
    doc: 'n01025',
    text: 'Throughout history, the international hair market has always had a political dimension, says Tarlo.',
    marked: ['Tarlo'],
  },
  { doc: 'n01026', text: "Shenzhen's traffic police have opted for unconventional penalties before." },
  { doc: 'n01027', text: 'I asked her afterwards if she understood why people might vote for Trump.', marked: ['Trump'] },
  {
    doc: 'n01028',
    text: '"Luckily, someone in Sony Australia was like, \'Hey, by the way, did you guys notice this?\'" says Pall.',
    marked: ['Pall'],
  },
  {
    doc: 'n01029',
    text: 'Seagal made headlines when he described Russia\'s actions in Crimea, which it annexed in 2014, as "very reasonable".',
    marked: ['Seagal'],
  },
  {
    doc: 'n01029',
    text: "Seagal, whose grandmother was from Vladivostok in Russia's far east, has made frequent trips to Russia in recent years and visited Kamchatka and Sakhalin in September.",
    marked: ['Seagal'],
  },
  {
    doc: 'n01029',
    text: 'Earlier this year Seagal was given Serbian nationality after offering to set up a martial arts school in the capital Belgrade.',
    marked: ['Seagal'],
  },
  {
    doc: 'n01030',
    text: 'A police spokesman told the Associated Press there was "an exchange of words" followed by an "altercation" but that no injuries had been reported.',
  },
  {
    doc: 'n01030',
    text: 'Cuaron, whose last film was the Oscar-winning Gravity, was reportedly not on set at the time of the incident.',
    marked: ['Cuaron'],
  },
  {
    doc: 'n01030',
    text: 'According to the city\'s police department, a fight broke out after "a large group of people... who identified themselves as district authorities" arrived on set on Tuesday.',
  },
  { doc: 'n01033', text: "Ms Pugh has received treatment at Papworth and Addenbrooke's Hospitals in Cambridgeshire.", marked: ['Pugh'] },
  {
    doc: 'n01033',
    text: "But a scan has shown the tumour in Ms Pugh's right lung is growing, and she has had to leave the trial.",
    marked: ['Pugh'],
  },
  {
    doc: 'n01034',
    text: '"If Donald Trump becomes president, the government here will still have to work with him to advance whatever shared agenda there is, to ensure that Canadian businesses and interests are represented in Washington."',
    marked: ['Donald Trump'],
  },
  {
    doc: 'n01034',
    text: 'Trudeau will extend that invitation to the 45th president of the United States, whoever he or she may be.',
    marked: ['Trudeau'],
  },
  {
    doc: 'n01035',
    text: 'Despite the release of a photo this morning, police in B.C. say they have more questions than answers about an apparently homeless man charged in the fatal stabbing of a teen girl at her Abbotsford high school.',
  },
  {
    doc: 'n01035',
    text: 'Police in B.C. said earlier Klein did not appear to have a criminal history and released vague details about his recent whereabouts.',
    marked: ['Klein'],
  },
  {
    doc: 'n01035',
    text: '"We do not believe the suspect has ties to this school, or to the two girls, or specifically to the Abbotsford area," she said.',
  },
  {
    doc: 'n01035',
    text: 'He also said Klein was uncommunicative, uncooperative and unwilling to walk up from cells under the courthouse to attend his hearing.',
    marked: ['Klein'],
  },
  {
    doc: 'n01036',
    text: 'The association that represents real estate agents in Ontario says more needs to be done to protect consumers and punish agents found to have engaged in unethical behaviour.',
  },
  {
    doc: 'n01036',
    text: "He'd also like to see greater enforcement and investigative powers for the Real Estate Council of Ontario (RECO), which regulates agents in the province.",
  },
  { doc: 'n01036', text: 'Currently, the maximum fine RECO can levy against an agent is $25,000.' },
  {
    doc: 'n01037',
    text: "But China's growing middle class has been unusually vocal in its complaints about toxic air in cities like Beijing, which can see day after day of lung-choking smog.",
  },
  {
    doc: 'n01038',
    text: '"We are seeing many, many countries and especially large new emitters like Brazil, South Africa, India and China stepping up to the plate in terms of playing a role in reducing emissions," said Guilbeault.',
    marked: ['Guilbeault'],
  },
  {
    doc: 'n01039',
    text: 'Clinton and allies, meanwhile, are seeking to keep the spotlight on Trump, charging that his disparaging comments about women and minorities, and his temperament make him unfit for office.',
    marked: ['Clinton', 'Trump'],
  },
  {
    doc: 'n01039',
    text: "Trump's wife, Melania Trump, made her first appearance on the trail since the Republican convention in July.",
    marked: ['Trump', 'Melania Trump'],
  },
  {
    doc: 'n01040',
    text: 'Students like Rai have been meeting with counsellors at the school to talk about what happened, but she said the biggest comfort has come from seeing her friends.',
    marked: ['Rai'],
  },
  {
    doc: 'n01041',
    text: '"This is a disaster for pain patients," Mailis said in an interview Thursday with CBC News.',
    marked: ['Mailis'],
  },
  {
    doc: 'n01041',
    text: '"Physicians don\'t have these tools, they have only a prescription pad and an injection," Mailis said.',
    marked: ['Mailis'],
  },
  {
    doc: 'n01042',
    text: 'The Ontario Independent Police Review Director, Gerry McNeilly, set the terms for his review this week after "alarming questions" were raised about how officers interact with Indigenous peoples.',
    marked: ['Gerry McNeilly'],
  },
  {
    doc: 'n01042',
    text: 'The review is also investigating inflammatory Facebook posts from September, alleged to come from police officers in the northern Ontario city.',
  },
  {
    doc: 'n01044',
    text: 'Gomery, who led the commission of inquiry into the federal sponsorship scandal between 2004 and 2006, said such bodies are essential to help restore public confidence in the rule of law.',
    marked: ['Gomery'],
  },
  {
    doc: 'n01044',
    text: 'That led to revelations over the last two days that at least six other Quebec journalists were targeted by provincial police surveillance operations.',
  },
  {
    doc: 'n01045',
    text: "The judge in Duffy's fraud and breach of trust trial ultimately ruled they were within the Senate's rules when he cleared Duffy of all charges.",
    marked: ['Duffy', 'Duffy'],
  },
  { doc: 'n01046', text: '"It is amazing," reported SaskTel unlimited data customer Lindsay Gay last month.', marked: ['Lindsay Gay'] },
  {
    doc: 'n01046',
    text: 'He also pointed out that Rogers recently introduced a new app tool that helps customers monitor their data usage.',
  },
  {
    doc: 'n01048',
    text: '"These estimates coincide with the percentages of new condos entering the rental market upon completion, indicating the important role (domestic) investors play in the GTA housing market."',
  },
  {
    doc: 'n01049',
    text: '"This strain helps with back pain, this strain helps with nausea, this product makes you sleep at night," says Dietrich from the company\'s headquarters in Denver, Colorado, where pot is sold legally.',
    marked: ['Dietrich'],
  },
  {
    doc: 'n01050',
    text: "It's possible to have normal hemoglobin levels, but to have low iron stores overall, says Canadian Blood Services (CBS).",
  },
  {
    doc: 'n01051',
    text: 'What started as a routine ultrasound became complicated when expectant mother Margaret Boemer, of Plano, Texas, was told her unborn child had a rare condition and needed surgery to survive.',
    marked: ['Margaret Boemer'],
  },
  {
    doc: 'n01053',
    text: '"Some men get it and Bono is one of those guys," Leive said in a recent interview.',
    marked: ['Bono', 'Leive'],
  },
  { doc: 'n01053', text: '"Her voice literally went around the world," Leive said.', marked: ['Leive'] },
  {
    doc: 'n01055',
    text: 'The purpose of these CRTC hearings is to field responses from industry stakeholders and the public.',
  },
  {
    doc: 'n01057',
    text: "The debris formed a ring around the Earth's equator and was eventually drawn together by gravity to form the moon.",
  },
  {
    doc: 'n01058',
    text: 'In the town of Hillsborough, just outside Chapel Hill, someone firebombed the Republican Party headquarters last month.',
  },
  {
    doc: 'n01058',
    text: 'After North Carolina passed its restrictive voting-rights bill in 2013, Campbell went around to churches teaching people how to deal with challenges to their registration.',
    marked: ['Campbell'],
  },
  {
    doc: 'n01059',
    text: '“I don’t know what G.D.P. growth was during the Washington and Lincoln Administrations, but the institutional developments in those terms had large and long-lasting effects.”',
  },
  {
    doc: 'n01059',
    text: 'There are more differences between Sulla and Trump, Rome and the U.S., than there are similarities, but that doesn’t discredit the resemblances.',
    marked: ['Sulla', 'Trump'],
  },
  {
    doc: 'n01061',
    text: 'But, as the criticism of Clinton as First Lady became more caustic, Karel became more empathetic.',
    marked: ['Clinton', 'Karel'],
  },
  {
    doc: 'n01061',
    text: '“When I’m playing him, I feel powerful,” the Donald Trump impersonator John Di Domenico explained to Slate last year.',
    marked: ['Donald Trump', 'John Di Domenico'],
  },
  {
    doc: 'n01061',
    text: 'As the hysteria of the 2016 Presidential election intensifies, a more troubling threat than bullshit preoccupies Karel.',
    marked: ['Karel'],
  },
  { doc: 'n01063', text: 'Miami Bass producers were clinical in the art of moving butts—their main concern.' },
  {
    doc: 'n01063',
    text: 'In a recent interview, Zay and Zayion described recording their version of “Knuck If You Buck” on a home laptop.',
    marked: ['Zay', 'Zayion'],
  },
  {
    doc: 'n01064',
    text: 'It would be much safer, Plato thought, to entrust power to carefully educated guardians.',
    marked: ['Plato'],
  },
  {
    doc: 'n01064',
    text: 'Caplan dismisses retrospective voting, quoting a pair of scholars who call it “no more rational than killing the pharaoh when the Nile does not flood.”',
    marked: ['Caplan'],
  },
  { doc: 'n01066', text: 'Corresponding with Woods by e-mail, I tried my hand at uncovering an etym.', marked: ['Woods'] },
  { doc: 'n01066', text: '“Complete neglect of his own health,” his wife, Alice, reported.', marked: ['Alice'] },
  {
    doc: 'n01067',
    text: 'Also being exhibited for the first time are British Ministry of Defence maps which imagine cold war battles and which were used in military college exams.',
  },
  {
    doc: 'n01068',
    text: 'The constituency is in the council area of North Kesteven, where 62% of voters backed leaving the EU.',
  },
  {
    doc: 'n01069',
    text: 'Christian Wolmar, who has written a number of books on railway history, will stand in the contest on 1 December.',
    marked: ['Christian Wolmar'],
  },
  {
    doc: 'n01069',
    text: 'The Liberal Democrats, who represented the affluent suburb until 2010, are hoping to snatch it back with their candidate Sarah Olney.',
    marked: ['Sarah Olney'],
  },
  { doc: 'n01070', text: 'Vega suggested that, because of their age, many would be unaware of its history.', marked: ['Vega'] },
  {
    doc: 'n01071',
    text: 'A coal-fired power station in Badarpur, south-east Delhi, will stop operating for 10 days, along with diesel generators in the city.',
  },
  { doc: 'n01072', text: 'He then spent four years with BBC World Service radio at Bush House.' },
  { doc: 'n01072', text: 'He worked for the BBC for a decade.' },
  {
    doc: 'n01072',
    text: 'One of their many grieving Facebook posts has a line which would have delighted Chris: “More African than you, I have not known.”',
    marked: ['Chris'],
  },
  { doc: 'n01073', text: 'Who can stop this Australia side?' },
  { doc: 'n01074', text: 'They have one crack at redemption, beating England.' },
  { doc: 'n01074', text: 'South Africa are almost at the point of no return and we have to be able to match their desire.' },
  { doc: 'n01075', text: 'Australia, hardened by their recent games in the Rugby Championship, were in a higher gear.' },
  {
    doc: 'n01076',
    text: 'A Donald Trump victory would immediately make the world more worrying and unsettled than it already is.',
    marked: ['Donald Trump'],
  },
  {
    doc: 'n01076',
    text: 'Mrs Clinton has a reputation for a hawkish outlook, but this will be tempered by war-weary public opinion in the US.',
    marked: ['Clinton'],
  },
  { doc: 'n01078', text: 'Of course, I do understand that modern-day Germany must be separated from the Nazi regime.' },
  {
    doc: 'n01079',
    text: 'His more unusual accolades include global ambassador for New York City Health and Hospitals Corporation, and a place at Harvard Business School.',
  },
  {
    doc: 'n01081',
    text: 'We can’t let the presidency go to Donald Trump, someone so racist, sexist and incredibly unqualified to be commander-in-chief.',
    marked: ['Donald Trump'],
  },
  { doc: 'n01084', text: 'Theoretically, a couple could open four Tesco accounts and earn 3% on £12,000 – £360.' },
  {
    doc: 'n01084',
    text: 'Meanwhile, Bank of Scotland customers earn 3% on balances of £3,000-£5,000 when they add the free Vantage option to their account.',
  },
  {
    doc: 'n01085',
    text: 'Sulphur is a key plant nutrient vital to healthy growth, but UK soils are naturally deficient in this essential mineral.',
  },
  { doc: 'n01087', text: 'It’s fair to say that Rocco Catalano works, lives and breathes retro.', marked: ['Rocco Catalano'] },
  {
    doc: 'n01087',
    text: 'Catalano moved back to the area after living in London and then Glasgow, where he had studied jewellery design at Glasgow School of Art.',
    marked: ['Catalano'],
  },
  { doc: 'n01087', text: '“I visit the degree shows at Northampton University to spot new talent,” he says.' },
  { doc: 'n01088', text: 'But, when I suggest that she get Frank to model for her, she laughs.', marked: ['Frank'] },
  {
    doc: 'n01089',
    text: 'Wintour herself appears briefly, and is filmed putting her sunglasses on before being interviewed.',
    marked: ['Wintour'],
  },
  {
    doc: 'n01091',
    text: 'Their head of nature policy, Jeff Knott, stated: “I’d be amazed if either a ban or licensing was introduced off the back of it”.',
    marked: ['Jeff Knott'],
  },
  {
    doc: 'n01091',
    text: 'The RSPB’s stance has also brought it into conflict with many leading conservationists, from the author of the petition, Mark Avery, to the TV presenter Chris Packham.',
    marked: ['Mark Avery', 'Chris Packham'],
  },
  { doc: 'n01092', text: 'And what about Australia’s position?' },
  {
    doc: 'n01092',
    text: 'On this, one diary point in Morocco will be the middle Saturday, when developed countries get to publicly question each other about their plans and ambitions.',
  },
  { doc: 'n01093', text: '“Celtic Sea cod could collapse,” without the proposed limits, one EU official said.' },
  {
    doc: 'n01093',
    text: 'But big reductions have also been pencilled in for cod, sole, plaice, megrim and pollack in the Celtic and Irish Seas.',
  },
  {
    doc: 'n01094',
    text: '“Agora was invitation-only but many of these marketplaces are easily accessible if you know how to search,” Dr Lee adds.',
    marked: ['Lee'],
  },
  { doc: 'n01095', text: 'Day three, I was back on the EMicro.' },
  {
    doc: 'n01096',
    text: 'The world – and by extension the UK – is facing a shortage of people with the skills needed to mount an effective defence.',
  },
  { doc: 'n01097', text: 'My next stop was Bellingham, right up near the Canadian border.' },
  {
    doc: 'n01101',
    text: 'The intervention is potentially the most far-reaching by Beijing since the 1997 handover of Hong Kong from the UK.',
  },
  { doc: 'n01101', text: 'The oath involves lawmakers swearing allegiance to Hong Kong as part of the People’s Republic of China.' },
  {
    doc: 'n01101',
    text: 'The Hong Kong government, which is led by pro-Beijing lawmakers, have argued that the pair should not take office.',
  },
  { doc: 'n01101', text: 'Hong Kong, meanwhile, appears to be bracing for a wave of protests.' },
  {
    doc: 'n01102',
    text: 'He told the BBC’s Andrew Marr Show: “A general election is frankly the last thing that the Government wants.”',
    note: 'the annotators leave "Andrew Marr Show", a programme named after its presenter, unmarked: no person here',
  },
  {
    doc: 'n01105',
    text: 'That was definitely the case for Andy when he played Benoît Paire in Monte Carlo in April.',
    marked: ['Andy', 'Benoît Paire'],
  },
  { doc: 'n01105', text: 'I also wonder whether the Davis Cup played a part.' },
  { doc: 'n01106', text: 'Ms Hopley added: “The spike in political risk should not go unnoticed.”', marked: ['Hopley'] },
  {
    doc: 'n01107',
    text: "News of the company’s deceit - which had run for years - wiped tens of billions of euros from VW's value and cost chief executive Martin Winterkorn his job.",
    marked: ['Martin Winterkorn'],
  },
  {
    doc: 'n01107',
    text: 'It has also opened VW up to huge compensation claims, legal action and has seen it take more than €16bn of provisions.',
  },
  {
    doc: 'n01107',
    text: 'The probe began in June, focusing on Mr Winterkorn and brand chief Herbert Diess, who remains at the car maker.',
    marked: ['Winterkorn', 'Herbert Diess'],
  },
  { doc: 'n01107', text: 'He was promoted to chairman in October 2015, the month after the scandal was unearthed.' },
  {
    doc: 'n01108',
    text: 'Businesses had expected to start contracting in July, immediately after the Brexit vote, but instead have managed to keep growing steadily.',
  },
  {
    doc: 'n01109',
    text: 'Eon’s fixed rate tariff costs £760 and Avro Energy customers would pay around £760 for its Simple and Select tariff.',
  },
  {
    doc: 'n01110',
    text: 'The money invested in Premium Bonds, and in other National Savings & Investments accounts, is used to help fund Government spending.',
  },
  {
    doc: 'n01111',
    text: 'It was followed by the Aviva Investors Multi Strategy Target Return and Income funds, into which investors put £2bn and £1.4bn respectively.',
  },
  {
    doc: 'n01112',
    text: "Adidas is helping to clean up the Earth's oceans by using the waste floating around the world to make shoes.",
  },
  {
    doc: 'n01112',
    text: 'A major report in January said oceans would contain more plastic than fish by 2050 unless the world took radical action to stop rubbish leaking into the seas.',
  },
  {
    doc: 'n01114',
    text: 'Warning that the NHS was now under "enormous pressure," he urged the public to take more responsibility for their own health.',
  },
  {
    doc: 'n01114',
    text: 'Four in 10 adults have been injured due to bad weather while nine in 10 underestimate how chilly Britain can get in the winter time.',
  },
  { doc: 'n01115', text: 'They will play on Saturday, 10 June.' },
  { doc: 'n01116', text: 'She started out at the RSC in the mid-Sixties playing an asylum-inmate in Marat/Sade.' },
  { doc: 'n01116', text: 'But having allowed Glenda to score such a blinder, who can blame it?', marked: ['Glenda'] },
];

const docs = [...new Set(CASES.map((c) => c.doc))];
const parts: Record<'tune' | 'unseen', string[]> = { tune: [], unseen: [] };
for (const c of CASES) {
  const people = [...(c.marked ?? []), ...(c.added ?? [])].map((value) => ({ entity: 'PERSON', value }));
  // The order the labels stand in the text, so a repeated name ("Duffy ... Duffy") lands on each occurrence.
  const entities = placeLabels(c.text, people, SOURCE.path);
  const line = JSON.stringify({ text: c.text, entities, source: SOURCE, ...(c.added ? { added: c.added } : {}), ...(c.note ? { note: c.note } : {}) });
  parts[docs.indexOf(c.doc) % 2 === 0 ? 'tune' : 'unseen'].push(line);
}
for (const [part, file] of [['tune', 'outside-people-5.jsonl'], ['unseen', 'outside-people-5-unseen.jsonl']] as const) {
  const lines = parts[part];
  writeFileSync(new URL(`../../corpus/${file}`, import.meta.url), `${lines.join('\n')}\n`);
  const labels = lines.reduce((n, l) => n + (l.match(/"PERSON"/g)?.length ?? 0), 0);
  console.log(`${file}: ${lines.length} texts, ${lines.filter((l) => l.includes('"PERSON"')).length} with people, ${labels} people`);
}
