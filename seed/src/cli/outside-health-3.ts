// node --import tsx seed/src/cli/outside-health-3.ts
// Writes seed/corpus/outside-health-3.jsonl (the part that may be tuned on) and
// seed/corpus/outside-health-3-unseen.jsonl (the part kept unseen until the end): a third outside set of
// health details, from three sources not used here before, nobody on this project wrote:
//
// - the NegEx test set (https://github.com/chapmanbe/negex, `negex.python/Annotations-1-120.txt`, Apache-2.0
//   as the project's GeneralNegEx package states): sentences of de-identified clinical reports (discharge
//   summaries, emergency notes, echocardiography, endoscopy, radiology and pathology) in which a physician
//   marked every clinical condition. The file writes the marked condition in capitals inside its sentence
//   and again, in its own case, in the row's concept column; here the sentence gets the concept's case back
//   (the capitals are the file's marking, not the report's), and a sentence holding several marked
//   conditions is one text. Reports 1 to 13, in the file's order.
// - Apache cTAKES (https://github.com/apache/ctakes, Apache-2.0): the radiology reports of its YTEX fracture
//   demo (`ctakes-ytex/scripts/data/examples/fracture_demo.txt`, the report text, its `<br/>` written as a
//   line break), the COMMENTS of its regression test's radiology notes
//   (`ctakes-regression-test/.../SampleInputRadiologyNotes.txt`) and one example note
//   (`ctakes-examples/.../Patient456/Adult/snake_bite.txt`).
// - explosion's Healthsea (https://github.com/explosion/healthsea, MIT): everyday first- and third-person
//   sentences, the supplement reviews of its end-to-end evaluation (`project/assets/end_to_end_evaluation.json`)
//   and its clause-segmentation test.
//
// Labels follow the other health corpora (people-health.jsonl, outside-health.jsonl): MEDICAL_CONDITION,
// MEDICAL_PROCEDURE, MEDICATION, the term alone. A record speaks of its patient, so a finding is labelled
// also when the report negates it ("No pleural effusion", "no fracture is seen"). Where NegEx's physician
// marked a longer phrase, the label is the condition's name in it: words of degree, size, side, position and
// age are left out ("trace mitral regurgitation" is "mitral regurgitation", "posterior neck pain" is "neck
// pain", "an old healed fracture of the left clavicle" is "fracture"), a compound that names a condition
// keeps its words ("pleural effusion", "compression fracture", "ventral hernia", "hip fracture"). Named
// procedures, tests and medicines are labelled too (endoscopy, thoracentesis, colonoscopy, chest x-ray,
// cholecystectomy, MRI, Protonix, Unasyn). Normal findings ("Left ventricular size is normal", "Both
// popliteal arteries are patent") and the social history are negatives: lines of a record with no
// condition, procedure or medicine named in them. The rows the physician marked with a phrase no span rule
// settles ("poor mental status", "felt a piece stuck in her throat") are left out.
// The texts of each source go in turn to the tuning part and to the unseen part (first, second, ...).
import { HEALTH, type HealthSource, writeHealthParts } from './outside-source.ts';

const { C, P, M } = HEALTH;
const HEALTHSEA = { repo: 'explosion/healthsea', licence: 'MIT' };
const CTAKES = { repo: 'apache/ctakes', licence: 'Apache-2.0', commit: '9faf8a6344fe1423f3e4b01a1ec7759b92183a2d' };
/** The fracture demo writes a report's line breaks as `<br/>`. */
const br = (text: string) => text.replace(/<br\/>/g, '\n');

const SOURCES: HealthSource[] = [
  {
    repo: 'chapmanbe/negex',
    path: 'negex.python/Annotations-1-120.txt',
    commit: '21b013cfec596f187e20cdccecf35bf55ec4b50c',
    licence: 'Apache-2.0',
    cases: [
      // Report 1: a cardiology discharge summary.
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  1,01TdvtyYejbW DS DS 1504  E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]         **INSTITUTION   CARDIOLOGY   DISCHARGE SUMMARY  PATIENT NAME:  **NAME[AAA, BBB M]  ACCOUNT #:  **ID-NUM   **ROOM   ATTENDING PHYSICIAN:  **NAME[YYY M ZZZ]  ADMISSION DATE:  **DATE[Sep 27 2007]  DISCHARGE DATE: **DATE[Oct 07 2007]  The patient is a **AGE[in 60s]-year-old gentleman who presented to **INSTITUTION   with complaints of shortness of breath and was found to have staph   bacteremia.',
        health: [[C, 'shortness of breath'], [C, 'staph   bacteremia']],
      },
      {
        text: 'The patient was transferred to **INSTITUTION for   explantation of a pacemaker system that was felt to be involved by the   infection.',
        health: [[C, 'infection']],
      },
      { text: 'The patient was sent back to **INSTITUTION the   following day for further evaluation and management of his infection.', health: [[C, 'infection']] },
      {
        text: 'It was   planned to follow up in the **INSTITUTION for reimplantation of the   pacemaker once the infection is completely resolved.',
        health: [[C, 'infection']],
      },
      // Report 2: an echocardiogram.
      {
        text: '8  cm (0.7-1.1 cm)      REFERRING DIAGNOSIS: Shortness Of Breath    TWO DIMENSIONAL ECHOCARDIOLOGY:   This was a technically difficult study.',
        health: [[C, 'Shortness Of Breath']],
      },
      { text: 'Left ventricular size is normal.' },
      { text: 'No pericardial effusion is seen.', health: [[C, 'pericardial effusion']] },
      { text: 'SPECTRAL DOPPLER:   There is trace mitral regurgitation.', health: [[C, 'mitral regurgitation']] },
      { text: 'There is trace tricuspid regurgitation.', health: [[C, 'tricuspid regurgitation']] },
      { text: 'There is trace pulmonic regurgitation.', health: [[C, 'pulmonic regurgitation']] },
      { text: 'Right ventricular wall thickness is normal.' },
      { text: '02) Normal left ventricular size and function.' },
      // Report 3: an emergency department note.
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  81,LG2nw5XqlWuD ER ER 1001  E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]         **INSTITUTION   EMERGENCY DEPARTMENT  PATIENT NAME:  **NAME[AAA, BBB M]  ACCOUNT #:  **ID-NUM  DATE OF SERVICE:  **DATE[Mar 06 08]  PRIMARY CARE PHYSICIAN: WISHWA N KAPOOR  HISTORY OF PRESENT ILLNESS:    Chief complaint - foreign body in throat.',
        health: [[C, 'foreign body']],
      },
      {
        text: 'The patient is a **AGE[in 60s]-year-old woman with esophageal strictures who presents   with two days of a foreign body sensation.',
        health: [[C, 'esophageal strictures'], [C, 'foreign body sensation']],
      },
      { text: 'She has been extreme-ly nauseated since then and has vomited several times.', health: [[C, 'nauseated'], [C, 'vomited']] },
      {
        text: 'She still continues to have   throat discomfort and complains of a foreign body sensa-tion in the same   area.',
        health: [[C, 'throat discomfort'], [C, 'foreign body sensa-tion']],
      },
      {
        text: 'She has a history of a food impaction eight years ago which required   endoscopy to clear it.',
        health: [[C, 'food impaction'], [P, 'endoscopy']],
      },
      { text: 'She has been taking nifedipine but has vomited it   back up.', health: [[M, 'nifedipine'], [C, 'vomited']] },
      {
        text: 'She denies fever, chills, or other constitutional symptoms.',
        health: [[C, 'fever'], [C, 'chills'], [C, 'constitutional symptoms']],
      },
      { text: 'Denies headache.', health: [[C, 'headache']] },
      { text: 'Denies posterior neck pain.', health: [[C, 'neck pain']] },
      { text: 'Complains of neck discomfort anteriorly.', health: [[C, 'neck discomfort']] },
      {
        text: 'Denies shortness of breath, stridor, or air hunger.',
        health: [[C, 'shortness of breath'], [C, 'stridor'], [C, 'air hunger']],
      },
      { text: 'No chest pain.', health: [[C, 'chest pain']] },
      { text: 'No   abdominal pain.', health: [[C, 'abdominal pain']] },
      { text: 'No focal neurologic deficits.', health: [[C, 'focal neurologic deficits']] },
      { text: 'PAST MEDICAL HISTORY:     Past medical history is significant for esophageal strictures.', health: [[C, 'esophageal strictures']] },
      { text: 'Also a hip   fracture and gout.', health: [[C, 'hip   fracture'], [C, 'gout']] },
      { text: 'Social history:  The patient drinks alcohol occasionally, is a nonsmoker.' },
      { text: 'General - alert and oriented times three, in no acute distress.' },
      { text: 'HEENT - head is atraumatic.' },
      { text: 'No anterior   cervical lymphadenopathy.', health: [[C, 'cervical lymphadenopathy']] },
      { text: 'Cardiovascular - regular rate and rhythm.' },
      { text: 'No murmurs.', health: [[C, 'murmurs']] },
      {
        text: 'ED COURSE:    The patient was offered glucagon which she declined as she states this made   her severely nauseated the last time she had it.',
        health: [[M, 'glucagon'], [C, 'nauseated']],
      },
      { text: 'She will return if she experiences any worsening pain or   any other new or concerning symptoms.', health: [[C, 'pain']] },
      { text: 'She is discharged with the diagnosis of ESOPHAGEAL FOOD IMPACTION.', health: [[C, 'ESOPHAGEAL FOOD IMPACTION']] },
      // Report 4: a colonoscopy.
      { text: 'for colorectal cancer and poloyps.', health: [[C, 'colorectal cancer'], [C, 'poloyps']] },
      { text: 'FINDINGS:  Internal hemorrhoids were found.', health: [[C, 'Internal hemorrhoids']] },
      { text: 'There was no  evidence of ulceration, mass or diverticula.', health: [[C, 'ulceration'], [C, 'mass'], [C, 'diverticula']] },
      {
        text: '<<PROCEDUREIMAGES>>    COMPLICATIONS:  None    POSTOPERATIVE DIAGNOSIS(ES):  1) Internal hemorrhoids    2) Otherwise normal exam    PLAN:  1) Follow-up: as scheduled referring MD    REPEAT EXAM:  Colonoscopy in 10 year(s).',
        health: [[C, 'Internal hemorrhoids'], [P, 'Colonoscopy']],
      },
      // Report 5: an ultrasound-guided thoracentesis.
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  161,JAlB6a0EJoOb RAD RAD   E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]      EXAMINATION PERFORMED:  US GUIDED THORACENTESIS PUNCTURE RIGHT   **DATE[Nov 07 07]     1251 HOURS    CLINICAL HISTORY:     Right thoracentesis, right pleural effusion.',
        health: [[P, 'THORACENTESIS'], [P, 'thoracentesis'], [C, 'pleural effusion']],
      },
      {
        text: 'Targeted sonography of the right posterior chest  wall was performed demonstrating a moderate right pleural  effusion.',
        health: [[P, 'sonography'], [C, 'pleural  effusion']],
      },
      // Report 7: a general medicine discharge summary.
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  2,Jckg4kV7gxiM DS DS 5004  E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]         **INSTITUTION   GENERAL MEDICINE  DISCHARGE SUMMARY     PATIENT NAME:  **NAME[AAA, BBB M]  ACCOUNT #:  **ID-NUM  **ROOM  ATTENDING PHYSICIAN:  **NAME[ZZZ M YYY]  ADMISSION DATE:  **DATE[Jan 25 2008]  DISCHARGE DATE:  **DATE[Jan 26 2008]        ADMISSION DIAGNOSIS:  CHEST PAIN.',
        health: [[C, 'CHEST PAIN']],
      },
      { text: 'DISCHARGE DIAGNOSIS:  CHEST PAIN.', health: [[C, 'CHEST PAIN']] },
      {
        text: 'HISTORY OF PRESENT ILLNESS/HOSPITAL COURSE:  Mr. **NAME[BBB AAA] is a **AGE[in 40s]-year-old male with a medical history significant for   bipolar disorder as well as depression who presented with a several day   history of epigastric and chest pain radiating down his left arm.',
        health: [[C, 'bipolar disorder'], [C, 'depression'], [C, 'chest pain']],
      },
      { text: 'The   patient described the pain as sharp and burning.', health: [[C, 'pain']] },
      { text: 'Denies any shortness of breath or   diaphoresis.', health: [[C, 'shortness of breath'], [C, 'diaphoresis']] },
      {
        text: 'The patient does admit to 2 episodes of emesis with mild blood   streaking, and he also admits to coughing.',
        health: [[C, 'emesis'], [C, 'coughing']],
      },
      { text: 'The patient then presented to the   Emergency Department for this severe chest pain.', health: [[C, 'chest pain']] },
      { text: 'Therefore, he was admitted to the Medicine Service to rule   out MI.', health: [[C, 'MI']] },
      {
        text: 'He was also   given Protonix for his epigastric pain and nitroglycerine for his chest pain.',
        health: [[M, 'Protonix'], [C, 'epigastric pain'], [M, 'nitroglycerine'], [C, 'chest pain']],
      },
      // Report 8: an echocardiogram.
      {
        text: 'Wall Thickness:  1.1 cm (0.7-1.1 cm)      REFERRING DIAGNOSIS: Coronary Artery Disease, Native Coronary Arte  TWO DIMENSIONAL ECHOCARDIOLOGY:   Left ventricular size is normal.',
        health: [[C, 'Coronary Artery Disease']],
      },
      { text: 'Left atrial size is mildly enlarged.' },
      { text: '02) Mild left atrial enlargement.', health: [[C, 'atrial enlargement']] },
      // Report 9: an emergency department note.
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  82,KGLB6WjS5Rt6 ER ER 1005  E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]         **INSTITUTION   EMERGENCY DEPARTMENT  PATIENT NAME:  **NAME[AAA, BBB M]  ACCOUNT #:  **ID-NUM   DATE OF SERVICE:  **DATE[Sep 31 07]   PRIMARY CARE PHYSICIAN: **NAME[UUU M VVV]  HISTORY OF PRESENT ILLNESS:    CHIEF COMPLAINT:  Vaginal bleeding.',
        health: [[C, 'Vaginal bleeding']],
      },
      {
        text: 'She is a **AGE[in 70s]-year-old female who has a history of multiple sclerosis   complicated by paralysis and urinary incontinence with chronic Foley, who was   brought in by ambulance today from **INSTITUTION in Mt.',
        health: [[C, 'multiple sclerosis'], [C, 'paralysis'], [C, 'urinary incontinence']],
      },
      {
        text: 'REVIEW OF SYSTEMS:    Review of systems was negative and the patient has denied any fevers or   chills.',
        health: [[C, 'fevers'], [C, 'chills']],
      },
      {
        text: 'No chest pain, no shortness of breath, and no abdominal pain.',
        health: [[C, 'chest pain'], [C, 'shortness of breath'], [C, 'abdominal pain']],
      },
      { text: 'Denied any myalgias or arthralgias.', health: [[C, 'myalgias'], [C, 'arthralgias']] },
      { text: 'Denied any constipation or diarrhea.', health: [[C, 'constipation'], [C, 'diarrhea']] },
      { text: 'Denied   any headaches.', health: [[C, 'headaches']] },
      { text: 'No nausea or vomiting.', health: [[C, 'nausea'], [C, 'vomiting']] },
      {
        text: 'PAST MEDICAL HISTORY:     Her past medical history is significant for multiple sclerosis, pneumonia,   DVT of the lower extremity, hypothyroidism, hard of hearing, vitiligo, and   her paralysis from her multiple sclerosis.',
        health: [
          [C, 'multiple sclerosis'], [C, 'pneumonia'], [C, 'DVT'], [C, 'hypothyroidism'], [C, 'hard of hearing'], [C, 'vitiligo'],
          [C, 'paralysis'], [C, 'multiple sclerosis'],
        ],
      },
      { text: 'It was complicated by infection and removed.', health: [[C, 'infection']] },
      { text: 'ALCOHOL:  Two wine glasses of wine per day.' },
      { text: 'HEENT:  Exam was normocephalic and atraumatic.' },
      { text: 'CARDIOVASCULAR: Sinus bradycardia.', health: [[C, 'Sinus bradycardia']] },
      { text: 'No murmurs, rubs, or gallops.', health: [[C, 'murmurs'], [C, 'rubs'], [C, 'gallops']] },
      { text: 'PULMONARY:  Mild rales at the bases bilaterally.', health: [[C, 'rales']] },
      { text: 'She was obese.', health: [[C, 'obese']] },
      { text: 'EXTREMITIES:  2+ lower extremity edema.', health: [[C, 'lower extremity edema']] },
      { text: 'SKIN:  No rashes.', health: [[C, 'rashes']] },
      { text: 'NEUROLOGIC:  Alert and oriented times three.' },
      {
        text: 'Assessment of this Patient:  She is a **AGE[in 70s]-year-old female with a history of   multiple sclerosis, and paralysis with a history of urinary tract infections   and urinary incontinence with chronic Foley, who had been reported to have   vaginal bleeding, however, was found to have blood at the urethral meatus,   consistent with urethral trauma.',
        health: [
          [C, 'multiple sclerosis'], [C, 'paralysis'], [C, 'urinary tract infections'], [C, 'urinary incontinence'], [C, 'vaginal bleeding'],
          [C, 'urethral trauma'],
        ],
      },
      {
        text: 'The patient was also found to have urinary   analysis consistent with urinary tract infection and a therapeutic INR.',
        health: [[C, 'urinary tract infection']],
      },
      {
        text: 'times 10 days for suspected   urinary tract infection, especially given her coexistent hematuria and   urethral injury.',
        health: [[C, 'urinary tract infection'], [C, 'hematuria'], [C, 'urethral injury']],
      },
      // Report 10: a colonoscopy.
      { text: 'The indication for this procedure is change in  bowel habits.', health: [[C, 'change in  bowel habits']] },
      { text: 'There was no evidence of polyps or mass.', health: [[C, 'polyps'], [C, 'mass']] },
      // Report 11: a chest x-ray.
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  162,9VJSVs8NGvo/ RAD RAD   E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]      EXAMINATION PERFORMED:  XRAY CHEST FRONTAL AND LATERAL VIEWS   **DATE[Aug 03 07]     1440 HOURS    CLINICAL HISTORY:     Dizziness and headache.',
        health: [[C, 'Dizziness'], [C, 'headache']],
      },
      { text: 'FINDINGS:     The heart size is normal.' },
      {
        text: 'The lungs show no airspace opacities,  pneumothorax or effusions.',
        health: [[C, 'airspace opacities'], [C, 'pneumothorax'], [C, 'effusions']],
      },
      { text: 'IMPRESSION:       NO EVIDENCE OF ACUTE CARDIOPULMONARY DISEASE.', health: [[C, 'CARDIOPULMONARY DISEASE']] },
      // Report 12: a transbronchial biopsy.
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  202,JHBTO8+z8pgj SP SP   E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]      PATIENT HISTORY:  Status post double lung transplant for COPD.',
        health: [[P, 'lung transplant'], [C, 'COPD']],
      },
      { text: 'C.     ALVEOLAR HEMOSIDEROSIS.', health: [[C, 'ALVEOLAR HEMOSIDEROSIS']] },
      // Report 13: an admission history.
      {
        text: 'HISTORY OF PRESENT ILLNESS:  The patient is a **AGE[90+]-year-old female with past   medical history significant for atrial fibrillation, history of DVTs, and   hypertension who presents to the Emergency Department after 2 episodes of   coffee-ground emesis.',
        health: [[C, 'atrial fibrillation'], [C, 'DVTs'], [C, 'hypertension'], [C, 'coffee-ground emesis']],
      },
      { text: 'The patient also experienced associated chest pain   with these episodes.', health: [[C, 'chest pain']] },
      {
        text: 'While in the Emergency   Department, the patient was found to be hypoxic and a chest x-ray was   obtained.',
        health: [[C, 'hypoxic'], [P, 'chest x-ray']],
      },
      {
        text: 'It showed atelectasis versus pneumonia in the left lower lobe   involving pleural effusion.',
        health: [[C, 'atelectasis'], [C, 'pneumonia'], [C, 'pleural effusion']],
      },
      { text: 'The patient   was given Unasyn 3 g IV for possible aspiration pneumonia.', health: [[M, 'Unasyn'], [C, 'aspiration pneumonia']] },
      {
        text: "The patient's H   and H were at baseline without any evidence of significant anemia.",
        health: [[C, 'anemia']],
      },
      {
        text: 'At this   time, the decision was made to admit the patient to a step-down bed for   further treatment and evaluation of the coffee-ground emesis and hypoxia.',
        health: [[C, 'coffee-ground emesis'], [C, 'hypoxia']],
      },
      {
        text: 'PAST MEDICAL HISTORY:  Significant for Alzheimer disease, hypertension,   atrial fibrillation, history of DVTs, anticoagulation, coronary artery   disease, COPD, history of anemia, history of pulmonary nodules, and history   of cellulitis.',
        health: [
          [C, 'Alzheimer disease'], [C, 'hypertension'], [C, 'atrial fibrillation'], [C, 'DVTs'], [C, 'coronary artery   disease'], [C, 'COPD'],
          [C, 'anemia'], [C, 'pulmonary nodules'], [C, 'cellulitis'],
        ],
      },
    ],
  },
  {
    ...CTAKES,
    path: 'ctakes-ytex/scripts/data/examples/fracture_demo.txt',
    cases: [
      {
        text: br('An AP, lateral, and sunrise view of the left knee is obtained.  A  standing view of both knees is<br/>obtained. A Rosenberg view is also obtained.  <br/>       <br/>On the left, bony mineralization is normal. There is evidence of a lateral tibial plateau fracture.<br/>Soft tissues demonstrate arterial calcification.  <br/>       <br/>Chondrocalcinosis identified involving the lateral compartment of the knee. There is moderate <br/>narrowing of the medial and lateral compartment of the left knee. The appearance and left knee<br/>similar to May 1, 2011. '),
        health: [[C, 'tibial plateau fracture'], [C, 'arterial calcification'], [C, 'Chondrocalcinosis']],
      },
      {
        text: br('Findings: At the fourth distal metatarsal there is a oblique fracture with slight lateral <br/>displacement.  There are no other acute fractures or dislocations. There is moderate <br/>degenerative changes of the first tarsal- metatarsal joint with subchondral cysts and osteophyte <br/>formation. The soft tissues are within normal limits. There is ossification of the interosseous <br/>membrane due to prior trauma.  '),
        health: [[C, 'fracture'], [C, 'fractures'], [C, 'dislocations'], [C, 'degenerative changes'], [C, 'subchondral cysts'], [C, 'trauma']],
      },
      {
        text: br('An AP upright image that extends from the pelvis to the ankles is provided for interpretation.<br/>There is a right knee arthroplasty. There is no apparent leg length discrepancy.  '),
        health: [[P, 'knee arthroplasty'], [C, 'leg length discrepancy']],
      },
      {
        text: br('Impression:<br/>       <br/>Left knee 3 views, 12/1/2011: <br/>       <br/>Comparison is made to previous examination of 2/26/2011.  <br/>       <br/>There is a knee prosthesis in place. There is no radiographic evidence of loosening of the <br/>prosthesis. There are no fractures or dislocations. Allowing for technical differences, there has<br/>been no change from 2/26/2011.  <br/>'),
        health: [[C, 'fractures'], [C, 'dislocations']],
      },
      {
        text: br('Impression:<br/>       <br/>since 10/2/2007, views of the pelvis and right hip are unchanged except for minimal overgrowth of <br/>the lateral aspect of the acetabular roof apophysis. No other evidence of degenerative changes <br/>seen. No other interval change.  '),
        health: [[C, 'degenerative changes']],
      },
      {
        text: br('Lungs are clear focal consolidation. Tracheobronchial tree is patent.  No lung masses or nodules<br/>appreciated. There are no pleural pericardial effusions. Right lower base pleural thickening is <br/>stable.  There is no axillary, hilar, or mediastinal lymphadenopathy by CT size criteria. The <br/>visualized thyroid is normal.  '),
        health: [[C, 'consolidation'], [C, 'lung masses'], [C, 'nodules'], [C, 'pericardial effusions'], [C, 'pleural thickening'], [C, 'mediastinal lymphadenopathy']],
      },
      {
        text: br('Study:  Bilateral standing knees one view.  <br/>       <br/>Findings: AP, standing view of both knees is compared to previous exam of 04/2011. There has been <br/>no significant interval change in the appearance of the knees. Again there is an intramedullary<br/>fracture in the tibia. Joint space narrowing is noted at the lateral compartment of the left knee.  '),
        health: [[C, 'fracture'], [C, 'Joint space narrowing']],
      },
      {
        text: br('Opacification of the frontal sinus on the right side.  Linear streaking of the occipital bone,<br/>likely a non displaced fracture.'),
        health: [[C, 'Opacification'], [C, 'fracture']],
      },
      {
        text: br('Right humerus 2 views, 7/14/2012 <br/>       <br/>There is a shoulder prosthesis in place.  There is no radiographic evidence of loosening of the <br/>prosthesis.  Overall position and alignment is anatomic. A fracture of the distil humerus is noted.<br/>The remainder of the humerus is unremarkable.'),
        health: [[C, 'fracture']],
      },
      {
        text: br('Chest reveals linear opacity in right base which could be due to atelectasis since January 16, 2011.<br/>There is no   congestive heart failure, infiltrate. There are degenerative changes in thoracic <br/>spine. There are vascular calcifications in the thoracic aorta.  Accounting for differences in <br/>technique there is no significant interval change.  <br/>       <br/>Conclusion: No acute cardiopulmonary disease.  '),
        health: [
          [C, 'opacity'], [C, 'atelectasis'], [C, 'congestive heart failure'], [C, 'infiltrate'], [C, 'degenerative changes'], [C, 'vascular calcifications'],
          [C, 'cardiopulmonary disease'],
        ],
      },
      {
        text: br('Findings:  The heart is not enlarged.  There is no congestive failure.  The lungs are clear.  There<br/>is no adenopathy or pleural effusion.  There are old healed fractures of the left second through <br/>sixth ribs and an old fracture of the left clavicle. There are degenerative changes in the spine.  <br/>       <br/>Conclusion:  No active cardiopulmonary disease.  No interval change.'),
        health: [
          [C, 'congestive failure'], [C, 'adenopathy'], [C, 'pleural effusion'], [C, 'fractures'], [C, 'fracture'], [C, 'degenerative changes'],
          [C, 'cardiopulmonary disease'],
        ],
      },
      {
        text: br('Impression:<br/>Views of the hand and thumb accomplished on May 6, 2011.  <br/>       <br/>The interphalangeal joint shows mild narrowing. Osseous structures are normally developed and <br/>well-preserved. The MP joint of the thumb shows some eburnation and narrowing particularly of the<br/>lateral aspect of the joint. The metacarpal articulation with the greater multangular has some mild <br/>eburnation and some pseudocystic change is that joint is well.  <br/>       <br/>Summary: osteoarthritic changes. The most prominent changes are of the proximal and distal <br/>articulations of the first metacarpal<br/>'),
        health: [[C, 'osteoarthritic changes']],
      },
      {
        text: br('Views of the coccyx and sacrum dated January 21, 2009.  <br/>       <br/>normal osseous development and no fracture is seen. The SI joints are normal. Soft tissues are <br/>normal <br/>       <br/>Summary: no fracture is seen. Note that injuries of the coccyx are not always visible on <br/>radiographs and this study needs to be augmented by physical exam.  '),
        health: [[C, 'fracture'], [C, 'fracture']],
      },
      {
        text: br('Impression:<br/>PA and lateral chest accomplished on January 20, 2012.  <br/>       <br/>The heart and mediastinal contours are normal. Hilar structures and pulmonary vessels are normal as<br/>well. There no acute infiltrates or effusions.  An old fracture of the left third rib is evident.'),
        health: [[C, 'infiltrates'], [C, 'effusions'], [C, 'fracture']],
      },
      {
        text: br('Menisci: There is intrasubstance degeneration in the lateral meniscus without discrete tear. There<br/>is complex degeneration of the posterior horn and body of the medial meniscus with extrusion.  <br/>       <br/>Tendons: The quadriceps and patellar tendons are intact.  <br/>       <br/>Ligaments: There is increased signal within it the ACL consistent with degeneration. The PCL, LCL <br/>and MCL appear intact.  <br/>       <br/>Bone/cartilage: There are tricompartmental degenerative changes. There are extensive degenerative <br/>changes in the medial compartment with diffuse cartilage loss in the weight bearing region. There <br/>is moderate thinning of the anterior aspect of the lateral femoral condyle cartilage with mild <br/>heterogeneity. There is heterogeneity of the patellofemoral cartilage.  Note is made of a distil <br/>femur hairline fracture not previously noted.'),
        health: [
          [C, 'degeneration'], [C, 'tear'], [C, 'degeneration'], [C, 'degeneration'], [C, 'degenerative changes'], [C, 'degenerative \nchanges'],
          [C, 'cartilage loss'], [C, 'fracture'],
        ],
      },
      {
        text: br('The study was compared to the prior dated 04/09/2011.  The liver is heterogeneous with no focal <br/>lesion. There is status post cholecystectomy. The common bile duct measures 3.4 mm.The portal<br/>vein is patent and demonstrate hepatopetal flow. The kidneys are normal in size measuring 10.1 cm<br/>on the right and 10.2 cm on the left side. No hydronephrosis is noted. A hypoechogenic lesion in<br/>the superior pole of the right kidney is noted measuring 1.6 x 1.2 cm that may suggest a cyst.. The<br/>infrarenal abdominal aorta measures 2.2 x 2.1 cm. Again bilateral aneurysm of common iliac arteries<br/>is noted measuring 1.8 x 1.9 cm on the right and 1.6 x 1.9 cm in the left side.  There is no fluid <br/>in the Morrison\'s pouch. The spleen is normal in size and echotexture.  <br/>       <br/>Conclusion: <br/>       <br/>Heterogeneous liver with no focal lesion. Stable aneurysm of common iliac arteries.  '),
        health: [
          [C, 'lesion'], [P, 'cholecystectomy'], [C, 'hydronephrosis'], [C, 'lesion'], [C, 'cyst'], [C, 'aneurysm'], [C, 'lesion'], [C, 'aneurysm'],
        ],
      },
      {
        text: br('AP and lateral view of the left lower leg is obtained.  <br/>       <br/>Bony mineralization is normal. There is no evidence of a fracture.  Soft tissues are unremarkable.  <br/>       <br/>Clips noted posteriorly in the soft tissues.  <br/>       <br/>CONCLUSION: <br/>       <br/>1. No acute process'),
        health: [[C, 'fracture']],
      },
      {
        text: br('An AP of the left hand and 3 additional views of the fourth digit were done. There is a non <br/>dislocated fracture. No other significant bone or joint abnormality.  '),
        health: [[C, 'fracture']],
      },
      { text: br('Diffuse osteopenia with evidence of L1-2 compression fracture.'), health: [[C, 'osteopenia'], [C, 'compression fracture']] },
      {
        text: br('Impression:<br/>Routine views of the left foot demonstrate normal development and no fracture or dislocation. No <br/>foreign bodies seen.  There is probable soft tissue swelling about the head of the metatarsals and<br/>there is some minimal vascular calcification noted. '),
        health: [[C, 'fracture'], [C, 'dislocation'], [C, 'foreign bodies'], [C, 'soft tissue swelling'], [C, 'vascular calcification']],
      },
      {
        text: br('There is no evidence of axillary, hilar or mediastinal adenopathy. The great vessels are normal<br/>throughout their course. There is extensive calcification of the coronary arteries as well as <br/>some calcification of the aorta. The thyroid gland is normal. <br/>       <br/>The visualized unenhanced liver, spleen, pancreas, adrenal glands and kidneys are grossly normal.  <br/>       <br/>There are no lytic or sclerotic lesions visualized.  '),
        health: [[C, 'mediastinal adenopathy'], [C, 'calcification'], [C, 'calcification'], [C, 'lesions']],
      },
      {
        text: br('Findings: There is now evidence of a nondisplaced fracture involving the right superior pubic ramus <br/>close to the symphysis.  There is diffuse osteopenia with a stable old healed right <br/>intertrochanteric fracture with internal stabilization as well as a left subcapital fracture <br/>internally stabilized as well. There is an old left ischiopubic junction fracture deformity. Sacrum<br/>and coccyx are mostly obscured by bowel content. There is heavy aorto iliac and branch <br/>calcification.  <br/>       <br/>Conclusion: Nondisplaced right superior pubic ramus fracture.'),
        health: [
          [C, 'fracture'], [C, 'osteopenia'], [C, 'intertrochanteric fracture'], [C, 'subcapital fracture'], [C, 'ischiopubic junction fracture'], [C, 'calcification'],
          [C, 'pubic ramus fracture'],
        ],
      },
      {
        text: br('There is no rib fracture, rib abnormality, pneumothorax, or pleural effusion. Other than for <br/>clearing of the lungs, the chest examination has not changed from 2/29/2011. Cardiomediastinal<br/>silhouette is stable. There are sternotomy wires. There is no evidence of congestive failure and <br/>the lungs are now clear.  <br/>       <br/>Conclusion: <br/>       <br/>No acute rib fracture, pneumothorax, or pleural effusion. No active cardiopulmonary disease. Other <br/>than for the clearing of the lungs, no significant interval change from 2/9/2011.  '),
        health: [
          [C, 'rib fracture'], [C, 'pneumothorax'], [C, 'pleural effusion'], [P, 'sternotomy'], [C, 'congestive failure'], [C, 'rib fracture'], [C, 'pneumothorax'],
          [C, 'pleural effusion'], [C, 'cardiopulmonary disease'],
        ],
      },
      {
        text: br('Study:  Left knee 3 views.  <br/>       <br/>Findings: AP, lateral and sunrise views of the left knee are compared to previous exam of <br/>05/07/2011. Accounting for difference in technique, has been no significant interval change in the<br/>appearance of the left knee. Again there is tricompartmental degenerative arthropathy with joint<br/>space narrowing which is worst at the lateral facet of the patellofemoral joint, and <br/>tricompartmental osteophytes.  There is no significant knee joint effusion.  <br/>'),
        health: [[C, 'degenerative arthropathy'], [C, 'osteophytes'], [C, 'knee joint effusion']],
      },
      {
        text: br('Findings: Multiple images of the right shoulder reveal a full thickness, near full width tear of <br/>supraspinatus tendon with a few anterior fibers remaining. There is approximately 3 cm retraction <br/>of the myotendinous junction. In addition, there is a small, articular surface tear of the <br/>infraspinatus tendon at its insertion with laminar extension into the myotendinous junction.<br/>There is mild fatty atrophy of the supraspinatus and moderate fatty atrophy of the infraspinatus <br/>muscle. Overall there is diffuse muscular fatty atrophy throughout the shoulder musculature. There <br/>is superior subluxation of the humeral head. There is increased longitudinal signal and thickening <br/>of the interarticular portion of the biceps tendon consistent with a split tear. Thickening and <br/>increased signal of the subscapularis tendon is consistent with tendinopathy.  '),
        health: [
          [C, 'tear'], [C, 'articular surface tear'], [C, 'fatty atrophy'], [C, 'fatty atrophy'], [C, 'muscular fatty atrophy'], [C, 'subluxation'], [C, 'tear'], [C, 'tendinopathy'],
        ],
      },
      {
        text: br('Left fifth finger multiple views, 5/5/2015: <br/>   <br/>  Comparison: 4/10/2015.  <br/>   <br/>  Findings: And AP of the left hand and for additional views of the fifth<br/>  finger are provided for interpretation.  <br/>   <br/>  There is a healing comminuted spiral fracture of the proximal phalanx of the<br/>  fifth digit. Other than for signs of healing, there has been no significant<br/>  interval change from the previous examination.<br/>'),
        health: [[C, 'fracture']],
      },
      {
        text: br('Comparison is made to the previous examination of 5/23/2011.  <br/>       <br/>The heart is not enlarged. There is no evidence of congestive failure.  The lungs are clear. There<br/>is no adenopathy or pleural effusion.  <br/>       <br/>Conclusion: <br/>       <br/>No active cardiopulmonary disease. No significant interval change.  <br/>'),
        health: [[C, 'congestive failure'], [C, 'adenopathy'], [C, 'pleural effusion'], [C, 'cardiopulmonary disease']],
      },
      {
        text: br('Left fifth digit multiple views, 6/16/2066: <br/>   <br/>  An AP of the left hand and 3 additional views of the left fifth digit are<br/>  provided were done. There is a comminuted spiral fracture of the proximal<br/>  phalanx of the fifth digit with medial and dorsal angulation of the major<br/>  distal fracture fragment.  <br/>'),
        health: [[C, 'fracture'], [C, 'fracture']],
      },
      {
        text: br('Clinical History<br/>  Man had cxr today f/u after fall 2-05 and per radiologist request left rib <br/>  views today to better view 9th rib left and adjacent ribs; still some pain <br/>  there.  thanks <br/><br/>Impression<br/>  LEFT RIBS:  10/10/2012 <br/>   <br/>  Four views of the left ribs reveal fractures of the left ribs at the mid<br/>  axillary line of the left 5, 6, 7, 8 and 9th ribs.  This was not shown on the<br/>  previous study.  There is no definite hemothorax on the left side. <br/>'),
        health: [[P, 'cxr'], [C, 'pain'], [C, 'fractures'], [C, 'hemothorax']],
      },
      { text: br('There is a non dislocated fracture in the second digit of the right hand. <br/>No other significant bone or joint abnormality.  '), health: [[C, 'fracture']] },
      {
        text: br('Retroperitoneal ultrasound from 3/30/2011 is compared to the prior from 9/3/2011.  <br/>       <br/>Findings: Right kidney measures 11.3 cm and left kidney measures 11.7 cm in length. No evidence <br/>for hydronephrosis. Spleen measures 10.4 cm in the craniocaudal dimension.  heterogenous liver <br/>with no focal lesions. Liver measures 16 cm in the craniocaudal dimension.  Hepatopetal flow in <br/>the portal vein. CBD measures 4 mm and is within normal limits. Gallbladder and pancreas is <br/>unremarkable. No evidence for aortic aneurysm. No free fluid.  <br/>       <br/>Conclusion: 1.  heterogenous liver with no focal lesions.'),
        health: [[P, 'ultrasound'], [C, 'hydronephrosis'], [C, 'lesions'], [C, 'aortic aneurysm'], [C, 'lesions']],
      },
    ],
  },
  {
    ...CTAKES,
    path: 'ctakes-regression-test/src/main/resources/org/apache/ctakes/regression/test/testdata/input/plaintext/SampleInputRadiologyNotes.txt',
    cases: [
      {
        text: '20Feb1999 1:21PM CT ABDOMEN w & PELVIS w Indications: ct abd/pel - hernia ventral nos;USE IV CON ORIGINAL REPORT - 10 Aug 2009 3:15PM ROMAYO CT abdomen and pelvis with IV contrast. Comparison with prior MR angiography dated 4-2-04. Again seen is a large ventral hernia containing multiple nonobstructed loops of small bowel and ascending colon. No evidence of vascular compromise within this hernial sac. PO changes of aortobifemoral graft with occluded right limb of the graft just below the bifurcation. Patent femoral crossover graft. Possible diffuse fatty infiltration of the liver. Severe atrophy of the left kidney. The left renal artery is not well delineated and may be occluded. Small scarring in the lower right kidney. Low-lying urinary bladder with a possible small cystocele. Sigmoid diverticulosis. Vascular calcifications. Degenerative changes of the spine, symphysis pubis, and both SI and hip joints. Minimal atelectasis or fibrosis in the lung bases. Remainder of the study is unremarkable.. W. R. Davis MD 5-4321',
        health: [
          [P, 'CT'], [P, 'ct'], [C, 'hernia'], [P, 'CT'], [P, 'MR angiography'], [C, 'ventral hernia'], [C, 'fatty infiltration'], [C, 'atrophy'], [C, 'scarring'],
          [C, 'cystocele'], [C, 'Sigmoid diverticulosis'], [C, 'Vascular calcifications'], [C, 'Degenerative changes'], [C, 'atelectasis'], [C, 'fibrosis'],
        ],
      },
      {
        text: '20Feb1999 11:20AM US Lower Extrem Art-Graft Cmpl ASO. Patent left femoral-popliteal  bypass. Diffuse tibial artery disease with posterior tibial occlusion. The anterior tibial is patent into the dorsalis pedis and the peroneal artery contributes to the plantar arch via a patent calcaneal branch. Right hypogastric artery stenosis. W. R. Davis MD 5-4321',
        health: [[P, 'bypass'], [C, 'tibial artery disease'], [C, 'tibial occlusion'], [C, 'hypogastric artery stenosis']],
      },
      {
        text: "20Feb2000 5:15PM Exam: CT RECONSTRUCTION 20Feb2000 3:17PM Exam: L CT EXT LOWER w Indications: le - L femur pain, r/o^osteomyelitis vs tumor ORIGINAL REPORT - 17 Apr 2006 2:31PM SMH CT left femur with IV contrast. No comparison exam. Along the mid left femoral diaphysis there is an aggressive, malignant appearing process involving the lateral cortex. Adjacent cortical scalloping is present. Codman's triangle's are seen at either end of the lesion consistent with aggressive periosteal reaction. The area of cortical scalloping measures 4.5 cm in length. There is some probable hazy mineral content within the peripheral lucent area suggesting that this is a malignant surface Osteogenic sarcoma. The other consideration is a periosteal Ewing's sarcoma. No associated soft tissue mass or fluid collections. Recommend further evaluation with MRI to evaluate for left femoral bone marrow involvement. Exam was discussed with Dr .W. R. Davis MD 5-4321",
        health: [
          [P, 'CT'], [P, 'CT'], [C, 'femur pain'], [C, 'osteomyelitis'], [C, 'tumor'], [P, 'CT'], [C, 'lesion'], [C, 'Osteogenic sarcoma'], [C, "Ewing's sarcoma"],
          [C, 'soft tissue mass'], [C, 'fluid collections'], [P, 'MRI'],
        ],
      },
      {
        text: '20Feb1999 1:21PM Exam: R Tibia Fibula 2vw AP/Lat Indications: Exposed tibia;R/O osteo;S/p BKA ORIGINAL REPORT - 02 Feb 1999 1:21PM ROMAYO Amputation through the proximal shafts of the right tibia and fibula. Ulceration of soft tissues distally. No radiographic evidence of osteomyelitis. The right popliteal artery is largely obscured by metallic artifact from a right TKA. No radiographic evidence of loosening. Extensive arterial calcification. Cast obscures detail. W. R. Davis MD 5-4321',
        health: [[P, 'BKA'], [P, 'Amputation'], [C, 'Ulceration'], [C, 'osteomyelitis'], [P, 'TKA'], [C, 'arterial calcification']],
      },
      { text: '20Feb1999 11:20AM Exam: Both popliteal arteries are patent with normal flow. W. R. Davis MD 5-4321' },
      {
        text: '20Feb2000 5:15PM Exam: CT RECONSTRUCTION 20Feb2000 3:17PM Exam: CT EXT UPPER W/O CONTRAST Indications: Indications: Left shoulder fracture 02/20/2001 3:55PM SMH (2B-3495) CT of the left shoulder including oblique sagittal and oblique coronal reformats demonstrates a slightly comminuted fracture of the surgical neck of the proximal left humerus with anterior and proximal displacement and posterior angulation of the distal fragment. The fracture extends proximally into the greater humeral tuberosity and, to a lesser degree, the inferior aspect of the lesser tuberosity. The articular surface of the humeral head is intact and glenohumeral alignment maintained. W. R. Davis MD 5-4321',
        health: [[P, 'CT'], [P, 'CT'], [C, 'shoulder fracture'], [P, 'CT'], [C, 'fracture'], [C, 'fracture']],
      },
    ],
  },
  {
    ...CTAKES,
    path: 'ctakes-examples/src/user/resources/org/apache/ctakes/examples/notes/apache_con/Patient456/Adult/snake_bite.txt',
    cases: [
      {
        text: 'Mr. Johnson is presenting signs of a snake bite.  It occurred last week and has caused immense leg pain.  The pain was so severe that he had begun taking narcotics to relieve it.',
        health: [[C, 'snake bite'], [C, 'leg pain'], [C, 'pain'], [M, 'narcotics']],
      },
      { text: 'The patient was concerned about possible impact upon his professional baseball career.' },
      { text: 'The patient was released to go home and treat his pain himself.', health: [[C, 'pain']] },
    ],
  },
  {
    // Everyday first- and third-person sentences: the hand-written end-to-end evaluation of explosion's
    // Healthsea (supplement reviews). Its CONDITION labels are used where the text says the condition of
    // someone (I, my, his, my husband, my son); a condition a product is only claimed to help ("Very
    // helpful for menopause heat waves", "Does nothing for rabies") or a sentence with no person in it ("Did
    // not reduce the swelling") is not labelled, and its BENEFIT labels (skin, hair, digestion) name no
    // condition.
    ...HEALTHSEA,
    path: 'project/assets/end_to_end_evaluation.json',
    commit: '0615e8648e1a7a2823f9607d1e131ef01460c6ea',
    cases: [
      { text: 'This product is great. I have asthma and this really helped me to breath better. I would recommend', health: [[C, 'asthma']] },
      { text: 'This did nothing for my joint pain or my arthritis.', health: [[C, 'joint pain'], [C, 'arthritis']] },
      {
        text: 'After taking these, my anxiety and depression got worse and I got very nauseous!',
        health: [[C, 'anxiety'], [C, 'depression'], [C, 'nauseous']],
      },
      { text: 'I am diagnosed with diabetes type 2. I took this like prescribed and they worked wonders!', health: [[C, 'diabetes type 2']] },
      { text: 'Wow, I use it for my hair, skin and nails! They work great.' },
      { text: 'They helped my constipation barely but at least it improved my eye sight!', health: [[C, 'constipation']] },
      { text: 'They did not help my PMS or my headaches', health: [[C, 'PMS'], [C, 'headaches']] },
      { text: 'They did not give me diarrhea or worsen my hair loss', health: [[C, 'diarrhea'], [C, 'hair loss']] },
      { text: 'This is super effective against corona virus and gives a huge amount of energy' },
      { text: 'My doctor recommended this for insomnia. Now I can sleep super great, thanks!', health: [[C, 'insomnia']] },
      {
        text: 'My husband has suffered with 4 to 5 cramps at night.  After consultation with numerous doctors to no avail we decided to try this product.  One capful of solution actually calms the cramps in about 30 seconds.  Even rubbing the solution on the leg relieves the cramping',
        health: [[C, 'cramps'], [C, 'cramps'], [C, 'cramping']],
      },
      { text: 'This increased mental clarity. This increased heartburn. This decreased alertness. This decreased fatigue.' },
      { text: "My reflux did not disappear and I also don't feel any improvement in my joint health", health: [[C, 'reflux']] },
      {
        text: 'This caused my inflammation to be much more worse than before and have more allergies now',
        health: [[C, 'inflammation'], [C, 'allergies']],
      },
      {
        text: 'What a waste. I am suffering from constipation for some months now. This supplement did nothing for it, it even made much more worse',
        health: [[C, 'constipation']],
      },
      { text: 'Caused more thyroid issues. Caused more stability in muscle' },
      { text: 'Seems to be doing its job of keeping our bones alright. Caused improved bowel movement' },
      { text: 'Very helpful for menopause heat waves. Good against infections' },
      { text: 'These are super effective against bloating but not against nervousness.' },
      {
        text: 'I have taken other iron supplements in the past, and had to quit after getting diahrrea (I suffer from Irritable bowel syndrome). These work great, I have no side effects.',
        health: [[C, 'diahrrea'], [C, 'Irritable bowel syndrome']],
      },
      {
        text: "This gives me headache and tight back muscles. I seem to have less issues with my allergies and I don't get sick as often.",
        health: [[C, 'headache'], [C, 'allergies']],
      },
      {
        text: "This is slowly helping restore hearing loss caused by fluid in the wear. I think it decreased my prolactin level, I'm satisfied.",
        health: [[C, 'hearing loss']],
      },
      {
        text: 'Works well for reducing burning sensation in my stomach. It helps to maintain proper estrogen level. This item has so far helped clear up my hormonal acne.',
        health: [[C, 'burning sensation'], [C, 'hormonal acne']],
      },
      {
        text: "It is the first time I don't have GI issues using zinc. My mother who use this CoQ10 said this merchandise enchancement his heart function.",
        health: [[C, 'GI issues']],
      },
      {
        text: 'I use it when feel that I have caught cold and it helps to reduce the symptoms. Really works in lowering uric acid level for me after taking it regularly',
        health: [[C, 'cold']],
      },
      {
        text: 'I was looking forward to its effect but it gave me insomnia, gave the rest of the bottle to my sister it actually helped her sleep better and stabilised her mood so I think it really depends on how your body will react to it.',
        health: [[C, 'insomnia']],
      },
      {
        text: 'I bought it because I’ve PCOS and thought it’d help me for that and also help me losing weight. Unfortunately I can’t say I have seen anything about that. However it’s doing great for my digestion',
        health: [[C, 'PCOS']],
      },
      { text: 'Really helps blood coagulation due to chronic infections- I felt a difference right away.', health: [[C, 'infections']] },
      {
        text: "I'm suffering from reflux for months now. After taking Pantoprazol, the symptoms got better but I feel very nauseous now.",
        health: [[C, 'reflux'], [M, 'Pantoprazol'], [C, 'nauseous']],
      },
      {
        text: "Wow, this actually caused more tinnitus in my ears than before! At least it didn't make my running nose worse.",
        health: [[C, 'tinnitus'], [C, 'running nose']],
      },
      { text: "Great product. Got glowing skin and it's also good for your digestion but not for your alterness though." },
      {
        text: 'My energy level decreased and got pretty bad mood from this product. I also have stress. It helped with that.',
        health: [[C, 'stress']],
      },
      {
        text: "Took my muscle growth to the next level and reduced acne on my face immensly! Some might say it's also good for lyme.",
        health: [[C, 'acne']],
      },
      { text: "Helped heartache just barely, I don't think it had any effect on it. I can't focus but this product might help.", health: [[C, 'heartache']] },
      { text: 'I have terrible insomnia because of this product. However, it support heart function.', health: [[C, 'insomnia']] },
      { text: "Made my fever worse. No effect on asthma. Didn't do anything for my hair.", health: [[C, 'fever'], [C, 'asthma']] },
      {
        text: "This is really bad for energy. I can't sleep because of this. I got terrible nightmares after taking this. No improvement on adhs.",
        health: [[C, 'nightmares'], [C, 'adhs']],
      },
      { text: 'The doctor diagnosed me with gastritis and recommended me this product. It really worked wonders!', health: [[C, 'gastritis']] },
      { text: 'Great way to add extra Potassium to your diet' },
      { text: 'This product was recommended by a health shop and since he takes it every morning he noticable improved his immunsystem.' },
      { text: 'Helps with Rheumatiod Arthritis over a long period of time - shows in blood tests.' },
      { text: 'Helps with my son’s digestion. Bloating issues gone.', health: [[C, 'Bloating']] },
      { text: 'Noticed less hair loss after 10 days.' },
      { text: 'This product has helped my husband with his enlarged prostate.', health: [[C, 'enlarged prostate']] },
      { text: 'Did not reduce the swelling.' },
      { text: 'Made my muscle connection more worse. Made my liver function more worse.' },
      { text: "I often have eye inflammation and I think it's caused by this product.", health: [[C, 'eye inflammation']] },
      { text: 'Best remedy for toothache. I was diagnosed with cavaties. This product made it worse.', health: [[C, 'cavaties']] },
      { text: "Can't say I feel any improvement on my kidney pain.", health: [[C, 'kidney pain']] },
      { text: 'Increases productivity!' },
      {
        text: 'This is absolutely perfect for fibromyalgia and osteoarthritis! It also helped me with my Gout,autism and bebesiosis. Perfect for the occasional bird flu and black long, these things happen all the time',
        health: [[C, 'Gout'], [C, 'autism'], [C, 'bebesiosis']],
      },
      {
        text: 'Product is bonkers for blood clots and it helps severe bronchitis. It had a postive effect on my herpes b virus and seemed to ease the symtomps of lung inflammation. I have anemia and dementia. This product is perfect for them.',
        health: [[C, 'herpes b virus'], [C, 'lung inflammation'], [C, 'anemia'], [C, 'dementia']],
      },
      {
        text: 'I got infected with worms and parasites. This product cleared them all out! I got an ear infection and echinococcosis I heard that this might help. I did an I really recommend taking it. I suffer from epilepsy and this is great to prevent more severe symptoms.',
        health: [[C, 'worms'], [C, 'parasites'], [C, 'ear infection'], [C, 'echinococcosis'], [C, 'epilepsy']],
      },
      {
        text: "This causes fungal infections and virus infections because this product is so bad. I also got an bacteria infection from this, do not recommend taking. It's terrible for rubella virus, especically for covid. It made the symptoms of the corona virus much more worse.",
        health: [[C, 'bacteria infection']],
      },
      {
        text: "I'm suffering from heat attacks and herpes. This product really made the symptoms worse. I got hiv and aids, after taking the symptoms got unbearable. I got infected with the hookworm and the product made it worse.",
        health: [[C, 'heat attacks'], [C, 'herpes'], [C, 'hiv'], [C, 'aids'], [C, 'hookworm']],
      },
      {
        text: "Causes hyperthermia and hypertension, this makes it more worse. This product causes infertility and keratitis. Beware, it's not good for kidney disease. I have lice and measles. It made everything more bad.",
        health: [[C, 'lice'], [C, 'measles']],
      },
      {
        text: 'Made more meningitis and myiasis. Actually makes norovirus and obesity more increased. Symptoms of skin outbreaks increased. Causes more overweight and underweight. This makes sense.',
      },
      { text: "Does nothing for rabies or rotavirus. I have a salmonella infection. This product didn't help.", health: [[C, 'salmonella infection']] },
      {
        text: 'Fantastic for hearing and mental health. Seems to be perfect for my prostate and liver. Amazing results on my throat after long time of suffering. My back is feeling great again. Hands and fingers are healthy again!',
      },
      {
        text: 'Not sure if it helped my legs. Feel no effect on bones. My veins and stomache feel no improvement. No big effect on circulatory health and lymphatic health. No indication of a better respiratory health or integumentary health.',
      },
      {
        text: 'It had an negative effect on my psychological wellbeing and reduced my joint mobility drastically. Muscle strength decreased and I feel a significant drop in joint strength. This is the worst for bone density. Made muscle mobility worse than it already is.',
      },
    ],
  },
  {
    ...HEALTHSEA,
    path: 'project/scripts/clausecat/test/test_clause_segmentation.py',
    commit: '73e9b862e765bfc1eb25bb4df56818253e704920',
    cases: [
      { text: 'This helped my joint pain', health: [[C, 'joint pain']] },
      { text: 'This helped my joint pain but this has also caused rashes', health: [[C, 'joint pain'], [C, 'rashes']] },
      { text: 'This helped my joint pain but not hip pain', health: [[C, 'joint pain'], [C, 'hip pain']] },
    ],
  },
];

writeHealthParts(SOURCES, ['outside-health-3.jsonl', 'outside-health-3-unseen.jsonl']);
