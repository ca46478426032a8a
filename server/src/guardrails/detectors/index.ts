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
