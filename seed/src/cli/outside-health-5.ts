// node --import tsx seed/src/cli/outside-health-5.ts
// Writes seed/corpus/outside-health-5.jsonl (the part that may be tuned on) and
// seed/corpus/outside-health-5-unseen.jsonl (the part kept unseen until the end): a fifth outside set of
// health details, spoken everyday English about one's own or a relative's health, from sources not used
// here before that nobody on this project wrote:
//
// - MTS-Dialog (https://github.com/abachaa/MTS-Dialog, CC-BY-4.0): the doctor-patient conversations of its
//   second test set (`Main-Dataset/MTS-Dialog-TestSet-2-MEDIQA-Sum-2023.csv`, the `dialogue` column, rows 0
//   to 65 in the file's order), the patient, the doctor and family members speaking, as a transcript writes
//   them ("G E R D", "I V C filter": letters spoken one by one).
// - MedQuAD (https://github.com/abachaa/MedQuAD, CC-BY-4.0; the answer text is the NIDDK's, a US federal
//   work): sentences of the answers about acromegaly (`5_NIDDK_QA/0000001.xml`), general health
//   information with no one's own health in it: negatives.
//
// Labels follow the other health corpora (outside-health-3.ts, outside-health-4.ts): MEDICAL_CONDITION,
// MEDICAL_PROCEDURE, MEDICATION, the term alone, without words of degree or time; a symptom named by its body
// part keeps it ("stomach pain", "joint pain"). A conversation is a record of its visit: what the doctor
// asks of the patient's health and the patient denies is labelled as a record's negated finding is ("Any
// shortness of breath?" "No."), and so are a relative's conditions spoken of in it. Smoking, drinking and
// drug use (social history) are negatives, as in the other corpora. A conversation whose only health detail
// is a verb ("I cut my foot", "I had my appendix removed") is left out rather than counted as a negative; a
// symptom or operation said with a verb form that the lexicon and the other corpora take as a term is
// labelled ("I also am coughing a lot", "I had my gallbladder removed", "I'm morbidly obese"), amputation
// as a condition as outside-health-3 labels it, and a physician's explanation of the patient's own diagnosis
// ("Bronchitis is an inflammation of the lining of your bronchial tubes") as the passage about it that it is. Rows 23, 51 and 63 are left out (the
// first was read cut off, the others say what happened without a term). The texts of each source go in turn to the tuning part and to the unseen part.
import { HEALTH, type HealthSource, writeHealthParts } from './outside-source.ts';

const { C, P, M } = HEALTH;
/** A conversation as the dataset writes it, one turn a line. */
const talk = (...turns: string[]) => turns.join('\n');

const SOURCES: HealthSource[] = [
  {
    repo: 'abachaa/MTS-Dialog',
    path: 'Main-Dataset/MTS-Dialog-TestSet-2-MEDIQA-Sum-2023.csv',
    commit: '183384b4725e590900eb34982b584040ccd40592',
    licence: 'CC-BY-4.0',
    cases: [
      // 0
      {
        text: talk('Doctor: Hello, how are you today?', 'Patient: Not good. ', 'Doctor: What happened? ', 'Patient: I have a lot of congestion. I also am coughing a lot. It feels like I am choking on something.'),
        health: [[C, 'congestion'], [C, 'coughing']],
      },
      // 1
      {
        text: talk(
          'Guest_family: My two and half year old son and five and half year old stepson are sick at home, they got a cold, diarrhea and are vomiting. ',
          'Doctor: So, they saw a doctor?',
          'Guest_family: Yes, the little one was taken up to E R and they gave him an inhaler of albuterol.',
          'Guest_family_2: Is he getting sick because of me? I was sick with flu soon after delivery. ',
          'Guest_family: Nephew is sick too.',
          'Doctor: Did you travel anywhere recently?',
          "Guest_family: Around Christmas time we visited dad's family. They had indoor cats and dogs. ",
          'Doctor: Anyone smokes at home?',
          'Guest_family_2: Yes, I do smoke.',
        ),
        health: [[C, 'cold'], [C, 'diarrhea'], [M, 'albuterol'], [C, 'flu'], [C, 'delivery']],
      },
      // 2
      {
        text: talk(
          'Doctor: Good afternoon, sir. My chart here says that you are a fifty one year old white male, is that correct?',
          'Patient: Good afternoon, doctor. Yes, all of that is correct. ',
          'Doctor: Great, thank you. Please, walk me through the history of your symptoms, when did everything begin. ',
          'Patient: Well, I was diagnosed with P T L D towards the end of two thousand seven. ',
          'Doctor: What symptoms were you experiencing? ',
          "Patient: I had swollen lymph nodes, stomach pain, I was losing a lot of weight, and I wasn't really eating. ",
          'Doctor: How have you been treated for this?',
          "Patient: Well, I didn't go to the doctor right away, but eventually I went to the hospital, and they did a biopsy of my groin lymph nodes, and they found large scale lymphoma. ",
          "Doctor: Who's care were you under in the hospital? ",
          'Patient: Um, it was the renal transplant services. Oh yeah, they talked about my case at the hematopathology conference. ',
          "Doctor: That's interesting. After you were diagnosed, what treatments were you given?",
          'Patient: Um, I started chemo with, um, I have it written down, cyclophosphamide, daunorubicin, vincristine, and prednisone. ',
          'Doctor: Did you have any complications with chemo? ',
          'Patient: Um, yeah, I had sepsis during my first cycle, they said that I had it even with growth factor support. I was also disoriented. ',
          'Doctor: How many cycles of chemo have you completed? ',
          "Patient: I've done five to date. ",
          'Doctor: Did you have your P E T Scan after your first three cycles? ',
          "Patient: No, I wasn't feeling well at all, so I didn't go. ",
          'Doctor: Has your chemotherapy been interrupted for any other reason? ',
          'Patient: Yeah, I had an infection related to the skin cancer, and a chest infection, sir. ',
          'Doctor: Did you have surgery for the skin cancer? ',
          'Patient: Yes, I did. ',
          "Doctor: Okay, and you're here for your sixth round of chemo, correct? ",
          "Patient: Yes, that's correct. ",
          'Doctor: How are you feeling today?',
          'Patient: Overall, I feel pretty well. ',
          'Doctor: Are you having any cold or flu like symptoms today? ',
          'Patient: No. ',
          'Doctor: Any shortness of breath, or chest pain?',
          'Patient: No, doctor. ',
          'Doctor: Finally, your E C O G score is one according to the nurse, is that correct? ',
          "Patient: Yes, doctor. That's correct.",
        ),
        health: [
          [C, 'P T L D'], [C, 'swollen lymph nodes'], [C, 'stomach pain'], [P, 'biopsy'], [C, 'lymphoma'], [P, 'chemo'],
          [M, 'cyclophosphamide'], [M, 'daunorubicin'], [M, 'vincristine'], [M, 'prednisone'], [P, 'chemo'], [C, 'sepsis'],
          [P, 'chemo'], [P, 'P E T Scan'], [P, 'chemotherapy'], [C, 'infection'], [C, 'skin cancer'], [C, 'chest infection'],
          [P, 'surgery'], [C, 'skin cancer'], [P, 'chemo'], [C, 'cold'], [C, 'flu'], [C, 'shortness of breath'], [C, 'chest pain'],
        ],
      },
      // 3
      {
        text: talk('Doctor: Do you have any known history of allergies?', "Patient: No, I don't have any allergies."),
        health: [[C, 'allergies'], [C, 'allergies']],
      },
      // 4
      {
        text: talk(
          'Doctor: Are you taking Macrodantin?',
          'Patient: Yes, I am.',
          'Doctor: For your urine infection, right?',
          'Patient: Yes.',
          'Doctor: One hundred M G?',
          'Patient: I think so.',
          'Doctor: Okay so you had U T I because of the bacteria named Enterococcus.',
          'Patient: Yes, and I am taking the medicine religiously every six hours.',
          'Doctor: Great!',
        ),
        health: [[M, 'Macrodantin'], [C, 'urine infection'], [C, 'U T I']],
      },
      // 5
      {
        text: talk(
          'Doctor: Are there any major medical conditions in your past that I should be aware of? ',
          'Patient: No, but what do you mean by that?',
          'Doctor: Well, anything from high blood pressure, to cancer, to depression. Do any of those sound familiar?',
          "Patient: Oh, no I don't have any of those.",
        ),
        health: [[C, 'high blood pressure'], [C, 'cancer'], [C, 'depression']],
      },
      // 6
      {
        text: talk(
          'Doctor: Do you feel any shortness of breath?',
          'Patient: No.',
          'Doctor: Any snoring or sleep disorder like interrupted breathing? ',
          'Patient: Um, no.',
          'Doctor: Any history of asthma or lung disease?',
          'Patient: No.',
        ),
        health: [[C, 'shortness of breath'], [C, 'snoring'], [C, 'sleep disorder'], [C, 'asthma'], [C, 'lung disease']],
      },
      // 7
      {
        text: talk(
          'Doctor: Have you ever had surgery, sir? ',
          'Patient: Yeah, I had one of my testicles removed int he summer of eighty five. ',
          'Doctor: Do you remember the reason it needed to be removed? ',
          "Patient: They just told me it was enlarged, but I don't know much more. ",
          'Doctor: Was it cancerous? ',
          "Patient: No, they weren't sure what was the cause, but they told me it wasn't cancer.",
        ),
        health: [[P, 'surgery'], [C, 'cancer']],
      },
      // 8
      {
        text: talk(
          'Doctor: Hello, miss. Before we begin, I just want to confirm some information with you. ',
          'Patient: Sounds good. ',
          'Doctor: You had this injury on your left shoulder recently, right? ',
          "Patient: Yeah, that's correct. ",
          'Doctor: Are you still experiencing G E R D? ',
          "Patient: Oh, yeah. I can't drink coffee anymore. ",
          "Doctor: That's awful. Coffee is what keeps me alive. Are you still experiencing anxiety? ",
          'Patient: Yeah, I am. ',
          'Doctor: Two more questions. Is your blood sugar still high?',
          'Patient: I think so. ',
          'Doctor: You currently have osteoporosis, correct? ',
          "Patient: That's correct.",
        ),
        health: [[C, 'injury'], [C, 'G E R D'], [C, 'anxiety'], [C, 'osteoporosis']],
      },
      // 9
      {
        text: talk(
          'Doctor: Please fill me in regarding your past medical history.  ',
          'Patient: I had a blood clot in my lung. This was back when I was living in Germany.  ',
          'Doctor: How long ago was that? ',
          'Patient: Um, nineteen ninety seven. I think? ',
          'Doctor: How did they treat you for the blood clot? ',
          'Patient: I believe they used thrombolysis and I took Warfarin for six months. ',
          'Doctor: Have you experienced any other blood clotting issues? ',
          'Patient: Yes. I have had recurring clotting problems since nineteen ninety nine. They had to put a I V C filter in.  ',
          'Doctor: Are there any other health problems I should know about? ',
          'Patient: I have Psoriasis. ',
          'Doctor: Any history of miscarriage? ',
          'Patient: No.',
        ),
        health: [
          [C, 'blood clot'], [C, 'blood clot'], [P, 'thrombolysis'], [M, 'Warfarin'], [C, 'blood clotting issues'], [C, 'clotting problems'],
          [P, 'I V C filter'], [C, 'Psoriasis'], [C, 'miscarriage'],
        ],
      },
      // 10
      {
        text: talk(
          'Doctor: I have your referral here, from your primary physician? She said that you have a history of Huntington disease and that you have been experiencing some memory loss and confusion. ',
          "Patient: Yes. That's right! I also have high blood pressure. ",
          'Doctor: Are you on medication for your high blood pressure? ',
          'Patient: Yes, I am. ',
          'Doctor: Can you tell me more about the memory problems you have been experiencing? ',
          'Patient: My memory has been getting worse. I can never find anything, or people keep moving my things. ',
          'Guest_family: She is not recognizing us more and more these days. And it takes her longer to realize what is going on. I made an appointment with the Neurologist for next week. ',
          'Doctor: Who is her Neurologist? ',
          'Guest_family: Doctor Townsend. ',
          'Doctor: Are you seeing any other specialists for your condition?  ',
          'Patient: Yes, I see Doctor Smith. ',
          'Doctor: What kind of doctor is Doctor Smith? ',
          'Patient: She is a psychiatrist. I have been seeing her for a long time. ',
          'Doctor: Oh okay. So, she is not a psychiatrist at our facility? ',
          'Patient: No.',
        ),
        health: [
          [C, 'Huntington disease'], [C, 'memory loss'], [C, 'confusion'], [C, 'high blood pressure'], [C, 'high blood pressure'], [C, 'memory problems'],
        ],
      },
      // 11 (social history)
      {
        text: talk(
          "Doctor: Let's go over your social history, shall we? ",
          'Patient: Go for it. ',
          'Doctor: Do you drink? ',
          'Patient: Nope. ',
          'Doctor: How about smoke? ',
          'Patient: Nope. ',
          'Doctor: And any illegal drug use? ',
          'Patient: Definitely not.',
        ),
      },
      // 12 (social history)
      {
        text: talk(
          'Doctor: So, as you mentioned, you live in adult care center?',
          'Patient: Yes, Life Care Center.',
          'Doctor: Okay.',
          'Patient: It is a nice place.',
          'Doctor: Okay. Do you drink or smoke?',
          'Patient: No, I quit a long time back.',
          'Doctor: Drugs?',
          'Patient: No, I have never done that.',
          'Doctor: Okay.',
          'Patient: Yeah.',
        ),
      },
      // 13
      {
        text: talk('Doctor: Do you take any medication? ', 'Patient: You mean prescriptions?', 'Doctor: I mean anything at all?', "Patient: No, I don't."),
      },
      // 14 (social history)
      {
        text: talk(
          'Doctor: Good morning. ',
          'Patient: Good morning, doctor. ',
          "Doctor: I'm just going to need some background information before we begin. So, are you married?",
          'Patient: Yes, to my lovely wife. ',
          'Doctor: Great, do you smoke? ',
          'Patient: Well, I used to smoke about a pack a day, but I quit five years ago. ',
          "Doctor: Congratulations on quitting, that's great. How long did you smoke that pack a day?",
          'Patient: I did for about fifteen years. ',
          'Doctor: Well, its good that you quit. Do you drink?',
          "Patient: I'd say I drink socially, like if I'm at a party or a football game, something like that.",
          'Doctor: I understand. Is there any history of drug abuse?',
          'Patient: No, absolutely not.',
        ),
      },
      // 15
      {
        text: talk(
          'Doctor: Any history of pregnancies or miscarriages? ',
          'Patient: I had a miscarriage about thirty years ago. ',
          'Doctor: How far along were you when you miscarried? ',
          'Patient: About twenty weeks.',
        ),
        health: [[C, 'pregnancies'], [C, 'miscarriages'], [C, 'miscarriage']],
      },
      // 16
      {
        text: talk(
          'Doctor: Hello, how are you doing? How old are you?',
          'Patient: I am an eighty three year old woman, how do you expect me to do?',
          'Doctor: Tell me, what is happening with you, what bought you here today?',
          'Patient: I feel a lot of weakness in my both hands. ',
          'Doctor: Is it something new or old?',
          'Patient: I had difficulty in swallowing and some problems with speech too in the past. I used to have cramps in my legs and weakness only in my right arm but now it is continuously increasing in both arms.',
        ),
        health: [[C, 'weakness'], [C, 'difficulty in swallowing'], [C, 'problems with speech'], [C, 'cramps'], [C, 'weakness']],
      },
      // 17
      {
        text: talk(
          'Doctor: How are you feeling today?',
          'Patient: Good.',
          'Doctor: Is there any issue that I should be worried of?',
          'Patient: No.',
          'Doctor: Are you feeling condifent of your health? ',
          'Patient: Yes.',
        ),
      },
      // 18
      {
        text: talk(
          'Guest_family: She recently had pneumonia and urinary tract infection which caused urosepsis. ',
          'Doctor: Oh, okay and she also had amputation of her left toes?',
          'Guest_family: Yes three of them due to gangrene.',
          'Doctor: Oh, I see.',
          'Patient: She is my nurse, she stays with me.',
          'Doctor: That is good, at least she remembers you. ',
          'Guest_family: She does have her days when she does not recognize anyone including me.',
          'Doctor: How long has she been suffering from dementia? ',
          "Guest_family: For some time now, I don't know exactly.",
          'Doctor: Okay, any other medical condition?',
          'Guest_family: Yes, she has a history of hypothyroidism and osteoporosis. ',
          'Doctor: Hm, alright let me make a note of that.',
        ),
        health: [
          [C, 'pneumonia'], [C, 'urinary tract infection'], [C, 'urosepsis'], [C, 'amputation'], [C, 'gangrene'], [C, 'dementia'], [C, 'hypothyroidism'], [C, 'osteoporosis'],
        ],
      },
      // 19
      {
        text: talk(
          'Doctor: My diagnosis for you is aspiration pneumonia.',
          'Patient: What kind of aspiration?',
          'Doctor: Hydrocarbon.',
          'Patient: Okay.',
          'Doctor: And it is in both lungs that is causing infection. ',
          "Patient: Also I don't have a spleen. Please add that to the notes.",
          "Doctor: And you don't have a spleen.",
          'Patient: Yes.',
        ),
        health: [[C, 'aspiration pneumonia'], [C, 'infection']],
      },
      // 20
      { text: 'Doctor: I belive you caught a virus.  You have the stomach flu.', health: [[C, 'stomach flu']] },
      // 21
      {
        text: talk(
          'Doctor: Any surgical history? ',
          'Patient: I had a I V C filter placed for a blood clot and a tubal ligation. ',
          'Doctor: When was your I V C filter placed? ',
          'Patient: Nineteen ninety nine.',
        ),
        health: [[P, 'I V C filter'], [C, 'blood clot'], [P, 'tubal ligation'], [P, 'I V C filter']],
      },
      // 22
      {
        text: talk(
          "Doctor: I'd like to go over your medical history with you.",
          'Patient: Okay, what would you like to know?  ',
          "Doctor: Let's start with your surgical history. ",
          'Patient: I had my gallbladder removed along with my uterus several years ago. ',
          'Doctor: Any complications with those surgeries? ',
          'Patient: No. I recovered sooner than I anticipated. ',
          "Doctor: That's always nice. ",
          "Patient: I've been told many times in the past that I'm morbidly obese. It's never great to hear, but I'm trying my best given my current situation. I've had lymphedema in my legs for the last three years. I also suffer from arthritis. ",
          "Doctor: Where's your arthritis the worst? ",
          "Patient: Probably my knees. Oh, and I've been hospitalized in the past for recurring cellulitis in my legs. ",
          'Doctor: When were you last hospitalized for cellulitis? ',
          'Patient: Back in May. ',
          'Doctor: And I remember reading in your chart that you were recently diagnosed with a spastic colon. ',
          "Patient: Yes, that's correct.",
        ),
        health: [[P, 'gallbladder removed'], [P, 'surgeries'], [C, 'morbidly obese'], [C, 'lymphedema'], [C, 'arthritis'], [C, 'arthritis'], [C, 'cellulitis'], [C, 'cellulitis'], [C, 'spastic colon']],
      },
      // 24
      {
        text: talk(
          'Doctor: Did you have any heart issues in the past? ',
          'Patient: Ah yes, I had a heart attack. ',
          'Doctor: Anything else? ',
          'Patient: My heart doctor said that I have something like a irregular or fast heartbeat. ',
          'Doctor: Who is your heart doctor? Whom did you see last?',
          'Patient: It is Doctor X.',
          'Doctor: So, did he put anything inside your heart or something?',
          "Patient: Yeah, I think I have one stent put in but I don't remember properly.",
          'Doctor: Okay, and who is your primary doctor? ',
          'Patient: My primary doctors name is Doctor Y?',
        ),
        health: [[C, 'heart issues'], [C, 'heart attack'], [P, 'stent']],
      },
      // 25
      {
        text: talk(
          'Doctor: Hi there! How are you today, Miss A? ',
          'Patient: I am doing well. ',
          'Doctor: Do you still live on your own? ',
          'Patient: Yes, I do. My husband passed away in two thousand and five. I have been on my own ever since and I am doing fine.  ',
          'Doctor: I remembered you telling me that your three grown daughters wanted you to move into an assisted living facility. ',
          'Patient: I think they are just scared for me to be alone, but I am doing just fine. I have had a bunch of other family members that have recently passed away. I think that made them nervus. ',
          'Doctor: Are you still working? ',
          'Patient: Yes, I am. I just returned to full time again, but they put me on light duty until I am fully healed. ',
          'Doctor: What is it that you do for work? ',
          'Patient: I work for Social Security Administration in data processing. All I have is a high school education. I am the kind of person that must stay busy. They give me lots of cool tasks to do.',
          'Doctor: Did you have difficulties in school? ',
          "Patient: No. I primarily got B's and C's in school.  I received some tutoring for algebra in middle school, but I was never held back a grade failing any classes.",
          'Doctor: Did you ever have any problems with attention or hyperactivity?',
          'Patient: No. ',
          'Doctor: Do you drive a car? ',
          'Patient: No. I have never driven before. ',
          'Doctor: Are you able to perform your daily living activities such as getting dressed, cooking and cleaning independently?',
          'Patient: Yes. I still do all that and more. ',
          'Doctor: Have you been able to continue the other activities that you enjoy?',
          'Patient: Yes! I am in the choir at church.  I am back to my knitting and cooking too. At the end of October I am going on a cruise to the Bahamas with a group of ladies from my church. ',
          'Doctor: Excellent!',
          'Patient: So many of my family members have passed away that I have realized I need to live my life to the fullest.',
        ),
        health: [[C, 'hyperactivity']],
      },
      // 26 (social history)
      {
        text: talk(
          'Doctor: I will ask some questions related to your social history. ',
          'Patient: Okay.',
          'Doctor: Do you drink?',
          'Patient: I use to drink a lot, but when my drinking habit started affecting my family, I knew I need to be sober. I quit it and it was like a decade ago. ',
          'Doctor: Nice, what about smoking?',
          'Patient: Same story, I use to smoke one pack of cigarettes everyday but quit it many years ago. ',
          'Doctor: Wow man! You are an inspiration. I would love to see this level of commitment in all of my patients. If only that was possible.',
        ),
      },
      // 27
      {
        text: talk(
          'Doctor: Are you able to move?',
          'Patient: Yes, I can.',
          'Doctor: Great I can see you are walking well.',
          'Patient: But there is pain.',
          'Doctor: It is quite normal with your situation.',
        ),
        health: [[C, 'pain']],
      },
      // 28
      {
        text: talk(
          'Doctor: Hi there! What brings you into see me today? ',
          'Patient: I have been having this bad cough. My joints started hurting really bad. I have never felt this kind of joint pain before. This morning I coughed up some blood. ',
          'Doctor: Okey. I would like to start with a sputum culture, bloodwork and then a C T scan. ',
          'Patient: Okay.',
        ),
        health: [[C, 'cough'], [C, 'joint pain'], [P, 'sputum culture'], [P, 'bloodwork'], [P, 'C T scan']],
      },
      // 29 (social history)
      {
        text: talk(
          'Doctor: How are you doing today?',
          'Patient: I am good, thank you.',
          'Doctor: Are you married?',
          "Patient: No, I'm single.",
          'Doctor: Do you live alone or with family?',
          'Patient: I live with my sister.',
          'Doctor: Have you ever taken any kind of illegal drugs?',
          'Patient: Nope.',
          'Doctor: What about alcohol or smoking?',
          'Patient: No.',
        ),
      },
      // 30
      { text: talk('Doctor: Any known allergies? ', 'Patient: Um none that I can think of.'), health: [[C, 'allergies']] },
      // 31
      {
        text: talk(
          'Guest_clinician: What medications is he on?  ',
          "Doctor: He's currently taking Nexium forty M G daily for esophageal reflux, Cozaar one hundred M G and Norvasc ten M G daily for hypertension, Allegra one eighty daily for allergic rhinitis, and Flovent and Serevent as needed for recurring bronchitis. ",
          'Guest_clinician: Is he a smoker? ',
          'Doctor: No.  ',
          'Guest_clinician: How often does he get bronchitis? ',
          'Doctor: It looks like he last had it a year ago. ',
          'Guest_clinician: I see. ',
          "Doctor: He's also on Xalatan drops for glaucoma and Ativan one M G, Advair ten M G, and Paxil twenty five M G nightly for anxiety, depression, and sleep disturbances. ",
          'Guest_clinician: Okay. I think I got it all down.',
        ),
        health: [
          [M, 'Nexium'], [C, 'esophageal reflux'], [M, 'Cozaar'], [M, 'Norvasc'], [C, 'hypertension'], [M, 'Allegra'], [C, 'allergic rhinitis'], [M, 'Flovent'],
          [M, 'Serevent'], [C, 'bronchitis'], [C, 'bronchitis'], [M, 'Xalatan'], [C, 'glaucoma'], [M, 'Ativan'], [M, 'Advair'], [M, 'Paxil'], [C, 'anxiety'],
          [C, 'depression'], [C, 'sleep disturbances'],
        ],
      },
      // 32
      {
        text: talk(
          "Doctor: Please don't be scared. We will evaluate you for possible infection in blood due to accidental exposure.",
          'Patient: I am nervous.',
          'Doctor: Oh.',
          'Patient: Yeah.',
          'Doctor: Please don\'t be. We are all with you.',
        ),
        health: [[C, 'infection']],
      },
      // 34
      {
        text: talk(
          'Doctor: We are planning laparoscopic surgery to take out your gall stones. ',
          'Patient: Okay. Will that be covered by my insurance?',
          'Doctor: Let me ask the staff.',
          'Patient: Okay.',
        ),
        health: [[P, 'laparoscopic surgery'], [C, 'gall stones']],
      },
      // 35
      {
        text: talk(
          'Doctor: Are you married?',
          'Patient: Yes. I have a caring wife.',
          'Doctor: At any point did you have more than one sexual partner?',
          'Patient: I love my wife. So no, to answer your question. ',
          'Doctor: Did you travel anywhere in the recent past?',
          'Patient: Nope. ',
          'Doctor: Any changes in your living status? ',
          "Patient: No, I'm still in my sweet Casa.",
          'Doctor: Have you had any contact with anyone sick recently?',
          'Patient: Not that I am aware of.',
        ),
      },
      // 36
      {
        text: talk(
          'Doctor: Hi there, I am looking at your report and you were recently admitted to the hospital due to worsening of your condition of congestive heart failure.',
          'Patient: Yeah, I was. ',
          'Doctor: And then you were discharged but they increased your medications, right?',
          'Patient: Yeah, they did increase my medicines.',
          'Doctor: So, did you refill your medication? ',
          'Patient: Oh, um, no I did not.',
          'Doctor: But why?',
          'Patient: Oh, I forgot.',
          'Doctor: Hm! ',
          "Patient: But now I am feeling shortness of breath and difficulty breathing and it's persistent.",
          'Doctor: Okay, do you feel it now? ',
          'Patient: Yes, at first it was mostly when I was climbing stairs but now even while I am resting, I have difficulty breathing.',
          'Doctor: Any nausea vomiting?',
          'Patient: No, not really.',
          'Doctor: How is your diet? Did you gain or lose any weight?',
          'Patient: I did gain few pounds but not so much. ',
          'Doctor: Any palpitations?',
          'Patient: No.',
          'Doctor: Okay, did you fall unconscious or felt like you might fall unconscious?',
          'Patient: No, nothing of that sort.',
          'Doctor: You do have a history of difficulty breathing when you lay down right? ',
          'Patient: Yes, I do and I have history of shortness of breath when I sleep.',
          'Doctor: But no palpitation?',
          'Patient: No.',
        ),
        health: [
          [C, 'congestive heart failure'], [C, 'shortness of breath'], [C, 'difficulty breathing'], [C, 'difficulty breathing'], [C, 'nausea'], [C, 'vomiting'],
          [C, 'palpitations'], [C, 'difficulty breathing'], [C, 'shortness of breath'], [C, 'palpitation'],
        ],
      },
      // 37
      {
        text: talk('Doctor: Do you live alone?', 'Patient: No. I have a whole family with me. ', 'Doctor: Who all lives with you? ', 'Patient: My grandparents, mom, and my sister.'),
      },
      // 39
      {
        text: talk(
          'Doctor: How are your seizures?',
          'Patient: Not good.',
          'Doctor: Okay, let me review your file here. You got some serious heart problems along with colon and breast cancer.',
          "Patient: Yes, that's about right.",
          'Doctor: Can you tell me more about the heart issues?',
          'Patient: Yeah. I had coronary artery disease, heart failure, mitral valve prolapse, and a very fast heart beat that is not normal.',
          'Doctor: It says here you have been dealing with migraines too. How long have you been dealing with that?',
          'Patient: All of my life. ',
          'Doctor: When you did you get your stent placed in and your pacemaker?',
          'Patient: Maybe fifteen years ago. ',
          'Doctor: Okay. I need to know more details, do we have them somewhere?',
          'Guest_clinician: Yes, I do have them over here.',
          'Doctor: Thanks.',
        ),
        health: [
          [C, 'seizures'], [C, 'heart problems'], [C, 'breast cancer'], [C, 'heart issues'], [C, 'coronary artery disease'], [C, 'heart failure'],
          [C, 'mitral valve prolapse'], [C, 'migraines'], [P, 'stent'], [P, 'pacemaker'],
        ],
      },
      // 40
      {
        text: talk(
          'Doctor: Have you had any acne flare ups? ',
          'Patient: No. ',
          'Doctor: Do you have any left over medication? ',
          "Patient: No. I took all of my pills and didn't miss any days.",
        ),
        health: [[C, 'acne']],
      },
      // 41
      {
        text: talk(
          'Doctor: So, I asked you to follow-up on your cerebrovascular accident, right?',
          'Patient: Hm, yeah. ',
          'Doctor: Okay, how are you feeling?',
          "Patient: I am bit better but still don't feel one hundred percent. ",
          'Doctor: Yeah, I understand. I am looking at your blood sugar report and-',
          'Patient: And is it okay?',
          'Doctor: Well, you have diabetes and that explains your nerve pain. Basically, high blood sugar can cause the neuropathy.',
        ),
        health: [[C, 'cerebrovascular accident'], [C, 'diabetes'], [C, 'nerve pain'], [C, 'high blood sugar'], [C, 'neuropathy']],
      },
      // 42
      {
        text: talk(
          'Doctor: Hi, how are you? ',
          'Patient: Doing pretty well.  ',
          "Doctor: Is this your wife? I don't think we've met. ",
          'Patient: Yes, let me introduce you. Doctor X, this is my wife ABC. ',
          "Guest_family: Hi, Doctor X, it's nice to meet you. ",
          'Doctor: You as well.',
        ),
      },
      // 43
      {
        text: talk(
          "Doctor: It's nice to finally meet your mom. ",
          "Guest_family: I know, right? I talk about her a lot, so I'm glad that she's able to meet you. ",
          "Doctor: Me too. She's visiting from Mexico, correct? ",
          'Guest_family: Yep. She speaks very little English, but I can translate for her.  ',
          "Doctor: Which part of Mexico, if you don't mind me asking? ",
          'Guest_family: Mazatlan, Mexico.',
        ),
      },
      // 44
      {
        text: talk(
          'Doctor: Do you have any conditions that I should know about? ',
          'Patient: Yes, um, I had an acoustic neuroma in two thousand five. ',
          'Doctor: Did you have surgery on this? ',
          'Patient: Yes, it was benign, but they still wanted to take it out. ',
          'Doctor: Yeah, that happens. What other treatments have you had? ',
          'Patient: Um, in February of two thousand four, and August of two thousand nine I had treatments for recurrence. ',
          'Doctor: Do you have skull markers in place? ',
          "Patient: Yeah, they're planning on doing radiation. ",
          'Doctor: Aside from the acoustic neuroma removal, have you had any other surgeries? ',
          'Patient: Yeah, I had a mastoidectomy in the past.  ',
          'Doctor: What medications are you taking?',
          'Patient: Um, I just take Tylenol and Aleve occasionally for pain. ',
          'Doctor: Do you smoke?',
          "Patient: No, I don't. ",
          'Doctor: How about alcohol, do you drink?',
          "Patient: Yes, um, I'd say about five beers a week.",
        ),
        health: [
          [C, 'acoustic neuroma'], [P, 'surgery'], [P, 'radiation'], [C, 'acoustic neuroma'], [P, 'surgeries'], [P, 'mastoidectomy'], [M, 'Tylenol'], [M, 'Aleve'], [C, 'pain'],
        ],
      },
      // 45
      {
        text: talk(
          'Doctor: Is there any medically related disease in the family? ',
          'Patient: Nope. ',
          "Doctor: What about things like depression or Alzheimer's or other nerves related disorders?",
          "Patient: Nothing that I'm aware of.",
        ),
        health: [[C, 'depression'], [C, "Alzheimer's"]],
      },
      // 50
      {
        text: talk(
          'Doctor: Welcome to the clinic, sir. I am Doctor Frank. ',
          'Patient: Thank you. It is nice to meet you. ',
          "Doctor: Let's start with your medical history. ",
          'Patient: I have high blood pressure and high cholesterol. I have heart disease. I have had five stents put in. I also was told that I have diabetes. My other doctor did an oral glucose tolerance test and the results were not normal. ',
          'Doctor: Do you know what the results from the glucose test was? ',
          'Patient: I believe my sugar shot up to over three hundred with the test they gave me. ',
          'Doctor: Do you take any medications for your blood glucose levels? ',
          'Patient: No. My glucoses are generally normal when I check it.',
          'Doctor: Have you had any surgeries other than the stents? ',
          'Patient: I had plastic surgery on my face from an injury near my eye. I also had an ear graft from when I developed an ear infection during my honeymoon.',
        ),
        health: [
          [C, 'high blood pressure'], [C, 'high cholesterol'], [C, 'heart disease'], [P, 'stents'], [C, 'diabetes'], [P, 'oral glucose tolerance test'], [P, 'glucose test'],
          [P, 'surgeries'], [P, 'stents'], [P, 'plastic surgery'], [C, 'injury'], [P, 'ear graft'], [C, 'ear infection'],
        ],
      },
      // 52
      {
        text: talk(
          "Doctor: Good afternoon, sir. My chart here says that you're seventy two years old, is that correct? ",
          "Patient: Yes, that's correct sir. ",
          'Doctor: Great, can you tell me about your medical history? ',
          'Patient: Well, I was diagnosed with chronic lymphocytic leukemia in May of two thousand eight. ',
          "Doctor: Do you have any doctor's notes about this diagnosis?",
          'Patient: Yes, here you go doctor. ',
          'Doctor: Thank you, so this shows that you had autoimmune hemolytic anemia at the time of your diagnosis. ',
          'Patient: Yes, that rings some bells. ',
          'Doctor: What medications have you been taking for your hemolysis? ',
          "Patient: Um, I've been taking five M G of prednisone every other day. ",
          "Doctor: Great, so we'll follow up on everything today, and do a complete blood count. ",
          'Patient: That sounds good, doctor. ',
          'Doctor: We discontinued your prophylactic antivirals and antibacterial at your last visit, correct?  ',
          "Patient: Yes, I haven't taken them for a while now.",
        ),
        health: [
          [C, 'chronic lymphocytic leukemia'], [C, 'autoimmune hemolytic anemia'], [C, 'hemolysis'], [M, 'prednisone'], [P, 'complete blood count'], [M, 'antivirals'], [M, 'antibacterial'],
        ],
      },
      // 53
      {
        text: talk(
          'Doctor: Who do we have here?',
          'Guest_family: Hi there, he is my son Jay!',
          'Doctor: Hi Jay, how are you today?',
          'Patient: I am okay doctor.',
          'Doctor: Tell me what is going on?',
          'Guest_family: We went ice skating almost 10 days back and he slipped on the ice and landed straight on his right shoulder. Since then, he has been complaining of issues with his shoulder. He is not able to raise his hand above his head and sometimes at night he complains of numbness in his right hand fingers. That kind of made me worried.',
          'Doctor: Hm, okay. Mom, did he get hurt anywhere else too, like head, face or chest? ',
          "Guest_family: No, he landed on his shoulder thankfully. Didn't hit his head. He was also wearing a helmet.",
          'Doctor: Okay, so are you giving him anything for his shoulder, like pain meds or anti inflammatory to ease his stiffness?',
          'Guest_family: No, nothing. Although I gave him some honey for his sore throat. He has been complaining of a sore throat, he has a long standing history of strep throat and he did have some exposure to strep. ',
          'Doctor: Hm, did he have any fever or rashes? ',
          'Guest_family: No.',
          'Doctor: Any nausea, vomiting, diarrhea or constipation?',
          'Guest_family: No.',
          'Doctor: Okay, let me check his shoulder, do you have any other concerns?',
          'Guest_family: Actually yes, Jay suffers from A D H D, he-',
          'Doctor: He is seeing Doctor B, right? ',
          'Guest_family: Yes, and the doctor has prescribed him Adderall and Zoloft once a day. With medication he is doing well in school, he is socializing. Overall, he is maintaining his weight and tolerating the medications well.',
          'Doctor: Okay, so what is the concern?',
          "Guest_family: However, I have noticed that whenever he is not taking his medications, he is having anger outbursts which he is not able to control. He does realize that it's a problem but he can't help it, and this worries me. We have talked about getting help and he has agreed for counselling. I was just wondering if there is anything which can help him, any therapy or counselling session that might benefit him?",
        ),
        health: [
          [C, 'numbness'], [C, 'stiffness'], [C, 'sore throat'], [C, 'sore throat'], [C, 'strep throat'], [C, 'fever'], [C, 'rashes'], [C, 'nausea'], [C, 'vomiting'],
          [C, 'diarrhea'], [C, 'constipation'], [C, 'A D H D'], [M, 'Adderall'], [M, 'Zoloft'], [C, 'anger outbursts'], [P, 'counselling'], [P, 'therapy'], [P, 'counselling'],
        ],
      },
      // 55 (social history)
      {
        text: talk(
          "Patient: Yeah, that's fine. ",
          "Doctor: What's the highest level of education you've received?",
          'Patient: Just a high school diploma. ',
          'Doctor: Are you currently employed. ',
          "Patient: Nope. I'm retired and relaxing at home. ",
          'Doctor: Are you currently married?',
          'Patient: Yeah, I have a husband.',
          'Doctor: Do you have any children? ',
          "Patient: Three kids, but they're all gown up. Less stress on me now. ",
          'Doctor: Do you smoke or drink?',
          'Patient: I have never been interested.',
          'Doctor: So I am assuming no hard drugs?',
          'Patient: Nope.',
        ),
      },
      // 56
      {
        text: talk(
          'Doctor: Hi mom, this is Doctor Jay. He is a pediatric specialist, and he will take a look at the baby. ',
          'Guest_clinician: Hi there, how are you?',
          'Guest_family: I am a little scared!',
          "Guest_clinician: Don't worry, we will take care of her. How old is she?",
          'Guest_family: She is ten days old. ',
          'Guest_clinician: And what did you notice? ',
          'Guest_family: Well, I noticed these unusual jerky movement in her hand and leg. Like they suddenly start shaking.',
          'Guest_clinician: Kind of seizure like?',
          'Guest_family: Yeah.',
          'Guest_clinician: Anything else going on with baby?',
          'Guest_family: Hm, she was detected with infant jaundice when she was born. ',
          'Doctor: Yeah, baby had physiological jaundice. ',
          'Guest_clinician: Okay.',
        ),
        health: [[C, 'seizure'], [C, 'infant jaundice'], [C, 'physiological jaundice']],
      },
      // 57
      {
        text: talk(
          'Doctor: Hm do you normally have high blood pressure? ',
          "Patient: This is the first time in my life that I've been told to see a doctor for my blood pressure. ",
          'Doctor: And when did you notice it reading higher than normal? ',
          'Patient: Around the time of my surgery. Not sure if that has anything to do with it. Do I need to start taking blood pressure medicine?',
        ),
        health: [[C, 'high blood pressure'], [P, 'surgery']],
      },
      // 58
      {
        text: talk(
          'Doctor: Are you single? ',
          "Patient: Yes, I'm a single father of two. ",
          'Doctor: Do you drink or smoke? ',
          "Patient: I've smoked half a pack a day for the last thirty years. I drink about four to eight beers a night. ",
          'Doctor: Where do you work? ',
          'Patient: I work in an electronic assembly for Harmony Music. ',
          'Doctor: Is that nearby? ',
          'Patient: Yeah. I used to work at a similar type of place before I moved here. ',
          'Doctor: Where are you originally from? ',
          'Patient: Salt Lake City. Born and raised. ',
          'Doctor: Great.  ',
          'Patient: I miss it quite a bit actually. ',
          "Doctor: I can imagine. It's home for you. I have two more questions before we wrap up here. Have you ever had hepatitis or needed a blood transfusion for any reason?",
        ),
        health: [[C, 'hepatitis'], [P, 'blood transfusion']],
      },
      // 59
      { text: talk('Doctor: Do you have any known allergies to medications? ', 'Patient: No.'), health: [[C, 'allergies']] },
      // 60 (social history)
      {
        text: talk(
          "Doctor: Hello. Looks like you're here for your physical today. I'll start by asking you some basic questions. ",
          'Patient: Sounds good to me.',
          'Doctor: Do you currently smoke?',
          'Patient: I stopped two years ago. ',
          'Doctor: How much would you say you smoked before?',
          'Patient: Maybe like ten packs a year. Who knows? I lost track.',
          'Doctor: Do you drink alcohol?',
          'Patient: Oh, yeah. I kill a six pack of beer every week. ',
          'Doctor: Do you use any illegal substances?',
          "Patient: No. I don't go that hard.",
        ),
      },
      // 61
      {
        text: talk(
          'Doctor: Hi there, I am Doctor Green.',
          'Guest_family: Hello Doctor, she is Emma and I am her mom, Diana. ',
          'Doctor: Nice to meet you. Hi Emma, how are you?',
          'Patient: Hi.',
          'Guest_family: She speaks in full sentences, maybe just a little shy now.',
          'Doctor: No problem, how old is she?',
          'Guest_family: She is two years old. ',
          'Doctor: Okay. So, what is going on with her?',
          'Guest_family: Well, she is having some congestion and stuffiness and she also has a runny nose. ',
          'Doctor: Okay, are you giving her any medicine? ',
          'Guest_family: I gave her over the counter antiallergic.',
          'Doctor: Do you know the name?',
          'Guest_family: Yeah, its Zyrtec. I use it often. ',
          'Doctor: Okay. Is anybody else sick in the house?',
          'Guest_family: Actually, I am having some allergies myself right now. ',
          'Doctor: Okay. Do you have any other concerns? ',
          'Guest_family: Not really, but I wanted to talk about her growth. ',
          'Doctor: Well, as per the growth chart she is doing fantastic. Her growth curve for both height and weight is at eighty percen-',
          'Guest_family: Percentage?',
          'Doctor: Eighty percentile. And her head percentile is still at ninety five.',
          'Guest_family: Okay.',
          'Doctor: Is she potty trained or did you start training her?',
          'Guest_family: I tried couple of times, but she is showing no interest. ',
          'Doctor: Give it time. Does she identify shapes and colors?',
          'Guest_family: She knows some shapes, but still struggles with colors. ',
          'Doctor: Okay. Any other concerns other than the congestion?',
          'Guest_family: No, no other concerns.',
          'Doctor: Alright then nice meeting you, bye Emma.',
          'Patient: Bye.',
        ),
        health: [[C, 'congestion'], [C, 'stuffiness'], [C, 'runny nose'], [M, 'antiallergic'], [M, 'Zyrtec'], [C, 'allergies'], [C, 'congestion']],
      },
      // 62
      {
        text: talk(
          'Doctor: Do you have a history of classic migraines? ',
          'Patient: Sadly, I do.  ',
          "Doctor: I'm sorry to hear that. Let me go ahead and place these orders for you and we'll hopefully get you feeling better soon. ",
          'Patient: Thank you. I appreciate it. And can you keep the lights off when you leave? ',
          'Doctor: Of course.',
        ),
        health: [[C, 'migraines']],
      },
      // 64
      {
        text: talk(
          'Doctor: You have a lung problem called bronchitis.',
          'Patient: What does that mean?',
          'Doctor: Bronchitis is an inflammation of the lining of your bronchial tubes, which carry air to and from your lungs.',
          'Patient: Okay.',
          "Doctor: But don't worry with proper medication we can fix it.",
          'Patient: Okay.',
        ),
        health: [[C, 'lung problem'], [C, 'bronchitis'], [C, 'Bronchitis'], [C, 'inflammation']],
      },
      // 65
      {
        text: talk(
          'Doctor: Have you been able to move around at all? ',
          "Patient: I do what I can. Most of the time I lay on the couch, but I'll sometimes find it in me to get up and do things.",
          'Doctor: What type of activities are you able to do without pain? ',
          'Patient: Knitting and folding laundry for the most part.',
        ),
        health: [[C, 'pain']],
      },
    ],
  },
  {
    repo: 'abachaa/MedQuAD',
    path: '5_NIDDK_QA/0000001.xml',
    commit: '7e94c7b336f1f8e010c03091df691c8bea014399',
    licence: 'CC-BY-4.0 (answer text: NIDDK, a US federal work)',
    cases: [
      { text: 'Acromegaly is a hormonal disorder that results from too much growth hormone (GH) in the body.' },
      { text: 'Acromegaly is most often diagnosed in middle-aged adults, although symptoms can appear at any age.' },
      { text: 'The most serious health consequences of acromegaly are type 2 diabetes, high blood pressure, increased risk of cardiovascular disease, and arthritis.' },
      { text: 'Patients with acromegaly are also at increased risk for colon polyps, which may develop into colon cancer if not removed.' },
      { text: 'Overgrowth of bone and cartilage often leads to arthritis.' },
      { text: 'When tissue thickens, it may trap nerves, causing carpal tunnel syndrome, which results in numbness and weakness of the hands.' },
      { text: 'Small pituitary adenomas are common, affecting about 17 percent of the population.' },
      {
        text: 'Scientists estimate that three to four out of every million people develop acromegaly each year and about 60 out of every million people suffer from the disease at any time.',
      },
      { text: 'Too little cortisol can cause weight loss, dizziness, fatigue, low blood pressure, and nausea.' },
      { text: 'Younger patients tend to have more aggressive tumors.' },
      { text: 'Surgery is the first option recommended for most people with acromegaly, as it is often a rapid and effective treatment.' },
      { text: 'Other potential problems include cerebrospinal fluid leaks and, rarely, meningitis.' },
      { text: 'Meningitis is a bacterial or viral infection of the meninges, the outer covering of the brain.' },
      {
        text: 'Health care professionals often use the oral glucose tolerance test to diagnose acromegaly because drinking 75 to 100 grams of glucose solution lowers blood GH levels to less than 1 nanogram per milliliter (ng/ml) in healthy people.',
      },
    ],
  },
];

writeHealthParts(SOURCES, ['outside-health-5.jsonl', 'outside-health-5-unseen.jsonl']);
