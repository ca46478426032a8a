import { PASSWORD_MIN_STRENGTH } from '../constants.ts';

export type StrengthLabel = 'Weak' | 'Medium' | 'Strong';

/** The spec's score (section 5): one formula for the meter in the browser and the check on the server. */
export function passwordStrength(password: string): { score: number; label: StrengthLabel } {
  let score = 0;
  if (password.length >= 8) score += 25;
  if (password.length >= 12) score += 25;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) score += 25;
  if (/\d/.test(password)) score += 15;
  if (/[^A-Za-z0-9]/.test(password)) score += 10;
  score = Math.min(score, 100);
  const label: StrengthLabel = score < PASSWORD_MIN_STRENGTH ? 'Weak' : score < 70 ? 'Medium' : 'Strong';
  return { score, label };
}
