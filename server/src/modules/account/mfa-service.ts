import { randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import {
  MFA_DELIVERY_ERRORS,
  MFA_REQUIRED_ERRORS,
  mailedCodeSent,
  type Actor,
  type EmailConfig,
  type EmailEnrolment,
  type MfaEnable,
  type MfaEnrolment,
  type MfaState,
  type MfaStatus,
} from '@gsg/shared';
import { HttpError, badRequest, conflict, forbidden } from '../../http-errors.ts';
import { ChannelFailure } from '../integrations/channels/channel.ts';
import { sendMail } from '../integrations/channels/email.ts';
import { codeMail, type CodePurpose } from '../security-notices/code-mail.ts';
import { verifyPassword } from '../../security/password-hash.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import { base32Decode, generateTotpSecret, otpauthUri, verifyTotp } from '../../security/totp.ts';
import type { Account, MailedMfaCode, Store } from '../../store/index.ts';
import type { DomainBus } from '../../events/domain-bus.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import type { SettingsService } from '../settings/service.ts';
import { servicePlugin } from '../../services/service-plugin.ts';

const ISSUER = 'GSG Console';
export const MFA_CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app';
export const MFA_CODE_INVALID = 'That code is not valid or was already used; enter the current 6-digit code from your authenticator app';
const ENROLMENT_MISSING = 'Start the authenticator setup first: scan the QR code, then enter its 6-digit code';
const ALREADY_ENABLED = 'MFA is already enabled; disable it first to change the method';
const NOT_ENABLED = 'MFA is not enabled';
const PASSWORD_INCORRECT = 'Password is incorrect';

/** A mailed code lasts this long, allows this many wrong tries, and a new one is mailed at most this often. */
export const MAILED_CODE_TTL_MS = 10 * 60_000;
export const MAILED_CODE_ATTEMPTS = 5;
export const MAILED_CODE_RESEND_MS = 60_000;

/**
 * The second step of a sign-in whose password was right: none needed, the code accepted, or why not
 * (with what to tell the person). 'missing' is a next step, not a failure: for e-mail MFA a code was
 * just mailed (or was, less than a minute ago).
 */
export type SignInCodeCheck =
  | { outcome: 'not-required' | 'accepted' }
  | { outcome: 'missing' | 'invalid'; message: string }
  | { outcome: 'undeliverable'; message: string };

/** `dana@acme.example` as `d•••@acme.example`: enough for the owner to know it, little for someone who only has the password. */
export const maskedAddress = (email: string): string => {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '•••' : `${email[0]}•••${email.slice(at)}`;
};

export interface MfaService {
  /**
   * Whether the account must set up MFA before anything else: Settings › Security › MFA required is on and
   * it has none, and it signs in here with its password (an identity provider or directory account has
   * its second factor there). The one place that rule lives: the route guard, the live handshake and `/auth/me` ask here.
   */
  enrolmentRequired(account: Account): Promise<boolean>;
  /** The account's MFA and what Settings › Security asks of it. */
  status(account: Account): Promise<MfaStatus>;
  /**
   * The authenticator: a new pending secret (replacing any earlier one) and how to put it in an app.
   * E-mail: a code mailed to the account's address (at most one mail a minute).
   */
  startEnrolment(account: Account, method?: 'authenticator' | 'email'): Promise<MfaEnrolment>;
  /** Turns on only with a valid code: of the pending authenticator secret, or the one mailed at enrolment. SMS is refused. */
  enable(account: Account, input: MfaEnable, by: Actor): Promise<MfaState>;
  disable(account: Account, password: string, by: Actor): Promise<MfaState>;
  /** Sign-in's second step, after the password was found correct. */
  checkSignInCode(account: Account, code: string | undefined): Promise<SignInCodeCheck>;
  /** Where e-mail codes are sent from: the e-mail integration's server (set once the integrations are up). */
  sendCodesThrough(mailServer: () => Promise<EmailConfig | null>): void;
}

const codeField = (message: string) => [{ path: 'body.code', message }];

export function createMfaService(
  store: Store,
  box: SecretBox,
  throttle: LoginThrottle,
  events: DomainBus,
  settings: SettingsService,
  now: () => number = Date.now,
): MfaService {
  /** Stores the account's MFA state with its event for the audit trail, in one transaction. */
  const setMfaSaying = (account: Account, state: MfaState, by: Actor) =>
    events.record(
      (outbox) => store.accounts.setMfa(account.id, state, outbox),
      () => [{ type: 'account.changed', data: { accountId: account.id, change: 'mfa', by } }],
    );
  /** Checks a code against a sealed secret and uses it up: a code is good once, within its window. */
  const acceptCode = async (account: Account, sealedSecret: string, code: string): Promise<boolean> => {
    const step = verifyTotp(base32Decode(box.open(sealedSecret)), code.replace(/\s/g, ''), now());
    return step !== null && (await store.accounts.claimMfaStep(account.id, step));
  };

  // A session holder guessing codes or the password is slowed down exactly like failed sign-ins.
  const throttled = async <T>(account: Account, ipAddress: string, attempt: () => Promise<T | null>, failure: HttpError): Promise<T> => {
    await throttle.begin(account.username, ipAddress);
    const result = await attempt();
    if (result === null) throw failure;
    await throttle.succeeded(account.username, ipAddress);
    return result;
  };

  let mailServer: () => Promise<EmailConfig | null> = async () => null;
  const hashOf = (account: Account, purpose: CodePurpose, code: string) =>
    box.keyedHash('mfa-mailed-code', `${account.id}\0${account.email}\0${purpose}\0${code}`);
  /** The mailed code of `purpose` that is still good and was sent under a minute ago: no new mail yet. */
  const recentCode = async (account: Account, purpose: CodePurpose): Promise<MailedMfaCode | null> => {
    const code = await store.accounts.getMailedMfaCode(account.id);
    const at = now();
    return code && code.purpose === purpose && code.expiresAt > at && code.attemptsLeft > 0 && at - code.sentAt < MAILED_CODE_RESEND_MS ? code : null;
  };
  /**
   * Mails a new code (replacing any earlier one) unless one of this purpose went out under a minute ago.
   * The mail goes straight to the e-mail integration's server, as the security notices' do, but not
   * through the outbox: a person is waiting at the screen, so a server that cannot take it now must be
   * said now (the outbox would retry for hours, long after the code expired), and the outbox would keep
   * the code in its stored event, where only its hash may be. Answers the code as kept, and whether it
   * was mailed just now.
   */
  const mailCode = async (account: Account, purpose: CodePurpose, server: EmailConfig): Promise<{ kept: MailedMfaCode; sent: boolean }> => {
    const recent = await recentCode(account, purpose);
    if (recent) return { kept: recent, sent: false };
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const sentAt = now();
    const kept: MailedMfaCode = { purpose, hash: hashOf(account, purpose, code), sentAt, expiresAt: sentAt + MAILED_CODE_TTL_MS, attemptsLeft: MAILED_CODE_ATTEMPTS };
    const { subject, text } = codeMail(purpose, account.username, code, MAILED_CODE_TTL_MS / 60_000);
    try {
      await sendMail(server, { to: account.email, subject, text, key: `mfa-code:${account.id}:${sentAt}`, type: `mfa.code.${purpose}` });
    } catch (err) {
      if (!(err instanceof ChannelFailure)) throw err;
      throw new HttpError(502, `The code could not be e-mailed: ${err.message}`);
    }
    await store.accounts.setMailedMfaCode(account.id, kept);
    return { kept, sent: true };
  };
  /** The e-mail integration's server, or why e-mail codes cannot be sent to this account. */
  const mailRoute = async (account: Account): Promise<{ server: EmailConfig } | { problem: string }> => {
    const server = await mailServer();
    if (!server) return { problem: MFA_DELIVERY_ERRORS.noMailServer };
    if (!account.email) return { problem: MFA_DELIVERY_ERRORS.noAddress };
    return { server };
  };
  const mailedCodeError = (outcome: 'invalid' | 'none') =>
    outcome === 'invalid' ? MFA_DELIVERY_ERRORS.mailedCodeInvalid : MFA_DELIVERY_ERRORS.mailedCodeGone;

  const required = async () => (await settings.get('security')).mfaRequired;
  /** What Settings › Security asks: whether MFA is required, and the method the organisation uses. */
  const policy = async () => {
    const { mfaRequired, mfaMethod } = await settings.get('security');
    return { required: mfaRequired, organisationMethod: mfaMethod };
  };

  return {
    async enrolmentRequired(account) {
      // Someone who signs in through the identity provider or the directory has their second factor there.
      return account.source === 'local' && !account.mfa.enabled && (await required());
    },

    async status(account) {
      const route = await mailRoute(account);
      return { ...account.mfa, ...(await policy()), emailCodesTo: 'server' in route ? account.email : null };
    },

    async startEnrolment(account, method = 'authenticator') {
      if (account.mfa.enabled) throw conflict(ALREADY_ENABLED);
      if (method === 'email') {
        const route = await mailRoute(account);
        if ('problem' in route) throw conflict(route.problem);
        const { kept: code } = await mailCode(account, 'enrolment', route.server);
        const enrolment: EmailEnrolment = {
          method: 'email',
          sentTo: account.email,
          expiresAt: new Date(code.expiresAt).toISOString(),
          resendAfter: new Date(code.sentAt + MAILED_CODE_RESEND_MS).toISOString(),
        };
        return enrolment;
      }
      const secret = generateTotpSecret();
      await store.accounts.setMfaSecrets(account.id, { secret: null, pendingSecret: box.seal(secret) });
      const uri = otpauthUri(ISSUER, account.email, secret);
      return { method, secret, otpauthUri: uri, qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
    },

    async enable(account, { method, code }, by) {
      const ipAddress = by.ipAddress ?? '';
      if (account.mfa.enabled) throw conflict(ALREADY_ENABLED);
      if (method === 'authenticator') {
        const { pendingSecret } = await store.accounts.getMfaSecrets(account.id);
        if (!pendingSecret) throw badRequest(ENROLMENT_MISSING, codeField(ENROLMENT_MISSING));
        if (!code) throw badRequest(MFA_CODE_REQUIRED, codeField(MFA_CODE_REQUIRED));
        await throttled(
          account,
          ipAddress,
          async () => ((await acceptCode(account, pendingSecret, code)) ? true : null),
          badRequest(MFA_CODE_INVALID, codeField(MFA_CODE_INVALID)),
        );
        await store.accounts.setMfaSecrets(account.id, { secret: pendingSecret, pendingSecret: null });
      } else if (method === 'email') {
        // The server may have gone since the code was sent: turning it on then would lock the person out.
        const route = await mailRoute(account);
        if ('problem' in route) throw badRequest(route.problem, [{ path: 'body.method', message: route.problem }]);
        if (!code) throw badRequest(MFA_DELIVERY_ERRORS.mailedCodeMissing, codeField(MFA_DELIVERY_ERRORS.mailedCodeMissing));
        const hash = hashOf(account, 'enrolment', code.replace(/\s/g, ''));
        // Counted before it is judged, like every guess at a secret (see throttled).
        await throttle.begin(account.username, ipAddress);
        const outcome = await store.accounts.spendMailedMfaCode(account.id, 'enrolment', hash, now());
        if (outcome !== 'accepted') {
          const message = mailedCodeError(outcome);
          throw badRequest(message, codeField(message));
        }
        await throttle.succeeded(account.username, ipAddress);
        await store.accounts.setMfaSecrets(account.id, { secret: null, pendingSecret: null });
      } else {
        // No SMS provider can be reached from here: recording SMS would claim a protection that does not exist.
        throw badRequest(MFA_DELIVERY_ERRORS.smsUnavailable, [{ path: 'body.method', message: MFA_DELIVERY_ERRORS.smsUnavailable }]);
      }
      const state: MfaState = { enabled: true, method };
      await setMfaSaying(account, state, by);
      return state;
    },

    async disable(account, password, by) {
      const ipAddress = by.ipAddress ?? '';
      if (!account.mfa.enabled) throw conflict(NOT_ENABLED);
      if (await required()) throw forbidden(MFA_REQUIRED_ERRORS.cannotDisable);
      await throttled(
        account,
        ipAddress,
        async () => ((await verifyPassword(password, account.passwordHash)) ? true : null),
        badRequest(PASSWORD_INCORRECT, [{ path: 'body.password', message: PASSWORD_INCORRECT }]),
      );
      const state: MfaState = { enabled: false, method: account.mfa.method };
      // The state that turns MFA off carries the event; the secrets and a mailed code are forgotten after.
      await setMfaSaying(account, state, by);
      await store.accounts.setMfaSecrets(account.id, { secret: null, pendingSecret: null });
      await store.accounts.setMailedMfaCode(account.id, null);
      return state;
    },

    // SMS codes need a provider the console does not have: an account that recorded SMS before it was
    // refused is not asked for a code nobody could receive (Settings › Security says so).
    async checkSignInCode(account, code) {
      if (!account.mfa.enabled) return { outcome: 'not-required' };
      if (account.mfa.method === 'email') {
        if (!code) {
          const route = await mailRoute(account);
          if ('problem' in route) return { outcome: 'undeliverable', message: MFA_DELIVERY_ERRORS.signInUndeliverable };
          const { sent } = await mailCode(account, 'sign-in', route.server);
          const message = mailedCodeSent(maskedAddress(account.email));
          return { outcome: 'missing', message: sent ? message : `${message}; a new one can be sent a minute after the last` };
        }
        const outcome = await store.accounts.spendMailedMfaCode(account.id, 'sign-in', hashOf(account, 'sign-in', code.replace(/\s/g, '')), now());
        return outcome === 'accepted' ? { outcome } : { outcome: 'invalid', message: mailedCodeError(outcome) };
      }
      if (account.mfa.method !== 'authenticator') return { outcome: 'not-required' };
      const { secret } = await store.accounts.getMfaSecrets(account.id);
      if (!secret) return { outcome: 'not-required' };
      if (!code) return { outcome: 'missing', message: MFA_CODE_REQUIRED };
      return (await acceptCode(account, secret, code)) ? { outcome: 'accepted' } : { outcome: 'invalid', message: MFA_CODE_INVALID };
    },

    sendCodesThrough(source) {
      mailServer = source;
    },
  };
}

declare module '../../services/service-plugin.ts' {
  interface AppServices {
    /** Second factors: enrolment and checks. */
    mfa: MfaService;
  }
}

export const mfaServicePlugin = servicePlugin('mfa', ['loginThrottle', 'settings'], (app, { loginThrottle, settings }) =>
  createMfaService(app.store, app.secretBox, loginThrottle, app.events, settings),
);
