/** Why a one-time code is mailed: to confirm the address at e-mail MFA setup, or for a sign-in's second step. */
export type CodePurpose = 'enrolment' | 'sign-in';

const SUBJECTS: Record<CodePurpose, string> = {
  enrolment: 'Your GSG Console verification code',
  'sign-in': 'Your GSG Console sign-in code',
};

/** The mail that carries a one-time code to the owner of `username`: the code, how long it lasts, what to do if unexpected. */
export function codeMail(purpose: CodePurpose, username: string, code: string, minutes: number): { subject: string; text: string } {
  const opening =
    purpose === 'enrolment'
      ? `Enter this code to turn on e-mail multi-factor authentication for your account ${username}:`
      : `Enter this code to finish signing in to your account ${username}:`;
  const advice =
    purpose === 'enrolment'
      ? 'If you did not ask for it, someone is signed in to your account: change your password and review your sessions.'
      : 'If you did not try to sign in, someone knows your password: change it now.';
  return { subject: SUBJECTS[purpose], text: [opening, '', `    ${code}`, '', `It works once, for ${minutes} minutes. Never share it.`, advice].join('\n') };
}
