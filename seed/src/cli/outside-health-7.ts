// node --import tsx seed/src/cli/outside-health-7.ts
// Writes seed/corpus/outside-health-7-unseen.jsonl, all of it kept unseen until the end: a seventh outside set
// of health details, sentences of clinical reports nobody on this project wrote, from the NegEx test set
// (https://github.com/chapmanbe/negex, `negex.python/Annotations-1-120.txt` at commit
// 21b013cfec596f187e20cdccecf35bf55ec4b50c, Apache-2.0 as the project's GeneralNegEx package states): sentences of
// de-identified clinical reports in which a physician marked every clinical condition. outside-health-3.ts took
// the file's reports 1 to 13 and outside-health-6.ts reports 14 to 27; this takes reports 28 to 43, in the
// file's order (colonoscopies and an upper endoscopy, radiology, surgical pathology, a neurosurgery transfer
// summary, echocardiograms, emergency department notes, discharge summaries), until the set held 220 labels and
// then to the end of the report it was in, and leaves out every sentence whose text a text of outside-health-3
// or outside-health-6 already holds. As in outside-health-6, the file writes the marked condition in capitals
// inside its sentence and again, in its own case, in the row's concept column; here the sentence gets the
// concept's case back ("DELIRIUM due to medical decondition." with the concept "Delirium" is "Delirium due to
// medical decondition.", while "NECROTIZING PANCREATITIS." keeps its capitals, its concept being written so; a
// heading before its colon keeps the report's capitals, so "HEENT:  HEAD NORMOCEPHALIC AND ATRAUMATIC." with the
// concept "Head normocephalic and atraumatic" is "HEENT:  Head normocephalic and atraumatic."), and a sentence
// holding several marked conditions is one text. Each text keeps the report's spacing exactly.
//
// Labels follow outside-health-3.ts and outside-health-6.ts: MEDICAL_CONDITION, MEDICAL_PROCEDURE, MEDICATION,
// the term alone. A record speaks of its patient, so a finding is labelled also when the report negates it ("No
// intracranial hemorrhage can be identified", "The patient denies change in sleep"). Where the physician marked
// a longer phrase, the label is the condition's name in it: words of degree, size, side, position and age are
// left out ("severe aortic stenosis" is "aortic stenosis", "left-sided facial pain" is "facial pain", "30-pound
// weight loss" is "weight loss", "Stage I sacral decubitus" is "decubitus", "Chronic pain" is "pain", "Candida in
// her urine" is "Candida", "LEFT POSTERIOR INTERNAL CAROTID ARTERY ANEURYSM" is "INTERNAL CAROTID ARTERY
// ANEURYSM"), a compound that names a condition keeps its words ("phantom limb pain", "Type 2 diabetes", "Chronic
// obstructive pulmonary disease", "chronic pain syndrome", "Candida urinary tract infection", "gastric ulcer"),
// and a phrase that joins two conditions gives both ("ACTIVE ILEITIS WITH ULCERATION" is "ILEITIS" and
// "ULCERATION", "acute pancreatitis with calcifications" is "pancreatitis" and "calcifications"). Named
// procedures, tests and medicines are labelled too (colonoscopy, Digital rectal exam, CT, MRI, EGD, coiling,
// urinalysis, Dopplers, cholecystectomy, Geodon, Flagyl, fluconazole, fentanyl, vitamin B12), "status post
// coronary artery bypass graft" as the procedure "coronary artery bypass graft"; an echocardiogram's section
// names ("SPECTRAL DOPPLER:", "TWO DIMENSIONAL ECHOCARDIOLOGY:") are not, and neither are devices in place (the
// "chest tubes" and "IVC filter" of outside-health-6 stay unlabelled, so is a "Duo-Tube" here). Normal findings
// ("The gastric mucosa was normal", "The patient was afebrile", "In no acute distress") and the social history
// are negatives: lines of a record with no condition, procedure or medicine named in them. The rows the
// physician marked with a phrase no span rule settles ("The aortic root size is mildly dilated", "Thickened,
// calcified and restricted aortic valve", "dilated proximal small bowel", "poor energy", "History of medical
// noncompliance"), and the sentences that speak only of a heart valve prosthesis ("A bioprosthetic valve is in
// the mitral position"), are left out with their sentence.
//
// Beyond outside-health-6: where a kept sentence names a condition the physician did not mark in that row
// ("no leukocytosis", "I CANNOT EXCLUDE THAT THESE REPRESENT NEOPLASM", "symptoms of psychosis or mania, OCD",
// "without signs of inflammation"), it is labelled too, a line naming a condition being no negative; an
// examination line's "CT HEAD" is the test "CT", as outside-health-3 labels "CT ABDOMEN"; the exam type
// "Transthoracic Echocardiogram" of an echocardiogram's heading is labelled as the test it names; "ALLERGIES:
// TO PENICILLIN" is the condition "ALLERGIES" and the medicine "PENICILLIN" (only "NO KNOWN DRUG ALLERGIES" is
// left out, as outside-health-3.ts leaves it).
import { HEALTH, type OutsideSourceOf, report, type ReportCase, writeHealthParts, writeHealthReports } from './outside-source.ts';

const { C, P, M } = HEALTH;

const SOURCE: OutsideSourceOf<ReportCase> = {
  repo: 'chapmanbe/negex',
  path: 'negex.python/Annotations-1-120.txt',
  commit: '21b013cfec596f187e20cdccecf35bf55ec4b50c',
  licence: 'Apache-2.0',
  cases: [
    // Report 28: a colonoscopy. Its indication ("change in  bowel habits") and "There was no evidence of polyps
    // or mass." are sentences outside-health-3 already holds.
    ...report(28, [
      { text: 'Digital rectal exam was performed and showed no abnormalities.', health: [[P, 'Digital rectal exam']] },
      { text: 'FINDINGS:  Diverticulosis was found in the sigmoid colon.', health: [[C, 'Diverticulosis']] },
      {
        text: '<<PROCEDUREIMAGES>>    COMPLICATIONS:  None    POSTOPERATIVE DIAGNOSIS(ES):  1) Diverticulosis in the sigmoid colon  2) Normal colonoscopy    PLAN:  1) Fiber rich diet  2) Follow-up: as scheduled referring MD    REPEAT EXAM:  Colonoscopy in 10 year(s).',
        health: [[C, 'Diverticulosis'], [P, 'colonoscopy'], [P, 'Colonoscopy']],
      },
    ]),
    // Report 29: a CT of the head and neck.
    ...report(29, [
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  165,QKOEGhJzBXyz RAD RAD   E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]      CT HEAD:  **DATE[Aug 1 07]  3:45 PM   HISTORY: RIGHT-SIDED WEAKNESS.',
        health: [[P, 'CT'], [C, 'WEAKNESS']],
      },
      { text: 'FINDINGS: No intracranial hemorrhage can be identified.', health: [[C, 'intracranial hemorrhage']] },
      { text: 'Brain parenchyma is   relatively normal in appearance.' },
      { text: 'The density occupying the posterior half of the left globe is   redemonstrated with no change.', health: [[C, 'density']] },
      { text: 'Paranasal sinuses and mastoid air   cells are normal in appearance.' },
      {
        text: 'Degenerative disc disease is present and there is advanced facet   arthrosis, which appears to be most pronounced on the left at C7-T1   with evidence of erosions.',
        health: [[C, 'Degenerative disc disease'], [C, 'facet   arthrosis'], [C, 'erosions']],
      },
      { text: 'IMPRESSION:   NO INTRACRANIAL PATHOLOGY IDENTIFIED.', health: [[C, 'INTRACRANIAL PATHOLOGY']] },
      {
        text: 'CT EXAMINATION OF THE NECK   SHOWS OSSEOUS EROSION INVOLVING THE POSTERIOR ELEMENTS ON THE LEFT AT   C7 AND T1 WHICH HAVE PROGRESSED SINCE THE PRIOR CT EXAMINATION OF   **DATE[Jul 14 2004].',
        health: [[P, 'CT'], [C, 'OSSEOUS EROSION'], [P, 'CT']],
      },
      {
        text: 'WHILE THESE APPEAR TO BE DUE TO FACET ARTHROSIS, NO   REFORMATS WERE OBTAINED AND I CANNOT EXCLUDE THAT THESE REPRESENT   NEOPLASM.',
        health: [[C, 'FACET ARTHROSIS'], [C, 'NEOPLASM']],
      },
    ]),
    // Report 30: a surgical pathology report (ileum and colon biopsies).
    ...report(30, [
      {
        text: "S_O_H  Counters Report Type Record Type Subgroup Classifier  205,N0obGVkbCPHP SP SP   E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]      PATIENT HISTORY:  Crohn's, status post ileocecal resection, on 6MP.  PRE-OP DIAGNOSIS: As above.",
        health: [[C, "Crohn's"], [P, 'ileocecal resection'], [M, '6MP']],
      },
      { text: "POST-OP DIAGNOSIS: Active Crohn's disease.", health: [[C, "Crohn's disease"]] },
      {
        text: 'PART 2:  NEOTERMINAL ILEUM, BIOPSY   A.          FOCALLY ACTIVE ILEITIS WITH ULCERATION  B.     NO EVIDENCE OF DYSPLASIA.',
        health: [[P, 'BIOPSY'], [C, 'ILEITIS'], [C, 'ULCERATION'], [C, 'DYSPLASIA']],
      },
      {
        text: 'PART 3:  RECTOSIGMOID COLON, BIOPSY -  A.          COLONIC MUCOSA WITH FOCAL EROSION AND ARCHITECTURE CHANGES.',
        health: [[P, 'BIOPSY'], [C, 'EROSION'], [C, 'ARCHITECTURE CHANGES']],
      },
    ]),
    // Report 31: a neurosurgery transfer summary.
    ...report(31, [
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  6,LfVHkBQJkc9L DS DS 5105  E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]         **INSTITUTION  NEUROSURGERY  TRANSFER SUMMARY  PATIENT NAME:  **NAME[AAA, BBB M]  ACCOUNT #:  **ID-NUM  **ROOM  ATTENDING PHYSICIAN:  **NAME[YYY M ZZZ]  TRANSFERRED DATE:  **DATE[Aug 09 07]  TRANSFERRED TO:    TRANSFERRED TO CARE OF:    ADMITTING DIAGNOSIS(ES):   LEFT POSTERIOR INTERNAL CAROTID ARTERY ANEURYSM   AND SUBARACHNOID HEMORRHAGE.',
        health: [[C, 'INTERNAL CAROTID ARTERY ANEURYSM'], [C, 'SUBARACHNOID HEMORRHAGE']],
      },
      {
        text: 'TRANSFER DIAGNOSIS(ES):  STATUS POST COILING FOR LEFT POSTERIOR INTERNAL   CAROTID ARTERY ANEURYSM AND SUBARACHNOID HEMORRHAGE.',
        health: [[P, 'COILING'], [C, 'INTERNAL   CAROTID ARTERY ANEURYSM'], [C, 'SUBARACHNOID HEMORRHAGE']],
      },
      {
        text: 'HOSPITAL COURSE:   Ms. **NAME[AAA] is a **AGE[in 30s]-year-old female who was transferred to **INSTITUTION on **DATE[Jul 19   2007], with a subarachnoid hemorrhage and ventriculomegaly.',
        health: [[C, 'subarachnoid hemorrhage'], [C, 'ventriculomegaly']],
      },
      {
        text: 'She had rupture   of a left posterior internal carotid aneurysm and underwent a coiling on   **DATE[Jul 20 2007], by Dr. **NAME[ZZZ].',
        health: [[C, 'rupture'], [C, 'internal carotid aneurysm'], [P, 'coiling']],
      },
      {
        text: 'She required an EVD placement that was   removed on **DATE[Jul 25 2007], and also required a stay in the ICU while   intubated and was treated for pneumonia with pipera-cillin/tazobactam.',
        health: [[P, 'EVD placement'], [P, 'intubated'], [C, 'pneumonia'], [M, 'pipera-cillin/tazobactam']],
      },
      {
        text: 'While   in the ICU, she had episodes of low-grade temperature but no leukocytosis.',
        health: [[C, 'low-grade temperature'], [C, 'leukocytosis']],
      },
      {
        text: 'Once transferred to the Step-Down Unit she developed fevers and blood   culture, urinalysis and urine culture were sent.',
        health: [[C, 'fevers'], [P, 'blood   culture'], [P, 'urinalysis'], [P, 'urine culture']],
      },
      { text: 'She complains only of a mild headache and left-sided   facial pain.', health: [[C, 'headache'], [C, 'facial pain']] },
      { text: 'She has no focal neurologic deficits.', health: [[C, 'focal neurologic deficits']] },
      { text: 'She is following   commands in four extremities and 5/5 motor and sensation bilaterally upper   and lower extremities.' },
    ]),
    // Report 32: an echocardiogram. Its other normal findings and its trace regurgitations are sentences
    // outside-health-3 or outside-health-6 already holds; its restricted, thickened and calcified aortic valve
    // and its mildly dilated aortic root are left out.
    ...report(32, [
      {
        text: 'Wall Thickness:  1.4 cm (0.7-1.1 cm)      REFERRING DIAGNOSIS: Aortic Valve Disease; Hypertension 401.9  TWO DIMENSIONAL ECHOCARDIOLOGY:   Left ventricular size is normal.',
        health: [[C, 'Aortic Valve Disease'], [C, 'Hypertension']],
      },
      {
        text: 'Left ventricular wall thickness is   increased, consistent with left ventricular hypertrophy.',
        health: [[C, 'ventricular hypertrophy']],
      },
      { text: 'Segmental left   ventricular function is normal.' },
      { text: 'Overall left ventricular function is normal,   with an estimated ejection fraction of 60-65 %.' },
      { text: 'Right ventricular size is   normal.' },
      { text: 'Right ventricular   function is normal.' },
      { text: 'The mitral   valve is normal.' },
      { text: 'The pulmonic valve is   normal.' },
      { text: 'SPECTRAL DOPPLER:   There is moderate aortic regurgitation.', health: [[C, 'aortic regurgitation']] },
      { text: 'There is mild mitral regurgitation.', health: [[C, 'mitral regurgitation']] },
      { text: 'There is severe aortic stenosis.', health: [[C, 'aortic stenosis']] },
      { text: 'COLOR FLOW DOPPLER:   There is moderate aortic regurgitation.', health: [[C, 'aortic regurgitation']] },
      {
        text: 'FINAL IMPRESSIONS:   01) Nondilated left ventricle with hypertrophy and overall preserved  systolic function.',
        health: [[C, 'hypertrophy']],
      },
      { text: '03) Mild mitral regurgitation.', health: [[C, 'mitral regurgitation']] },
      { text: '04) Borderline pulmonary hypertension.', health: [[C, 'pulmonary hypertension']] },
      { text: '05) Mild aortic root dilation.', health: [[C, 'aortic root dilation']] },
    ]),
    // Report 33: an emergency department note (a hand laceration).
    ...report(33, [
      {
        text: 'HISTORY OF PRESENT ILLNESS:  Ms. **NAME[AAA] is a **AGE[in 50s]-year-old, white female who sustained a laceration to her   hypothenar eminence eight days ago.',
        health: [[C, 'laceration']],
      },
      { text: 'Her wound has been healing well.', health: [[C, 'wound']] },
      { text: 'PHYSICAL EXAM:  GENERAL:  In no acute distress.' },
      { text: 'EXTREMITIES:  The wound is healing well.', health: [[C, 'wound']] },
      { text: 'No sign of infection.', health: [[C, 'infection']] },
      {
        text: 'The patient has normal range   of motion in her hand with good capillary refill, and no signs of infection.',
        health: [[C, 'infection']],
      },
    ]),
    // Report 34: a colonoscopy. Its rectal exam is report 28's sentence.
    ...report(34, [
      { text: 'FINDINGS:  The ileal mucosa was normal in appearance.' },
      {
        text: 'There was no evidence of polyps, although the examination  was limited by the quality of the prep.',
        health: [[C, 'polyps']],
      },
      {
        text: '<<PROCEDUREIMAGES>>    COMPLICATIONS:  None    POSTOPERATIVE DIAGNOSIS(ES):  1) Normal terminal ileum    2) Normal colonoscopy, but poor prep.',
        health: [[P, 'colonoscopy']],
      },
    ]),
    // Report 35: a radiograph of the wrist.
    ...report(35, [
      {
        text: 'The fusion wheel and screws are  in position without change and the subchondral cysts of the  scaphoid and radius have not changed in size.',
        health: [[C, 'subchondral cysts']],
      },
    ]),
    // Report 36: a surgical pathology report (small bowel).
    ...report(36, [
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  206,itb/3Uy6YB1f SP SP   E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]      PATIENT HISTORY:  Gunshot to small bowel.',
        health: [[C, 'Gunshot']],
      },
      {
        text: 'kas  _______________________________________________________________  FINAL DIAGNOSIS:  SMALL BOWEL, RESECTION    BENIGN FRAGMENTS OF SMALL INTESTINE.',
        health: [[P, 'RESECTION']],
      },
    ]),
    // Report 37: a discharge summary (psychiatry consulted). Its "poor energy" and its "medical noncompliance"
    // are left out.
    ...report(37, [
      { text: 'Delirium due to medical decondition.', health: [[C, 'Delirium'], [C, 'decondition']] },
      { text: 'Depression and anxiety.', health: [[C, 'Depression'], [C, 'anxiety']] },
      { text: 'Posttraumatic stress disorder.', health: [[C, 'Posttraumatic stress disorder']] },
      { text: 'Dissociative disorder.', health: [[C, 'Dissociative disorder']] },
      { text: 'Borderline personality disorder.', health: [[C, 'Borderline personality disorder']] },
      {
        text: 'Chronic pain with severe left hip degenerative joint disease/vascular   necrosis, phantom limb pain at the left upper extremity.',
        health: [[C, 'pain'], [C, 'degenerative joint disease'], [C, 'vascular   necrosis'], [C, 'phantom limb pain']],
      },
      {
        text: 'Multiple history of altered mental status secondary to accidental overdose   on opioids.',
        health: [[C, 'altered mental status'], [C, 'overdose'], [M, 'opioids']],
      },
      {
        text: 'Coronary artery disease status post coronary artery bypass graft in **DATE[Apr   2007] with complication of mediastinitis and embolization resulting in   amputation of left upper extremity above elbow.',
        health: [[C, 'Coronary artery disease'], [P, 'coronary artery bypass graft'], [C, 'mediastinitis'], [C, 'embolization'], [P, 'amputation']],
      },
      { text: 'Type 2 diabetes.', health: [[C, 'Type 2 diabetes']] },
      { text: 'Hypertension.', health: [[C, 'Hypertension']] },
      { text: 'Peripheral vascular disease.', health: [[C, 'Peripheral vascular disease']] },
      { text: 'Chronic obstructive pulmonary disease.', health: [[C, 'Chronic obstructive pulmonary disease']] },
      { text: 'Clostridium difficile colitis.', health: [[C, 'Clostridium difficile colitis']] },
      { text: 'Candida urinary tract infection.', health: [[C, 'Candida urinary tract infection']] },
      { text: 'History of rhabdomyolysis.', health: [[C, 'rhabdomyolysis']] },
      { text: 'Stage I sacral decubitus.', health: [[C, 'decubitus']] },
      { text: 'Dyslipidemia.', health: [[C, 'Dyslipidemia']] },
      { text: 'History of cerebrovascular accident.', health: [[C, 'cerebrovascular accident']] },
      { text: 'History of seizure disorder.', health: [[C, 'seizure disorder']] },
      { text: 'Migraine.', health: [[C, 'Migraine']] },
      {
        text: 'PRINCIPAL PROCEDURES AND TESTS:  Doppler of the lower extremities negative   for DVT.',
        health: [[P, 'Doppler'], [C, 'DVT']],
      },
      {
        text: 'BRIEF HISTORY OF PRESENT ILLNESS:  This is a **AGE[in 40s]-year-old female with complex   medical history with multiple hospital admissions who was admitted to   **INSTITUTION from **DATE[Feb 13 2008], through **DATE[Feb 20 2008], for altered   mental status and lethargy.',
        health: [[C, 'altered   mental status'], [C, 'lethargy']],
      },
      {
        text: 'Altered mental status was likely secondary to high dose of   opioids at home for chronic pain syndrome.',
        health: [[C, 'Altered mental status'], [M, 'opioids'], [C, 'chronic pain syndrome']],
      },
      { text: 'Agitation was noted.', health: [[C, 'Agitation']] },
      { text: 'The patient was started on Geodon for agitation.', health: [[M, 'Geodon'], [C, 'agitation']] },
      { text: 'The patient   also developed C. diff colitis and started on Flagyl.', health: [[C, 'C. diff colitis'], [M, 'Flagyl']] },
      { text: 'She was also found to   have Candida in her urine and started on fluconazole.', health: [[C, 'Candida'], [M, 'fluconazole']] },
      {
        text: "Psychiatric Service was consulted, and the patient's   depressive mood was worsening for 2 months in coordination with medical   complications and pain.",
        health: [[C, 'depressive mood'], [C, 'pain']],
      },
      { text: 'The patient denies change in sleep.', health: [[C, 'change in sleep']] },
      {
        text: 'The patient   continues to have disturbances for frequent urination from diuresis.',
        health: [[C, 'frequent urination']],
      },
      {
        text: 'The   patient has decreased appetite with 30-pound weight loss and some diarrhea   from C. diff.',
        health: [[C, 'decreased appetite'], [C, 'weight loss'], [C, 'diarrhea'], [C, 'C. diff']],
      },
      { text: 'The patient denies worthlessness or self-esteem or anhedonia.', health: [[C, 'worthlessness'], [C, 'anhedonia']] },
      {
        text: 'The patient reports PTSD about childhood trauma with occasional flashbacks,   reliving events.',
        health: [[C, 'PTSD'], [C, 'trauma'], [C, 'flashbacks']],
      },
      { text: 'On admission, her anxieties were mild.', health: [[C, 'anxieties']] },
      { text: 'She also has a   possible history of panic attacks.', health: [[C, 'panic attacks']] },
      { text: 'She denies any symptoms of psychosis or   mania, OCD.', health: [[C, 'psychosis'], [C, 'mania'], [C, 'OCD']] },
      {
        text: 'She saw the patient in hospital on **DATE[Feb 18 2008], and the patient was   agitated in a child state.',
        health: [[C, 'agitated']],
      },
      {
        text: 'No evidence of delusions or hallucinations but   had bizarre behavior that therapist felt to be her associated state.',
        health: [[C, 'delusions'], [C, 'hallucinations'], [C, 'bizarre behavior']],
      },
      { text: 'The patient was not lethargic or agitated during the   hospitalization.', health: [[C, 'lethargic'], [C, 'agitated']] },
      {
        text: 'She was getting more pleasant after pain was more   controlled and moving around with wheelchair accompanied by her husband.',
        health: [[C, 'pain']],
      },
      { text: 'She   became more pleasant.' },
      { text: 'Her thoughts were logical.' },
      { text: 'No delusions, lethargy, or   hallucinations.', health: [[C, 'delusions'], [C, 'lethargy'], [C, 'hallucinations']] },
      { text: 'She had a good insight and judgment.' },
      {
        text: 'It was felt that her   delusion was due to her medical decondition with some component of   dissociative disorder and borderline personality disorder as well as   depression and anxiety.',
        health: [
          [C, 'delusion'], [C, 'decondition'], [C, 'dissociative disorder'], [C, 'borderline personality disorder'], [C, 'depression'], [C, 'anxiety'],
        ],
      },
      {
        text: 'Her pain was well controlled with fentanyl 25 mcg patch,   Neurontin 300 mg p.o.',
        health: [[C, 'pain'], [M, 'fentanyl'], [M, 'Neurontin']],
      },
      {
        text: 'It was recommended to   have Home Care PT and OT to visit 3 times per week for 4 weeks with a   diagnosis of decondition.',
        health: [[P, 'PT'], [P, 'OT'], [C, 'decondition']],
      },
      {
        text: 'Apparently, she was switched from warfarin to Lovenox at   the previous hospital assuming the patient was less lethargic.',
        health: [[M, 'warfarin'], [M, 'Lovenox'], [C, 'lethargic']],
      },
    ]),
    // Report 38: an echocardiogram. Its other normal findings are sentences outside-health-3 or
    // outside-health-6 already holds; its mitral bioprosthesis sentences are left out.
    ...report(38, [
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  47,oTDCcOjI2m16 ECHO ECHO   E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]      **INSTITUTION - **INSTITUTION Echocardiography Lab            Echocardiographic Report                            An Intersocietal Commission for the Accreditation of               Echocardiography Laboratories Certified Laboratory                       Name: **NAME[AAA, BBB]  Date/Time of Procedure: **DATE[Jun 29 2007] 1:12 PM  Institution: **INSTITUTION  Sex: M  Date of Birth: **DATE[Jun 13 1931]  Echo Number: 183991  Account: **ID-NUM  Type: Echo      Transthoracic Echocardiogram                          ECHOCARDIOGRAPHIC MEASUREMENTS:    *** Measurements Not Obtainable ***                           REFERRING DIAGNOSIS: Syncope And Collapse  TWO DIMENSIONAL ECHOCARDIOLOGY:   This was a technically difficult study.',
        health: [[P, 'Transthoracic Echocardiogram'], [C, 'Syncope'], [C, 'Collapse']],
      },
      {
        text: 'Left ventricular wall thickness is increased, consistent with left   ventricular hypertrophy.',
        health: [[C, 'ventricular hypertrophy']],
      },
      { text: 'Overall left ventricular function is normal, with an estimated ejection   fraction of 55-60 %.' },
      { text: 'Left atrial   size is normal.' },
      { text: 'The pulmonary artery size is   normal.' },
      { text: 'The pulmonic   valve is normal.' },
      {
        text: 'Normal saline contrast   injection without evidence of right to left intracardiac shunt.',
        health: [[P, 'saline contrast   injection'], [C, 'intracardiac shunt']],
      },
      { text: '02) Nondilated left ventricle with overall preserved systolic function.' },
    ]),
    // Report 39: an emergency department note (a gunshot wound to the hand).
    ...report(39, [
      { text: 'CHIEF COMPLAINT:     Gun shot wound to his right-hand.', health: [[C, 'Gun shot wound']] },
      {
        text: 'Complains of severe pain to his hand, non-radiating, sharp, and  worse with movement.',
        health: [[C, 'pain']],
      },
      { text: 'No numbness or  tingling or other injuries.', health: [[C, 'numbness'], [C, 'tingling'], [C, 'injuries']] },
      { text: 'No pain  proximal to his hand and otherwise has  no other injuries.', health: [[C, 'pain'], [C, 'injuries']] },
      { text: 'PAST MEDICAL HISTORY:     Anxiety.', health: [[C, 'Anxiety']] },
      { text: 'ALLERGIES:     TO PENICILLIN.', health: [[C, 'ALLERGIES'], [M, 'PENICILLIN']] },
      { text: 'SOCIAL HISTORY:     Denies any alcohol, tobacco or illicit drug use.' },
      { text: 'PHYSICAL EXAMINATION:     GENERAL:  In no acute distress.' },
      { text: 'HEENT:  Head normocephalic and atraumatic.' },
      { text: 'Eyes PERRLA, EOMI.' },
      { text: 'Pharynx good.' },
      { text: 'NECK:  Supple.' },
      { text: 'No lymphadenopathy, thyromegaly or JVD.', health: [[C, 'lymphadenopathy'], [C, 'thyromegaly'], [C, 'JVD']] },
      { text: 'LUNGS:  CTP.' },
      { text: 'No rales, rhonchi or wheezes.', health: [[C, 'rales'], [C, 'rhonchi'], [C, 'wheezes']] },
      { text: 'HEART:  Regular rate and rhythm.' },
      { text: 'No murmurs, gallops, rubs.', health: [[C, 'murmurs'], [C, 'gallops'], [C, 'rubs']] },
      { text: 'ABDOMEN:  Soft, nontender, nondistended.' },
      { text: 'Positive bowel sounds.' },
      { text: 'No masses,   splenomegaly.', health: [[C, 'masses'], [C, 'splenomegaly']] },
      { text: 'EXTREMITIES:  No clubbing or cyanosis.', health: [[C, 'clubbing'], [C, 'cyanosis']] },
      {
        text: 'On his right-hand the patient has open wounds on   the distal most aspect of his third and fourth digits and an open wound on   his thenar eminence.',
        health: [[C, 'open wounds'], [C, 'open wound']],
      },
      { text: 'He has good range of motion in all of his digits.' },
      { text: 'He   has got good capillary refill in all his digits and normal sensation in all   his digits.' },
      { text: 'Also has   strong radial pulses.' },
      { text: 'No injury proximal to his wrist.', health: [[C, 'injury']] },
      { text: 'NEUROLOGICAL:  The patient is awake, alert.' },
      { text: 'The cranial nerves are intact and as per his   extremity exam.' },
      {
        text: 'ED COURSE:     X-rays of his hand were obtained demonstrating distal phalanx fractures of   his third and fourth digit otherwise no other obvious fractures.',
        health: [[P, 'X-rays'], [C, 'phalanx fractures'], [C, 'fractures']],
      },
      {
        text: 'ED DISCHARGE DIAGNOSIS(ES):      MULTIPLE GUN SHOT WOUNDS TO HIS RIGHT-HAND AND FRACTURES TO HIS DISTAL   PHALANX OF HIS THIRD AND FOURTH DIGITS.',
        health: [[C, 'GUN SHOT WOUNDS'], [C, 'FRACTURES']],
      },
    ]),
    // Report 40: an upper endoscopy.
    ...report(40, [
      { text: 'The indication for this procedure is dyspepsia    and dysphagia.', health: [[C, 'dyspepsia'], [C, 'dysphagia']] },
      { text: 'FINDINGS:  Hypopharynx and larynx were normal.' },
      {
        text: "The esophagus was entirely normal without  signs of inflammation or Barrett's esophagus.",
        health: [[C, 'inflammation'], [C, "Barrett's esophagus"]],
      },
      {
        text: 'The gastric mucosa was normal without evidence of inflammation or vascular  abnormalities.',
        health: [[C, 'inflammation'], [C, 'vascular  abnormalities']],
      },
      { text: 'The duodenum was normal.' },
    ]),
    // Report 41: a radiograph of the pelvis.
    ...report(41, [
      {
        text: 'FINDINGS:     There is an expansile destructive lesion of the left ischium with  an associated soft tissue mass.',
        health: [[C, 'lesion'], [C, 'soft tissue mass']],
      },
      { text: 'The left hip, the right  hemipelvis, the sacrum show no other focal abnormalities.' },
      { text: 'This may  represent metastatic lesion or myeloma.', health: [[C, 'metastatic lesion'], [C, 'myeloma']] },
    ]),
    // Report 42: a virology result; the test's title names the virus too.
    ...report(42, [
      {
        text: 'S_O_H  Counters Report Type Record Type Subgroup Classifier  207,ky8CWB3WWPyP SP SP   E_O_H  [Report de-identified (Safe-harbor compliant) by De-ID v.6.14.02]      PROCEDURES  BK Virus Plasma (PH)  Interpretation  Plasma:  Quantitative PCR testing for BK virus is NEGATIVE.',
        health: [[C, 'BK Virus'], [P, 'PCR testing'], [C, 'BK virus']],
      },
    ]),
    // Report 43: a discharge summary (necrotizing pancreatitis). Its CT finding of "dilated proximal small
    // bowel" is left out.
    ...report(43, [
      { text: 'NECROTIZING PANCREATITIS.', health: [[C, 'NECROTIZING PANCREATITIS']] },
      { text: 'DIABETES SECONDARY TO NECROTIZING PANCREATITIS.', health: [[C, 'DIABETES'], [C, 'NECROTIZING PANCREATITIS']] },
      {
        text: 'LABORATORY, RADIOGRAPHIC, AND OTHER DIAGNOSTIC STUDY FINDINGS:    HPI AND HOSPITAL COURSE:    Ms. **NAME[AAA] is a very pleasant **AGE[in 80s]-year-old female with a history of hypertension   who was transferred to **INSTITUTION from an outside hospital because of necrotizing   pancreatitis.',
        health: [[C, 'hypertension'], [C, 'necrotizing   pancreatitis']],
      },
      {
        text: 'On **DATE[Jul 04 2007], she states that she had severe epigastric pain   when eating food and therefore went to the Emergency Department.',
        health: [[C, 'epigastric pain']],
      },
      {
        text: 'On **DATE[Jul 05 2007], at   the outside hospital, she got an abdominal CT with contrast which showed   acute pancreatitis with calcifications.',
        health: [[P, 'CT'], [C, 'pancreatitis'], [C, 'calcifications']],
      },
      {
        text: 'An MRI done on the same day showed no   biliary dilatation and positive for cholecystolithiasis.',
        health: [[P, 'MRI'], [C, 'biliary dilatation'], [C, 'cholecystolithiasis']],
      },
      {
        text: 'A repeat CT done at the outside hospital showed necrotizing   pancreatitis and therefore, she was transferred to **INSTITUTION for further   management.',
        health: [[P, 'CT'], [C, 'necrotizing   pancreatitis']],
      },
      { text: 'She states that she has no history of pancreatitis or alcohol   use.', health: [[C, 'pancreatitis']] },
      {
        text: 'GI: Repeat abdominal and pelvis CT with contrast was done on **DATE[Jul 12 2007],   which showed findings of extensive pancreatic necrosis with only minimal   residual enhancing pancreatic tissue in the tail and head.',
        health: [[P, 'CT'], [C, 'pancreatic necrosis']],
      },
      { text: 'There was no   peripancreatic stranding and no discrete mass.', health: [[C, 'peripancreatic stranding'], [C, 'mass']] },
      {
        text: 'Incidentally, on the pelvic CT   scan, there was sigmoid diverticulosis without diverticulitis.',
        health: [[P, 'CT   scan'], [C, 'diverticulosis'], [C, 'diverticulitis']],
      },
      {
        text: 'Pancreaticobiliary was consulted for further   management of her necrotizing pancreatitis.',
        health: [[C, 'necrotizing pancreatitis']],
      },
      {
        text: 'She was kept on strict NPO and a   Duo-Tube was placed initially to decompress her stomach secondary to the   small bowel obstruction.',
        health: [[C, 'small bowel obstruction']],
      },
      { text: 'Incidentally, on the EGD, there was a small   gastric ulcer on the incisura.', health: [[P, 'EGD'], [C, 'gastric ulcer']] },
      {
        text: 'She is currently at   her goal and tolerating these tube feeds well without any nausea, vomiting,   or residuals.',
        health: [[C, 'nausea'], [C, 'vomiting']],
      },
      {
        text: 'We do not know the exact etiology of her   necrotizing pancreatitis, although she does need a cholecystectomy in the   near future.',
        health: [[C, 'necrotizing pancreatitis'], [P, 'cholecystectomy']],
      },
      { text: 'She had very low   residuals, as well as no nausea or vomiting.', health: [[C, 'nausea'], [C, 'vomiting']] },
      { text: 'The patient was afebrile throughout her hospital   stay.' },
      {
        text: 'She did have diarrhea   during her stay and her C. diff toxin was positive.',
        health: [[C, 'diarrhea'], [C, 'C. diff']],
      },
      {
        text: 'She did have lower extremity swelling, left greater than   right, and therefore, we did lower extremity Dopplers to evaluate for DVT.',
        health: [[C, 'lower extremity swelling'], [P, 'Dopplers'], [C, 'DVT']],
      },
      {
        text: 'This was done on **DATE[Jul 13 2007], and there was no thrombus identified within   the common femoral, superficial femoral, or popliteal veins.',
        health: [[C, 'thrombus']],
      },
      {
        text: 'Her blood sugars are elevated secondary to her necrotizing   pancreatitis.',
        health: [[C, 'necrotizing   pancreatitis']],
      },
      {
        text: 'She does have B12 deficiency and she is getting   vitamin B12 shots every month.',
        health: [[C, 'B12 deficiency'], [M, 'vitamin B12']],
      },
      {
        text: 'Disposition: On **DATE[Jul 19 2007], the patient was afebrile, hemodynamically   stable, and is being discharge to **PLACE Transitional Care Unit.',
      },
      {
        text: 'She should return to the Emergency Department if she experiences nausea,   vomiting, increased abdominal pain, shortness of breath, or chest pain.',
        health: [[C, 'nausea'], [C, 'vomiting'], [C, 'abdominal pain'], [C, 'shortness of breath'], [C, 'chest pain']],
      },
    ]),
  ],
};

writeHealthParts([SOURCE], ['outside-health-7-unseen.jsonl']);
writeHealthReports(SOURCE, 'outside-health-7-unseen-reports.jsonl');
