// node --import tsx seed/src/cli/outside-health-9.ts
// Writes seed/corpus/outside-health-9.jsonl, the part that may be tuned on: a ninth outside set of health
// details, sentences of clinical reports nobody on this project wrote, from the NegEx test set
// (https://github.com/chapmanbe/negex, `negex.python/Annotations-1-120.txt` at commit
// 21b013cfec596f187e20cdccecf35bf55ec4b50c, Apache-2.0 as the project's GeneralNegEx package states): sentences of
// de-identified clinical reports in which a physician marked every clinical condition. outside-health-3.ts took
// the file's reports 1 to 13, outside-health-6.ts reports 14 to 27, outside-health-7.ts reports 28 to 43 and
// outside-health-8.ts reports 44 to 63; this takes reports 64 to 86 (the file holds no report 72 or 84), in the
// file's order (upper endoscopies and colonoscopies, radiology, surgical pathology, discharge, transfer and death
// summaries, echocardiograms and a stress echocardiogram, emergency department notes), until the set held 300
// labels and then to the end of the report it was in, and leaves out every sentence whose text a text of
// outside-health-3, outside-health-6, outside-health-7 or outside-health-8 already holds. As in outside-health-8,
// the file writes the marked condition in capitals inside its sentence and again, in its own case, in the row's
// concept column; here the sentence gets the concept's case back ("She denies any   DYSURIA." with the concept
// "dysuria" is "She denies any   dysuria.", while "EROSIVE GASTRITIS." with the concept "Erosive gastritis" is
// "Erosive gastritis." and "HYPERLIPIDEMIA." keeps its capitals, its concept being written so; a heading before
// its colon keeps the report's capitals, so "PRINCIPLE DIAGNOSES:  LUMBAR DISK RUPTURES." with the concept "Lumbar
// disk ruptures" is "PRINCIPLE DIAGNOSES:  Lumbar disk ruptures."), and a sentence holding several marked
// conditions is one text. Each text keeps the report's spacing exactly.
//
// Labels follow outside-health-3.ts, outside-health-6.ts, outside-health-7.ts and outside-health-8.ts:
// MEDICAL_CONDITION, MEDICAL_PROCEDURE, MEDICATION, the term alone. A record speaks of its patient, so a finding
// is labelled also when the report negates it ("There was no evidence of esophageal varices", "She denies any
// cough or sputum production"). Where the physician marked a longer phrase, the label is the condition's name in
// it: words of degree, size, side, position and age are left out ("mild to moderate aortic regurgitation" is
// "aortic regurgitation", "Moderate right atrial enlargement" is "atrial enlargement", "Bilateral shoulder pain"
// is "shoulder pain", "intractable radicular pain of the left lower extremity" is "radicular pain", "partial
// small bowel obstruction" is "small bowel obstruction", "severely malnourished" is "malnourished", "nonsustained
// ventricular tachycardia" is "ventricular tachycardia", "ACUTE CORONARY SYNDROME" is "CORONARY SYNDROME", "left
// axis deviation" is "axis deviation", "1cm area of linear fibrosis" is "fibrosis", "mobile filamentous mass" is
// "filamentous mass", "noncalcified pulmonary nodule" is "pulmonary nodule", "weight gain greater than three
// pounds per day" is "weight gain", "pus from the site" is "pus"), a compound that names a condition keeps its
// words ("glenoid rim osteoarthritis", "GREAT TOE LACERATION", "BIVENTRICULAR HEART FAILURE", "pedunculated
// polyp", "ischemic EKG changes", "ruptured chordae", "peripheral edema", and "focal neurologic deficit" and
// "lower extremity edema" as outside-health-3 keeps them), and a phrase that names two sites of one condition
// gives the condition at its last site ("pericardial or pleural effusions" is "pleural effusions", "ST and T wave
// changes" is "T wave changes"). Named procedures, tests and medicines are labelled too (EGD, EKG, CT, chest
// x-ray, colonoscopy, Digital rectal exam, Billroth II, abdominal hysterectomy, salpingooophorectomy, bladder
// lift, CABG, Vicodin, Percocet, Lasix, Sotalol, dobutamine, Betadine, Bacitracin, normal saline), "status post
// liver transplant" as the procedure "liver transplant", "Status post multiple back surgeries" as "back
// surgeries"; an echocardiogram's section names are not, and neither are devices in place or their placing (the
// feeding and NJ tubes, the tube feeds, the Foley catheter, the sutures placed, the Band Aid), as outside-health-7
// leaves its "tube feeds" and "Duo-Tube". An examination line's "XRAY SHOULDER" is the test "XRAY" and its "CT
// THORAX" the test "CT", while "XRAY CHEST" is labelled whole, as outside-health-8 labels both. Normal findings
// ("The stomach wall was normally distensable and no pathology was noted", "Gait was steady with mild
// assistance") and the social history ("Social history:  Smoker.") are negatives. The rows the physician marked
// with a phrase no span rule settles ("Left atrial size is mildly enlarged", "The mitral valve is thickened",
// "Thickened mitral valve with moderate regurgitation", "injured her back", "broken right iliac bolt", "Revision
// of right iliac bolt", "tolerate some p.o. fluids", "the patient appears acutely ill", "She was oriented x 1",
// "The lymph nodes ... are calcified", "The right hemidiaphragm is elevated", "ELEVATED RIGHT HEMIDIAPHRAGM",
// "The lungs were decreased at the bilateral bases", "Heart rate greater than 110 beats or less than 50
// beats/minute") are left out with their sentence, and so is the sentence that speaks only of a surgical
// connection ("The gastrojejunostomy was patent"), as outside-health-8 leaves out its interatrial baffle. Where a
// kept sentence names a condition the physician did not mark ("no erythema or exudates", "no rebound, no
// guarding, and no masses", "oozing from the laceration", "without murmurs", "nonspecific STT changes",
// "REFERRING DIAGNOSIS: Palpitations", "to rule out obstruction"), it is labelled too. A raised value keeps its
// word as outside-health-8's "increased lipase" does ("elevated INR", "temperature elevation", "low-grade
// temperature"). "ALLERGIES:  THIS PATIENT's ALLERGIES INCLUDE PENICILLIN AND SULFA DRUGS." gives the condition
// "ALLERGIES" twice, its heading naming it as outside-health-8's problem-list headings do, and the medicines
// "PENICILLIN" and "SULFA DRUGS", as outside-health-7 labels "ALLERGIES: TO PENICILLIN". A fall ("fear of further
// fall", "who fell approximately 4 feet") is not labelled.
//
// Beyond outside-health-8: "**INSTITUTION for Liver Disease", the name of a place, is not labelled; a nipple
// shadow and an epicardial fat pad, the body's own shapes on a radiograph, are negatives ("Right epicardial fat
// pad.", "PROBABLE LEFT NIPPLE PROJECTED OVER THE LEFT LUNG BASE."), while the "nodular opacity" they explain is
// labelled; "Status post left hip fracture repair" is the condition "hip fracture" alone, the repair unlabelled;
// the report's run-together "glenohumeralosteoarthritis" and split "E xternal  Hemorrhoids" are labelled as
// written, as outside-health-8 labels "advancedenthesopathic change"; a right humeral hemiarthroplasty "without
// periprosthetic lucency" keeps its sentence, naming a procedure and a condition, and "HARDWARE COMPLICATION" is a
// condition; "Retained food" in the gastric remnant is a condition and "Billroth II" in "Patent Billroth II
// anastomosis" the procedure; "wears oxygen at night" gives the medicine "oxygen"; "Physical therapy",
// "occupational therapy", "cardiopulmonary therapy", "mechanical intubation", "Neurodiagnostic imaging", "suture
// removal", "white blood count", "stress EKG" and "pulmonary function tests" (the physician's "restrictive
// pulmonary function tests") are procedures; a heading that names a test ("EKG INTERPRETATION:") is labelled as
// the test, as the bench places a repeated value at its first occurrence; a finding named by the word that makes
// it one keeps that word ("wide mediastinum", "enlarged nodes", as outside-health-8 keeps "paradoxical septal
// motion"); "inability to walk" and "difficulty with ambulation", marked by the physician, are conditions.
import { HEALTH, type OutsideSourceOf, report, type ReportCase, writeHealthParts, writeHealthReports } from './outside-source.ts';

const { C, P, M } = HEALTH;

const SOURCE: OutsideSourceOf<ReportCase> = {
  repo: 'chapmanbe/negex',
  path: 'negex.python/Annotations-1-120.txt',
  commit: '21b013cfec596f187e20cdccecf35bf55ec4b50c',
  licence: 'Apache-2.0',
  cases: [
    // Report 64: an upper endoscopy. Its normal esophagus is a sentence outside-health-8 already holds.
    ...report(64, [
      { text: 'The indication for this procedure is staging  of portal hypertension.', health: [[C, 'portal hypertension']] },
      { text: 'The stomach wall was normally distensable and no pathology was noted.' },
      { text: 'Duodenitis was  found in the bulb of the duodenum.', health: [[C, 'Duodenitis']] },
      { text: 'There was no evidence of esophageal varices or gastric  varices.', health: [[C, 'esophageal varices'], [C, 'gastric  varices']] },
      {
        text: '<<PROCEDUREIMAGES>>    COMPLICATIONS:  None    POSTOPERATIVE DIAGNOSIS:  1) Normal esophagus    2) Normal stomach    3) Duodenitis in the bulb of duodenum      PLAN:  1) **INSTITUTION for Liver Disease  2) await biopsy results    REPEAT EXAM:  No    __________________________________  **NAME[YYY ZZZ]  I was present during the entire procedure.',
        health: [[C, 'Duodenitis'], [P, 'biopsy']],
      },
    ]),
    // Report 65: a chest x-ray; its examination line's "XRAY CHEST" is labelled as outside-health-8 labels it.
    ...report(65, [
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  171,6m8BkOIO0pg+ RAD RAD   E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]      EXAMINATION PERFORMED:  XRAY CHEST FRONTAL AND LATERAL VIEWS   **DATE[Mar 11 08]     1715 HOURS    CLINICAL HISTORY:     Right thyroid nodule.',
        health: [[P, 'XRAY CHEST'], [C, 'thyroid nodule']],
      },
      { text: 'FINDINGS:     The heart size and pulmonary vascularity are normal.' },
      { text: 'The 1cm  nodular opacity over the left lung base may be due to nipple  shadow.', health: [[C, 'nodular opacity']] },
      { text: 'The lungs are otherwise clear.' },
      { text: 'Right epicardial fat pad.' },
      { text: 'IMPRESSION:       PROBABLE LEFT NIPPLE PROJECTED OVER THE LEFT LUNG BASE.' },
    ]),
    // Report 66: a surgical pathology report (a spinal revision). Its first sentence, marked with a "broken right
    // iliac bolt", and its "Revision of right iliac bolt" are left out.
    ...report(66, [
      { text: 'PRE-OP DIAGNOSIS:  Status post multiple back surgeries.', health: [[P, 'back surgeries']] },
    ]),
    // Report 67: a neurosurgery discharge summary (lumbar disk ruptures). Its "Hypertension." is a sentence
    // outside-health-7 already holds; the sentence in which she "injured her back" is left out.
    ...report(67, [
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  12,4NSg7tOMI2JM DS DS 5104  E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]         **INSTITUTION  NEUROSURGERY  DISCHARGE SUMMARY  PATIENT NAME:  **NAME[AAA, BBB M]  ACCOUNT #  **ID-NUM  **ROOM  ATTENDING PHYSICIAN:  **NAME[YYY M ZZZ]  ADMISSION DATE:  **DATE[Aug 14 2007]  DISCHARGE DATE:  **DATE[Aug 16 2007]  PRINCIPLE DIAGNOSES:  Lumbar disk ruptures.',
        health: [[C, 'Lumbar disk ruptures']],
      },
      { text: 'Depression.', health: [[C, 'Depression']] },
      { text: 'Gastroesophageal reflux disease.', health: [[C, 'Gastroesophageal reflux disease']] },
      { text: 'Status post left hip fracture repair in 2006.', health: [[C, 'hip fracture']] },
      {
        text: 'Status post total abdominal hysterectomy with bilateral   salpingooophorectomy in 1996.',
        health: [[P, 'abdominal hysterectomy'], [P, 'salpingooophorectomy']],
      },
      { text: 'Status post bladder lift x 2.', health: [[P, 'bladder lift']] },
      {
        text: 'She subsequently   underwent a repair of her left hip fracture but unfortunately has been left   with intractable radicular pain of the left lower extremity.',
        health: [[C, 'hip fracture'], [C, 'radicular pain']],
      },
      {
        text: 'Neurodiagnostic   imaging was performed and suggested lumbar disk ruptures at the L4-L5 and   L5-S1 levels.',
        health: [[P, 'Neurodiagnostic   imaging'], [C, 'lumbar disk ruptures']],
      },
      {
        text: 'On postoperative day #1, she complained of a great deal of   incisional pain for which she was switched from Vicodin to Percocet.',
        health: [[C, 'incisional pain'], [M, 'Vicodin'], [M, 'Percocet']],
      },
      { text: 'She was afebrile with   stable vitals; awake, alert, and oriented in no acute distress.' },
      { text: 'intake and voiding without difficulty and ambulating   independently.' },
    ]),
    // Report 68: an echocardiogram. Its other normal findings, its mitral annular calcification and its mild
    // tricuspid regurgitation are sentences outside-health-3, -6, -7 or -8 already holds; its mildly enlarged left
    // atrium is left out.
    ...report(68, [
      {
        text: 'Wall Thickness:  1.3 cm (0.7-1.1 cm)      REFERRING DIAGNOSIS: Systolic Heart Failure    TWO DIMENSIONAL ECHOCARDIOLOGY:   This was a technically difficult study.',
        health: [[C, 'Systolic Heart Failure']],
      },
      {
        text: 'Left ventricular wall thickness is increased, consistent with mild left   ventricular hypertrophy.',
        health: [[C, 'ventricular hypertrophy']],
      },
      { text: 'The pulmonary artery   size is normal.' },
      { text: 'There is a small   pericardial effusion.', health: [[C, 'pericardial effusion']] },
      { text: 'No echocardiographic signs of tamponade are seen.', health: [[C, 'tamponade']] },
      { text: 'SPECTRAL DOPPLER:   There is trace aortic regurgitation.', health: [[C, 'aortic regurgitation']] },
      { text: 'There is mild tricuspid regurgitation.', health: [[C, 'tricuspid regurgitation']] },
      { text: 'There is mild mitral stenosis.', health: [[C, 'mitral stenosis']] },
      { text: 'COLOR FLOW DOPPLER:   There is trace aortic regurgitation.', health: [[C, 'aortic regurgitation']] },
      {
        text: '02) Nondilated left ventricle with mild hypertrophy and overall preserved  systolic function.',
        health: [[C, 'hypertrophy']],
      },
      { text: '03) None mitral regurgitation.', health: [[C, 'mitral regurgitation']] },
      { text: '06) Mild left atrial enlargement.', health: [[C, 'atrial enlargement']] },
      { text: '07) Severe pulmonary hypertension.', health: [[C, 'pulmonary hypertension']] },
      { text: '08) Small pericardial effusion seen.', health: [[C, 'pericardial effusion']] },
      { text: '09) No echocardiographic signs of tamponade are seen.', health: [[C, 'tamponade']] },
    ]),
    // Report 69: an emergency department note (dizziness and weakness). The sentence in which she was "able to
    // tolerate some p.o." is left out.
    ...report(69, [
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  92,681OwhV0ZFnK ER ER 1001  E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]         **INSTITUTION   EMERGENCY DEPARTMENT  PATIENT NAME:  **NAME[AAA, BBB]  ACCOUNT #:  **ID-NUM  DATE OF SERVICE:  **DATE[Aug 13 07]  PRIMARY CARE PHYSICIAN: **NAME[YYY M ZZZ]  ATTENDING PHYSICIAN ADDENDUM:    CHIEF COMPLAINT:  Weakness and headache.',
        health: [[C, 'Weakness'], [C, 'headache']],
      },
      {
        text: 'HISTORY OF PRESENT ILLNESS:  The patient is an **AGE[in 80s]-year-old female presenting with worsening dizziness,   headache, nausea, as well as leg weakness.',
        health: [[C, 'dizziness'], [C, 'headache'], [C, 'nausea'], [C, 'leg weakness']],
      },
      {
        text: 'She also complains of lower   abdominal pain, for which she had been evaluated by her primary care   physician, and there is the thought that CT of the abdomen and pelvis should   be obtained should she have no symptomatic improvement.',
        health: [[C, 'abdominal pain'], [P, 'CT']],
      },
      { text: 'She denies any   fevers or chills.', health: [[C, 'fevers'], [C, 'chills']] },
      { text: 'She denies any cough or sputum production.', health: [[C, 'cough'], [C, 'sputum production']] },
      { text: 'She denies any   dysuria.', health: [[C, 'dysuria']] },
      { text: 'She states that she is somewhat constipated.', health: [[C, 'constipated']] },
      { text: 'PHYSICAL EXAMINATION:  On examination, the patient is a well-developed white female in no acute   distress.' },
      { text: 'She was afebrile and vital signs were within normal limits as   documented in the nursing report.' },
      {
        text: 'HEENT examination reveals normocephalic   and atraumatic head, equal and reactive pupils, and intact extraocular   movements.',
      },
      { text: 'The oral mucosa is moist with no erythema or exudates.', health: [[C, 'erythema'], [C, 'exudates']] },
      { text: 'The neck   is supple and nontender.' },
      { text: 'Lung sounds are clear and equal bilaterally.' },
      { text: 'Heart   sounds regular.' },
      { text: 'The abdomen is soft.' },
      {
        text: 'There is mild lower quadrant   tenderness on palpation with no rebound, no guarding, and no masses palpated.',
        health: [[C, 'tenderness'], [C, 'rebound'], [C, 'guarding'], [C, 'masses']],
      },
      { text: 'The extremity examination shows +2 pulses and no peripheral edema.', health: [[C, 'peripheral edema']] },
      { text: 'Neurologically, she is alert and oriented times three.' },
      { text: 'Cranial nerves II   through XII were within normal limits.' },
      { text: 'Motor is 5/5 in all extremities.' },
      { text: 'She   does not have any focal neurologic deficit.', health: [[C, 'focal neurologic deficit']] },
      {
        text: "ED COURSE:  Work up of the patient's complaint included a head CT that was unremarkable   and x-ray of the abdomen with flat and upright views to rule out obstruction   and that also shows no free air or obstruction.",
        health: [[P, 'CT'], [P, 'x-ray'], [C, 'obstruction'], [C, 'free air'], [C, 'obstruction']],
      },
      {
        text: "However because of the   patient's persistent complaints of dizziness and inability to walk and fear   of further fall, it may not be appropriate to send her home, especially in   the early hours of Friday night.",
        health: [[C, 'dizziness'], [C, 'inability to walk']],
      },
      {
        text: "We spoke with Dr. **NAME[TTT SSS], who was   covering for the patient's primary care physician, Dr. **NAME[ZZZ], and the   patient will be brought in for 23-hour observation and the patient may also   have a CT of the abdomen and pelvis while she is in the hospital to evaluate   her persistent abdominal pain.",
        health: [[P, 'CT'], [C, 'abdominal pain']],
      },
      { text: 'ADMISSION DIAGNOSIS(ES):    DIZZINESS AND WEAKNESS OF UNCLEAR ETIOLOGY.', health: [[C, 'DIZZINESS'], [C, 'WEAKNESS']] },
    ]),
    // Report 70: an upper endoscopy (after a Billroth II). Its normal esophagus is a sentence outside-health-8
    // already holds; its patent gastrojejunostomy is left out with its sentence, as outside-health-8 leaves out
    // a surgical heart structure.
    ...report(70, [
      {
        text: 'The indication for this procedure is history  of Billroth II for perforated ulcer, with malnutrition, nausea and vomiting.',
        health: [[P, 'Billroth II'], [C, 'perforated ulcer'], [C, 'malnutrition'], [C, 'nausea'], [C, 'vomiting']],
      },
      { text: 'There  was a small gastric remnant (aproximately 13 cm) was normal.' },
      {
        text: '<<PROCEDUREIMAGES>>    COMPLICATIONS:  None    POSTOPERATIVE DIAGNOSIS:  1) Normal esophagus    2) Retained food in thegastric remnant  3) Patent Billroth II anastomosis  4) s/p 10 French NJ tube placement in efferent limb    PLAN:  1) Follow NJ tube order set for feeding  2) No meds through J port    REPEAT EXAM:  No    __________________________________  **NAME[YYY M. ZZZ], M.D.  I was present during the entire procedure.',
        health: [[C, 'Retained food'], [P, 'Billroth II']],
      },
    ]),
    // Report 71: a radiograph of the shoulders.
    ...report(71, [
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  172,zyEn/YZTr0P7 RAD RAD   E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]      EXAMINATION PERFORMED:  XRAY SHOULDER MINIMUM 2 VIEWS RIGHT   **DATE[Jul 09 07]     1330 HOURS    CLINICAL HISTORY:     Bilateral shoulder pain.',
        health: [[P, 'XRAY'], [C, 'shoulder pain']],
      },
      {
        text: 'FINDINGS:     A right humeral hemiarthroplasty is unchanged in position without  periprosthetic lucency.',
        health: [[P, 'humeral hemiarthroplasty'], [C, 'periprosthetic lucency']],
      },
      { text: 'There is advanced glenoid rim  osteoarthritis.', health: [[C, 'glenoid rim  osteoarthritis']] },
      {
        text: 'End stage glenohumeralosteoarthritis of the left shoulder is  unchanged.',
        health: [[C, 'glenohumeralosteoarthritis']],
      },
      { text: 'There is minimal subacromial narrowing.', health: [[C, 'subacromial narrowing']] },
      {
        text: 'RIGHT SHOULDER HEMIARTHROPLASTY WITHOUT HARDWARE COMPLICATION.',
        health: [[P, 'SHOULDER HEMIARTHROPLASTY'], [C, 'HARDWARE COMPLICATION']],
      },
      { text: 'END STAGE GLENOHUMERAL OSTEOARTHRITIS OF THE LEFT SHOULDER.', health: [[C, 'GLENOHUMERAL OSTEOARTHRITIS']] },
      // Report 73 (the file holds no report 72): a discharge summary (a partial small bowel obstruction).
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  13,MFZKSI+l8xGn DS DS 5004  E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]         **INSTITUTION   GENERAL MEDICINE  DISCHARGE SUMMARY     PATIENT NAME:  **NAME[AAA, BBB M]  ACCOUNT #:  **ID-NUM  **ROOM  ATTENDING PHYSICIAN:  **NAME[ZZZ M YYY]  ADMISSION DATE:  **DATE[Sep 19 2007]  DISCHARGE DATE:  **DATE[Sep 27 2007]     The patient is a **AGE[in 40s]-year-old with past medical history of partial small bowel   obstruction, who is admitted quite frequently for abdominal pain, bowel   distention, and partial small bowel obstructions.',
        health: [[C, 'small bowel   obstruction'], [C, 'abdominal pain'], [C, 'bowel   distention'], [C, 'small bowel obstructions']],
      },
      {
        text: 'The patient was admitted   on **DATE[Sep 25 2007], complaining of nausea and vomiting.',
        health: [[C, 'nausea'], [C, 'vomiting']],
      },
      {
        text: 'The patient had an EGD on **DATE[Sep 23 2007], by Dr. **NAME[RRR],   showing esophagitis, ulcerative jejunitis, and status post feeding tube   placement.',
        health: [[P, 'EGD'], [C, 'esophagitis'], [C, 'ulcerative jejunitis']],
      },
      {
        text: 'The patient was seen by GI Nutrition, and felt that the patient   was severely malnourished, and would benefit from jejunal tube feeds.',
        health: [[C, 'malnourished']],
      },
      {
        text: 'On **DATE[Sep 26 2007], his nutrition was increased to clear   liquids, then on **DATE[Sep 27 2007], the patient had a turkey sandwich of smashed   potatoes for lunch and states that he did not have abdominal pain, and wished   to go home.',
        health: [[C, 'abdominal pain']],
      },
      { text: 'Partial small bowel obstruction, resolved.', health: [[C, 'small bowel obstruction']] },
      { text: 'Erosive gastritis.', health: [[C, 'Erosive gastritis']] },
      { text: 'Duodenitis.', health: [[C, 'Duodenitis']] },
    ]),
    // Report 74: an echocardiogram. Its other normal findings, its hypertrophy, its trace tricuspid regurgitation
    // and its mild left atrial enlargement are sentences report 68 or outside-health-3, -6, -7 or -8 already holds;
    // its mildly enlarged left atrium is left out.
    ...report(74, [
      {
        text: 'Wall Thickness:  1.5 cm (0.7-1.1 cm)      REFERRING DIAGNOSIS: Endocarditis  TWO DIMENSIONAL ECHOCARDIOLOGY:   Left ventricular size is normal.',
        health: [[C, 'Endocarditis']],
      },
      { text: 'The aortic root size is   normal.' },
      { text: '03) Borderline pulmonary hypertension.', health: [[C, 'pulmonary hypertension']] },
      { text: '04) No vegetations seen by this technique.', health: [[C, 'vegetations']] },
    ]),
    // Report 75: an emergency department note (a toe laceration). Its social history is a negative.
    ...report(75, [
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  93,AXpSCxmBWx2O ER ER 1001  E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]         **INSTITUTION   EMERGENCY DEPARTMENT  PATIENT NAME:  **NAME[AAA, BBB M]  ACCOUNT #:  **ID-NUM  DATE OF SERVICE:  **DATE[Dec 21 07]  PRIMARY CARE PHYSICIAN: **NAME[VVV M UUU]  CHIEF COMPLAINT:  Laceration of the toe.',
        health: [[C, 'Laceration']],
      },
      { text: 'He has been having oozing from the laceration.', health: [[C, 'oozing'], [C, 'laceration']] },
      { text: 'He denies paresthesias.', health: [[C, 'paresthesias']] },
      {
        text: 'PAST MEDICAL HISTORY:     The patient has hypertension, type 2 diabetes, Obstructive Sleep Apnea, and   wears oxygen at night.',
        health: [[C, 'hypertension'], [C, 'type 2 diabetes'], [C, 'Obstructive Sleep Apnea'], [M, 'oxygen']],
      },
      { text: 'Social history:  Smoker.' },
      { text: 'He drinks alcohol.' },
      { text: 'GENERAL:  He is awake, alert, in no acute distress.' },
      { text: 'LUNGS:  Clear to auscultation bilaterally.' },
      { text: 'Has a regular S-1 and S-2 without murmurs.', health: [[C, 'murmurs']] },
      { text: 'He has strong   pulses, including strong distal pedal pulses in the affected extremity.' },
      { text: 'ABDOMEN:  Soft, nondistended, and nontender.' },
      {
        text: 'EXTREMITIES:  There is a 2 cm diagonal laceration on the dorsal aspect of the   left great toe.',
        health: [[C, 'laceration']],
      },
      {
        text: 'There is not much widening; however, there is some slow   bleeding, oozing from this site.',
        health: [[C, 'bleeding'], [C, 'oozing']],
      },
      { text: "The patient's sensation is intact." },
      { text: 'Motor   is intact.' },
      { text: 'There was no foreign body.', health: [[C, 'foreign body']] },
      {
        text: 'The wound was irrigated   with a copious amount of normal saline, scrubbed with Betadine and three   simple interrupted 4-0 nylon sutures were placed with good wound   approximation.',
        health: [[C, 'wound'], [M, 'normal saline'], [M, 'Betadine'], [C, 'wound']],
      },
      { text: 'The wound was dressed with Bacitracin and Band Aid.', health: [[C, 'wound'], [M, 'Bacitracin']] },
      {
        text: 'He will follow up with his primary care   physician when he gets back for Los Vegas in 7 to 10 days for suture removal   and he was instructed to return to the Emergency Department if there was   redness, fever, or pus from the site.',
        health: [[P, 'suture removal'], [C, 'redness'], [C, 'fever'], [C, 'pus']],
      },
      { text: 'GREAT TOE LACERATION.', health: [[C, 'GREAT TOE LACERATION']] },
      { text: 'TYPE 2 DIABETES.', health: [[C, 'TYPE 2 DIABETES']] },
    ]),
    // Report 76: a colonoscopy. Its normal rectal exam is a sentence outside-health-7 already holds.
    ...report(76, [
      { text: 'Diverticulosis was found in the  sigmoid colon.', health: [[C, 'Diverticulosis']] },
      { text: 'There was no evidence of polyps.', health: [[C, 'polyps']] },
      {
        text: 'COMPLICATIONS:  None    POSTOPERATIVE DIAGNOSIS(ES):  1) Normal colonoscopy  2) Diverticulosis/sigmoid colon    PLAN:  1) Follow-up: as scheduled referring MD  2) High fiber diet    REPEAT EXAM:  Colonoscopy in 10 year(s).',
        health: [[P, 'colonoscopy'], [C, 'Diverticulosis'], [P, 'Colonoscopy']],
      },
    ]),
    // Report 77: a CT of the thorax; its examination line's "CT THORAX" is the test "CT". Its calcified lymph
    // nodes and its elevated right hemidiaphragm are left out.
    ...report(77, [
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  173,hAKYNFFZXnF0 RAD RAD   E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]      EXAMINATION PERFORMED:  CT THORAX  WITHOUT CONTRAST   **DATE[Mar 02 08]     1250 HOURS    CLINICAL HISTORY:     Patient status post liver transplant.',
        health: [[P, 'CT'], [P, 'liver transplant']],
      },
      { text: 'FINDINGS:     The pulmonary artery and aorta are normal in caliber.' },
      { text: 'The heart  size is normal without pericardial effusion.', health: [[C, 'pericardial effusion']] },
      {
        text: 'Scattered  pulmonary nodules also contain calcification consistent with  granulomas.',
        health: [[C, 'pulmonary nodules'], [C, 'calcification'], [C, 'granulomas']],
      },
      { text: 'There is no evidence of noncalcified pulmonary nodule  or mass.', health: [[C, 'pulmonary nodule'], [C, 'mass']] },
      { text: 'There is no pleural effusion or pneumothorax.', health: [[C, 'pleural effusion'], [C, 'pneumothorax']] },
      {
        text: 'Images through the upper abdomen reveal scattered calcification  throughout the spleen.',
        health: [[C, 'calcification']],
      },
      { text: 'The patient is status post liver  transplant.', health: [[P, 'liver  transplant']] },
      { text: 'FINDINGS OF PRIOR GRANULOMATOUS DISEASE.', health: [[C, 'GRANULOMATOUS DISEASE']] },
    ]),
    // Report 78: a surgical pathology report (a mucocele).
    ...report(78, [
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  213,3GQ7jJazVbTT SP SP   E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]      PATIENT HISTORY:  The patient is a **AGE[in teens]-year-old Caucasian female with a 1 cm soft submucosal mass  of the mandibular anterior vestibule.',
        health: [[C, 'submucosal mass']],
      },
      { text: 'Clinical impression: Rule out mucocele.', health: [[C, 'mucocele']] },
      {
        text: 'FINAL DIAGNOSIS:  Mandibular Anterior Vestibule, Biopsy:  MUCOCELE (527.6)  **INITIALS       Pathologist:  **NAME[WWW M. XXX], D.D.S.       ** Report Electronically Signed Out **       By Pathologist:  **NAME[WWW M. XXX], D.D.S.       **DATE[Dec 8 2007] 17:48  My signature is attestation that I have personally reviewed the submitted  material(s) and the final diagnosis reflects that evaluation.',
        health: [[P, 'Biopsy'], [C, 'MUCOCELE']],
      },
    ]),
    // Report 79: a transfer summary (after coronary bypass grafting). Its decreased lungs at the bases and the
    // sentence of its heart rate limits are left out.
    ...report(79, [
      {
        text: 'TRANSFER DIAGNOSIS(ES):   STATUS POST CORONARY ARTERY BYPASS GRAFT TIMES FOUR.',
        health: [[P, 'CORONARY ARTERY BYPASS GRAFT']],
      },
      {
        text: 'REASON FOR ADMISSION:    Past medical history is positive for hyperlipidemia, hypothyroidism, weakness   and difficulty with ambulation, aortic/mitral disease, spinal stenosis,   cataracts, measles, mumps, and varicella in the past.',
        health: [
          [C, 'hyperlipidemia'], [C, 'hypothyroidism'], [C, 'weakness'], [C, 'difficulty with ambulation'], [C, 'aortic/mitral disease'],
          [C, 'spinal stenosis'], [C, 'cataracts'], [C, 'measles'], [C, 'mumps'], [C, 'varicella'],
        ],
      },
      {
        text: 'The patient was treated for respiratory insufficiency and hemodynamic   instability.',
        health: [[C, 'respiratory insufficiency'], [C, 'hemodynamic   instability']],
      },
      {
        text: 'Within 24 hours, the patient was successfully extubated from   mechanical intubation, was found to be neurologically intact and   hemodynamically stable.',
        health: [[P, 'mechanical intubation']],
      },
      {
        text: 'Physical   therapy, occupational therapy, and cardiopulmonary therapy were consulted for   ways of increasing ambulation and activity.',
        health: [[P, 'Physical   therapy'], [P, 'occupational therapy'], [P, 'cardiopulmonary therapy']],
      },
      { text: 'On the day of discharge, which was **DATE[May 21 2008], this patient was stable for   her discharge to home.' },
      {
        text: 'The patient remained afebrile with stable vital signs   which were a temperature of 36.1, heart rate 75, in normal sinus rhythm,   respirations 60, oxygenation 95% on two liters, blood pressure was 111/52 in   the left arm.',
      },
      { text: 'The heart was in a regular rate and rhythm with no murmurs or   rubs.', health: [[C, 'murmurs'], [C, 'rubs']] },
      { text: 'Gait was steady with mild assistance.' },
      { text: 'The   abdomen was soft, nontender with positive bowel sounds.' },
      { text: 'The patient denied   any difficulty voiding.', health: [[C, 'difficulty voiding']] },
      { text: 'He had positive peripheral pulses, lower extremity   edema with 1+ bilaterally.', health: [[C, 'lower extremity   edema']] },
      { text: 'The sternum was stable.' },
      { text: 'Incisions are dry and   intact.' },
      {
        text: 'This patient did have a chest x-ray on **DATE[May 22 2008], and the heart was within   normal range with no active lung disease.',
        health: [[P, 'chest x-ray'], [C, 'lung disease']],
      },
      { text: 'Condition on discharge is stable.' },
      { text: 'Discharge heart rhythm is normal sinus rhythm.' },
      {
        text: 'Call also for any weight gain   greater than three pounds per day or five pounds per week, any unusual   rashes, nausea, vomiting, fever associated with chill, temperature elevation   greater than 101 degrees Fahrenheit, sustained or low-grade temperature   greater than 100 degrees Fahrenheit, new onset of chest pain,   light-headedness, or dizziness, new or increased shortness of breath, severe   calf pain, burning on urination or severe depression.',
        health: [
          [C, 'weight gain'], [C, 'rashes'], [C, 'nausea'], [C, 'vomiting'], [C, 'fever'], [C, 'chill'], [C, 'temperature elevation'],
          [C, 'low-grade temperature'], [C, 'chest pain'], [C, 'light-headedness'], [C, 'dizziness'], [C, 'shortness of breath'],
          [C, 'calf pain'], [C, 'burning on urination'], [C, 'depression'],
        ],
      },
      {
        text: "ALLERGIES:  THIS PATIENT's ALLERGIES INCLUDE PENICILLIN AND SULFA DRUGS.",
        health: [[C, 'ALLERGIES'], [C, 'ALLERGIES'], [M, 'PENICILLIN'], [M, 'SULFA DRUGS']],
      },
      {
        text: 'CONDITION ON DISCHARGE:    This patient is stable for discharge for discharge, status post CABG times   four.',
        health: [[P, 'CABG']],
      },
    ]),
    // Report 80: an echocardiogram. Its normal findings are sentences reports 68 and 74 or outside-health-3, -6,
    // -7 and -8 already hold.
    ...report(80, [
      {
        text: 'Wall Thickness:  1.0 cm (0.7-1.1 cm)      REFERRING DIAGNOSIS: Palpitations  TWO DIMENSIONAL ECHOCARDIOLOGY:   Left ventricular size is normal.',
        health: [[C, 'Palpitations']],
      },
      { text: 'There is trace tricuspid   regurgitation.', health: [[C, 'tricuspid   regurgitation']] },
      { text: 'FINAL IMPRESSIONS:   01) Normal left ventricular size and function.' },
      { text: '02) Mild to moderate mitral regurgitation.', health: [[C, 'mitral regurgitation']] },
    ]),
    // Report 81: an emergency department note (chest pain). Its "the patient appears acutely ill" is left out.
    ...report(81, [
      { text: 'The chief complaint is chest pain.', health: [[C, 'chest pain']] },
      {
        text: 'HISTORY OF PRESENT ILLNESS:  Mr. **NAME[AAA] is a **AGE[in 50s]-year-old African-American male with no history of   coronary artery disease who presents with a one-day history of left-sided   substernal chest pressure radiating to his left shoulder.',
        health: [[C, 'coronary artery disease'], [C, 'chest pressure']],
      },
      { text: 'He was also   severely hypertensive by the paramedics.', health: [[C, 'hypertensive']] },
      { text: 'He denies any headaches or   dizziness.', health: [[C, 'headaches'], [C, 'dizziness']] },
      { text: 'He has had progressive shortness of breath over the last several   days.', health: [[C, 'shortness of breath']] },
      { text: 'No lower extremity swelling.', health: [[C, 'lower extremity swelling']] },
      { text: 'Head normocephalic, atraumatic.' },
      { text: 'Pharynx   clear with moist mucous membranes.' },
      { text: 'Neck supple.' },
      { text: 'No lymphadenopathy,   thyromegaly, or JVD.', health: [[C, 'lymphadenopathy'], [C, 'thyromegaly'], [C, 'JVD']] },
      { text: 'Lungs: CTP.' },
      { text: 'No rales, rhonchi, or wheeze.', health: [[C, 'rales'], [C, 'rhonchi'], [C, 'wheeze']] },
      { text: 'Heart: Regular   rate and rhythm.' },
      { text: 'No murmurs, gallops, or rubs.', health: [[C, 'murmurs'], [C, 'gallops'], [C, 'rubs']] },
      {
        text: 'Abdomen: Soft, nontender,   nondistended with positive bowel sounds and no hepatosplenomegaly.',
        health: [[C, 'hepatosplenomegaly']],
      },
      { text: 'Extremities: No clubbing, cyanosis, or edema.', health: [[C, 'clubbing'], [C, 'cyanosis'], [C, 'edema']] },
      { text: 'Skin is warm and moist without   lesion.', health: [[C, 'lesion']] },
      { text: 'Neuro: Alert and oriented times three.' },
      { text: 'Cranial nerves II through XII   grossly intact.' },
      {
        text: "ED COURSE:  Because of the patient's coronary artery disease history and his symptoms, it   was thought that his symptoms were most likely secondary to coronary   ischemia.",
        health: [[C, 'coronary artery disease'], [C, 'coronary   ischemia']],
      },
      {
        text: 'EKG INTERPRETATION: His EKG was normal sinus rhythm at a rate of 73, QRS of   106 milliseconds, QTc of 467 milliseconds.',
        health: [[P, 'EKG'], [P, 'EKG']],
      },
      {
        text: 'He has one PVC, otherwise he has   nonspecific ST and T wave changes and left axis deviation.',
        health: [[C, 'PVC'], [C, 'T wave changes'], [C, 'axis deviation']],
      },
      { text: 'Chest x-ray with demonstrate   no wide mediastinum.', health: [[P, 'Chest x-ray'], [C, 'wide mediastinum']] },
      {
        text: "He does have a history of PE's in the past, but his   signs and symptoms were not consistent with aortic dissection, PE, or   infectious etiologies.",
        health: [[C, "PE's"], [C, 'aortic dissection'], [C, 'PE']],
      },
      {
        text: 'The patient will get admitted to the Cardiac Pavilion for his acute coronary   ischemia.',
        health: [[C, 'coronary   ischemia']],
      },
      { text: 'ACUTE CORONARY SYNDROME.', health: [[C, 'CORONARY SYNDROME']] },
      { text: 'HYPERTENSIVE EMERGENCY.', health: [[C, 'HYPERTENSIVE EMERGENCY']] },
    ]),
    // Report 82: a colonoscopy. Its external hemorrhoids on rectal exam are a sentence outside-health-8 already
    // holds.
    ...report(82, [
      { text: 'FINDINGS:  A pedunculated polyp was found in the mid transverse colon.', health: [[C, 'pedunculated polyp']] },
      { text: 'Scattered diverticuli were found in the  left colon.', health: [[C, 'diverticuli']] },
      { text: 'Retroflexion of the endoscope revealed hemorrhoids.', health: [[C, 'hemorrhoids']] },
      {
        text: 'COMPLICATIONS:  None    POSTOPERATIVE DIAGNOSIS(ES):  1) Pedunculated polyp in the mid transverse colon    2) Diverticuli, scattered in the left colon    3)E xternal  Hemorrhoids      PLAN:  1) Follow-up: as scheduled referring MD  2) Await biopsy results    REPEAT EXAM:  Colonoscopy in 5 - 10 year(s).',
        health: [[C, 'Pedunculated polyp'], [C, 'Diverticuli'], [C, 'E xternal  Hemorrhoids'], [P, 'biopsy'], [P, 'Colonoscopy']],
      },
    ]),
    // Report 83: a CT of the thorax.
    ...report(83, [
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  174,WnIafZDwlSYJ RAD RAD   E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]      EXAMINATION PERFORMED:  CT THORAX  WITH CONTRAST   **DATE[Mar 16 08]     1406 HOURS    CLINICAL HISTORY:     Dyspnea, restrictive pulmonary function tests.',
        health: [[P, 'CT'], [C, 'Dyspnea'], [P, 'pulmonary function tests']],
      },
      {
        text: 'There is a 1cm area  of linear fibrosis in the left lower lobe on image 45 of series 4  which may be related to an adjacent old rib fracture.',
        health: [[C, 'fibrosis'], [C, 'rib fracture']],
      },
      { text: 'There are no pericardial or  pleural effusions.', health: [[C, 'pleural effusions']] },
      { text: 'No enlarged nodes are identified.', health: [[C, 'enlarged nodes']] },
      { text: 'IMPRESSION:       NEGATIVE FOR SIGNIFICANT LUNG DISEASE.', health: [[C, 'LUNG DISEASE']] },
      // Report 85 (the file holds no report 84): a death summary (heart failure). Its "TYPE 2 DIABETES." is a
      // sentence of report 75; "She was oriented x 1 at that time." is left out.
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  15,lTbBEIQc6gg4 DS DS 1509  E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]         **INSTITUTION   CARDIOLOGY   DEATH SUMMARY  PATIENT NAME:  **NAME[AAA, BBB M]  ACCOUNT #:  **ID-NUM  **ROOM  ATTENDING PHYSICIAN:  **NAME[YYY XXX ZZZ]  ADMISSION DATE:  **DATE[Apr 10 2008]  DATE OF DEATH:  **DATE[Apr 13 08]  CAUSE OF DEATH:  BIVENTRICULAR HEART FAILURE.',
        health: [[C, 'BIVENTRICULAR HEART FAILURE']],
      },
      { text: 'CARDIOMYOPATHY.', health: [[C, 'CARDIOMYOPATHY']] },
      { text: 'HYPERTENSION.', health: [[C, 'HYPERTENSION']] },
      { text: 'HYPERLIPIDEMIA.', health: [[C, 'HYPERLIPIDEMIA']] },
      { text: 'HYPOTHYROIDISM.', health: [[C, 'HYPOTHYROIDISM']] },
      { text: 'HISTORY OF GIANT CELL ARTERITIS.', health: [[C, 'GIANT CELL ARTERITIS']] },
      { text: 'ATRIAL FIBRILLATION.', health: [[C, 'ATRIAL FIBRILLATION']] },
      { text: 'GASTROESOPHAGEAL REFLUX DISEASE.', health: [[C, 'GASTROESOPHAGEAL REFLUX DISEASE']] },
      {
        text: 'REASON FOR HOSPITAL ADMISSION:    This was a **AGE[in 70s]-year-old demented woman who presented from a nursing home with   an acute complaint of elevated INR and urinary tract infection.',
        health: [[C, 'demented'], [C, 'elevated INR'], [C, 'urinary tract infection']],
      },
      { text: 'She was found to be   hypotensive with a systolic blood pressure in the 90s.', health: [[C, 'hypotensive']] },
      { text: 'Clinically and radiographically, the patient was in   biventricular heart failure.', health: [[C, 'biventricular heart failure']] },
      {
        text: 'HOSPITAL COURSE:    The patient was started on a dobutamine drip with the goal of diuresing her   with Lasix as she was clinically and radiographically volume overloaded.',
        health: [[M, 'dobutamine'], [M, 'Lasix'], [C, 'volume overloaded']],
      },
      { text: 'She was continued on Sotalol to maintain her normal   sinus rhythm.', health: [[M, 'Sotalol']] },
      {
        text: 'In terms of her urinary tract infection, the patient had an indwelling Foley   catheter.',
        health: [[C, 'urinary tract infection']],
      },
      {
        text: 'The patient remained   afebrile and had a normal white blood count throughout her stay.',
        health: [[P, 'white blood count']],
      },
    ]),
    // Report 86: a stress echocardiogram. Its other normal findings are sentences reports 68 and 74 or
    // outside-health-3, -6, -7 or -8 already hold; its moderately enlarged atria and its thickened mitral valve are
    // left out. The report is the one in which the set reached 300 labels, and is taken to its end.
    ...report(86, [
      { text: 'COMMENTS:   The patient developed shortness of breath during the test.', health: [[C, 'shortness of breath']] },
      {
        text: 'The baseline EKG showed sinus bradycardia   with nonspecific STT changes.',
        health: [[P, 'EKG'], [C, 'sinus bradycardia'], [C, 'STT changes']],
      },
      { text: 'There were no ischemic EKG changes during   stress.', health: [[C, 'ischemic EKG changes']] },
      { text: 'There was nonsustained supraventricular tachycardia during stress.', health: [[C, 'supraventricular tachycardia']] },
      { text: 'There was nonsustained ventricular tachycardia during stress.', health: [[C, 'ventricular tachycardia']] },
      { text: 'BASELINE TWO-DIMENSIONAL ECHOCARDIOGRAPHY:   Left ventricular size is normal.' },
      {
        text: 'Left ventricular wall thickness is   increased, consistent with severe left ventricular hypertrophy.',
        health: [[C, 'ventricular hypertrophy']],
      },
      {
        text: 'There is mobile   filamentous mass attached to the left ventricular apical endocardium most   likely a ruptured chordae, however, other pathology can not be excluded.',
        health: [[C, 'filamentous mass'], [C, 'ruptured chordae']],
      },
      { text: 'Right ventricular wall thickness is   normal.' },
      { text: 'SPECTRAL DOPPLER:   There is mild to moderate aortic regurgitation.', health: [[C, 'aortic regurgitation']] },
      { text: 'There is moderate mitral   regurgitation.', health: [[C, 'mitral   regurgitation']] },
      { text: 'COLOR FLOW DOPPLER:   There is mild to moderate aortic regurgitation.', health: [[C, 'aortic regurgitation']] },
      { text: 'There is moderate mitral regurgitation.', health: [[C, 'mitral regurgitation']] },
      { text: 'There   is mild tricuspid regurgitation.', health: [[C, 'tricuspid regurgitation']] },
      {
        text: 'FINAL IMPRESSIONS:   01) Nondilated left ventricle with severe hypertrophy and overall preserved  systolic function.',
        health: [[C, 'hypertrophy']],
      },
      { text: '02) Mild to moderate aortic regurgitation.', health: [[C, 'aortic regurgitation']] },
      { text: '04) Mild tricuspid regurgitation.', health: [[C, 'tricuspid regurgitation']] },
      { text: '05) Moderate left atrial enlargement.', health: [[C, 'atrial enlargement']] },
      { text: '06) Moderate right atrial enlargement.', health: [[C, 'atrial enlargement']] },
      { text: '07) Mild pulmonary hypertension.', health: [[C, 'pulmonary hypertension']] },
      {
        text: '08) There is mobile filamentous mass attached to the left ventricular apical  endocardium most likely a ruptured chordae, however, other pathology can   not be excluded.',
        health: [[C, 'filamentous mass'], [C, 'ruptured chordae']],
      },
      {
        text: '09) There were no stress induced chest pain, ischemic EKG changes or wall  motion abnormalities at a relatively low level of stress.',
        health: [[C, 'chest pain'], [C, 'ischemic EKG changes'], [C, 'wall  motion abnormalities']],
      },
      {
        text: 'The patient   became dyspneic and had nonsustained arrhythmias at peak stress.',
        health: [[C, 'dyspneic'], [C, 'arrhythmias']],
      },
      {
        text: 'This is a negative   stress EKG/echocardiographic test for ischemia, therefore, there is a   low suspicion for significant coronary artery disease.',
        health: [[P, 'stress EKG'], [C, 'ischemia'], [C, 'coronary artery disease']],
      },
    ]),
  ],
};

writeHealthParts([SOURCE], ['outside-health-9.jsonl']);
writeHealthReports(SOURCE, 'outside-health-9-reports.jsonl');
