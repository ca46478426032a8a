import { DEFAULT_SENSITIVITY, SENSITIVITY_THRESHOLDS, type DetectorModel, type Sensitivity } from '@gsg/shared';
import { FINANCIAL_RECOGNIZERS } from './financial.ts';
import { PHI_RECOGNIZERS } from './phi.ts';
import { PII_RECOGNIZERS } from './pii.ts';
import { runRecognizers, type Detection, type Recognizer } from './recognizer.ts';
import { SECRETS_RECOGNIZERS } from './secrets.ts';
import { findAsWritten } from '../readable-text.ts';

export type { Detection } from './recognizer.ts';

const MODELS: Readonly<Record<DetectorModel, readonly Recognizer[]>> = {
  'pii-detector-v1': PII_RECOGNIZERS,
  'phi-detector-v1': PHI_RECOGNIZERS,
  'financial-detector-v1': FINANCIAL_RECOGNIZERS,
  'secrets-detector-v1': SECRETS_RECOGNIZERS,
};

/**
 * What one detector model finds in a text at a policy's sensitivity (the findings scoring at least its
 * threshold), overlaps within the model already settled, ordered by start. The text is read as a person
 * sees it (../readable-text.ts), the findings span it as written.
 */
export function detect(model: DetectorModel, text: string, sensitivity: Sensitivity = DEFAULT_SENSITIVITY): Detection[] {
  return findAsWritten(text, (read) => detectInReadable(model, read, sensitivity));
}

/** detect, for a caller that has made the text readable already (the policy set reads it once for all its policies). */
export function detectInReadable(model: DetectorModel, text: string, sensitivity: Sensitivity = DEFAULT_SENSITIVITY): Detection[] {
  return runRecognizers(text, MODELS[model], SENSITIVITY_THRESHOLDS[sensitivity]);
}

/**
 * A text with something for most recognizers: a name, contact details, a diagnosis, a card, an account
 * and a key, each with its context words.
 */
export const WARM_UP_TEXT = [
  'Hi Dr. Maria Gonzalez, my colleague John Smith (DOB 03/14/1985, SSN 123-45-6789, MRN 4839201) was diagnosed',
  'with type 2 diabetes and takes metformin 500 mg. Call him on +44 20 7946 0958 or mail john.smith@example.com.',
  'Card 4111 1111 1111 1111, IBAN GB82 WEST 1234 5698 7654 32, routing number 021000021, IP 10.1.2.3.',
  'export AWS_ACCESS_KEY_ID=AKIAJ2QK7VXW3MZL5RTE GITHUB_TOKEN=ghp_R8x2Lq9ZtV4mN7pK3sW6yB1cD5fH0jG2aE8u',
  'DATABASE_URL=postgres://app:Tr0ub4dor3xq@db.internal:5432/app',
].join('\n');

/**
 * Runs every model once. V8 compiles a pattern the first time it runs, and the
 * models' patterns together take hundreds of milliseconds to compile: a server runs this before it
 * listens, so the first prompt after a start is not held up by it, nor every request behind that one.
 */
export function warmUpDetectors(): void {
  for (const model of Object.keys(MODELS) as DetectorModel[]) detect(model, WARM_UP_TEXT);
}
