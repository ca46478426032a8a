// phi-detector-v1: identifiers of prescribers, patients and diagnoses, and the health details themselves
// (conditions, medications, procedures: health.ts), HIPAA's protected health information.

import { deaValid, nhsValid, npiValid } from './checksums.ts';
import { contextMatcher, DEFAULT_CONTEXT_WORDS, RECORD_NUMBER_WORDS } from './context.ts';
import { readsAsDate } from './dates.ts';
import { nationalReading } from './numbering-plans.ts';
import type { Recognizer } from './recognizer.ts';
import { HEALTH_RECOGNIZERS } from './health.ts';

/** Phone and other account-like words: a ten-digit number next to them is not a provider or patient id. */
const NOT_A_HEALTH_ID = [
  ...RECORD_NUMBER_WORDS, 'phone', 'tel', 'call', 'fax', 'mobile', 'cell', 'account', 'acct', 'routing', 'ts', 'created', 'updated',
];

export const PHI_RECOGNIZERS: readonly Recognizer[] = [
  {
    entity: 'MEDICAL_LICENSE',
    // A DEA number: registrant type letter, the registrant's initial (or 9 for a business), seven digits.
    pattern: /(?<![\w-])[ABCDEFGHJKLMPRSTUX][A-Z9]\d{7}(?![\w-])/g,
    score: 0.6,
    validate: deaValid,
    context: contextMatcher(['dea', 'dea number', 'dea no', 'dea#', 'registration', 'prescriber', 'license', 'licence']),
  },
  {
    entity: 'US_NPI',
    // Ten digits, compact or in groups of 4-3-3 or 3-3-4 split by one kind of separator.
    pattern: /(?<![\w-]|\d[.-])[12](?:\d{9}|\d{3}([ -])\d{3}\1\d{3}|\d{2}([ -])\d{3}\2\d{4})(?![\w-]|[.-]\d)/g,
    score: 0.5,
    validate: (candidate) => npiValid(candidate.replace(/\D/g, '')),
    context: contextMatcher(['npi', 'national provider', 'provider', 'prescriber', 'physician', 'clinician', 'doctor', 'dr', 'practitioner']),
    negativeContext: contextMatcher([...NOT_A_HEALTH_ID, 'nhs']),
  },
  {
    entity: 'UK_NHS',
    // Written 943 476 5919, 943-476-5919 or 9434765919.
    pattern: /(?<![\w-]|\d\.)\d{3}([ -]?)\d{3}\1\d{4}(?![\w-]|\.\d)/g,
    score: 0.5,
    validate: (candidate) => nhsValid(candidate.replace(/\D/g, '')),
    // One in eleven North American phone numbers passes the check too: written in dashes as they are
    // ("223-456-7890", where the NHS prints spaces), a valid NANP number is an NHS number only after its word.
    requiresContext: (candidate) => candidate.includes('-') && nationalReading('US', candidate.replace(/\D/g, '')) !== undefined,
    context: contextMatcher(['nhs', 'nhs number', 'nhs no', 'national health service', 'health service', 'patient', 'gp']),
    negativeContext: contextMatcher([...NOT_A_HEALTH_ID, 'npi']),
  },
  {
    entity: 'MEDICAL_RECORD_NUMBER',
    // Digits, optionally behind a short facility prefix (MR-4459812), or two dashed groups (44-1928).
    pattern: /(?<![\w-]|\d\.)(?:(?:[A-Z]{1,3}-?)?\d{5,10}|\d{2,4}-\d{3,8})(?![\w-]|\.\d)/g,
    score: 0.4,
    context: contextMatcher([
      'mrn', 'mrn#', 'medical record', 'medical record number', 'medical records', 'patient id', 'patient number', 'patient no',
      'chart', 'chart number', 'chart no', 'record number', 'hospital number', 'health record',
    ]),
    // A number that reads as a date (a birth date in an HL7 segment, 19800101) is a date unless its label
    // stands right before it ("MRN: 20180523").
    contextWords: (candidate) => (readsAsDate(candidate) ? 2 : DEFAULT_CONTEXT_WORDS),
    requiresContext: true,
  },
  {
    entity: 'ICD10_CODE',
    // A category (letter and two digits, or one of the four with an A third) and an optional subcategory.
    pattern: /(?<![\w.-])(?:[A-Z]\d{2}|[CDMZ]\dA)(?:\.[0-9A-Z]{1,4})?(?![\w-]|\.\w)/g,
    score: 0.4,
    // The coding words, and the clinical wording codes follow in notes: the assessment or impression
    // section, what a patient presented with, a problem list. Not "plan" or "assessment" on their own,
    // which project notes use too: with a colon, or in the clinical phrase.
    context: contextMatcher([
      'icd', 'icd-10', 'icd10', 'icd-10-cm', 'diagnosis', 'diagnoses', 'diagnosed', 'diagnostic code', 'dx', 'ddx',
      'assessment:', 'assessment and plan', 'assessment/plan', 'a/p', 'impression:', 'clinical impression', 'presented with',
      'presents with', 'presenting with', 'admitted with', 'admitted for', 'problem list', 'past medical history', 'pmh',
      'hx', 'comorbidities', 'chief complaint',
    ]),
    // Codes come in lists ("diagnoses: E11.9, I10 and J45.909"), so the context may stand further back.
    contextWords: 16,
    requiresContext: true,
  },
  ...HEALTH_RECOGNIZERS,
];
