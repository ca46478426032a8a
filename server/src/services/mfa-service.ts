import QRCode from 'qrcode';
import { MFA_REQUIRED_ERRORS, type Actor, type MfaEnable, type MfaEnrolment, type MfaState, type MfaStatus } from '@gsg/shared';
import { HttpError, badRequest, conflict, forbidden } from '../http-errors.ts';
import { verifyPassword } from '../security/password-hash.ts';
import type { SecretBox } from '../security/secret-box.ts';
import { base32Decode, generateTotpSecret, otpauthUri, verifyTotp } from '../security/totp.ts';
import type { Account, Store } from '../store/index.ts';
import type { DomainBus } from '../events/domain-bus.ts';
import type { LoginThrottle } from './login-throttle.ts';
import type { SettingsService } from './settings-service.ts';

const ISSUER = 'GSG Console';
export const MFA_CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app';
export const MFA_CODE_INVALID = 'That code is not valid or was already used; enter the current 6-digit code from your authenticator app';
const ENROLMENT_MISSING = 'Start the authenticator setup first: scan the QR code, then enter its 6-digit code';
const ALREADY_ENABLED = 'MFA is already enabled; disable it first to change the method';
const NOT_ENABLED = 'MFA is not enabled';
const PASSWORD_INCORRECT = 'Password is incorrect';

export type SignInCodeCheck = 'not-required' | 'accepted' | 'missing' | 'invalid';

export interface MfaService {
  /**
   * Whether the account must set up MFA before anything else: Settings › Security › MFA required is on and
   * it has none, and it signs in here with its password (an identity provider or directory account has
   * its second factor there). The one place that rule lives: the route guard, the live handshake and `/auth/me` ask here.
   */
  enrolmentRequired(account: Account): Promise<boolean>;
  /** The account's MFA and what Settings › Security asks of it. */
  status(account: Account): Promise<MfaStatus>;
  /** A new pending authenticator secret (replacing any earlier one) and how to put it in an app. */
  startEnrolment(account: Account): Promise<MfaEnrolment>;
  /** The authenticator turns on only with a valid code of the pending secret; SMS and email are recorded. */
  enable(account: Account, input: MfaEnable, by: Actor): Promise<MfaState>;
  disable(account: Account, password: string, by: Actor): Promise<MfaState>;
  /** Sign-in's second step, after the password was found correct. */
  checkSignInCode(account: Account, code: string | undefined): Promise<SignInCodeCheck>;
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
  const changed = (account: Account, by: Actor) => events.emit([{ type: 'account.changed', data: { accountId: account.id, change: 'mfa', by } }]);
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
      return { ...account.mfa, ...(await policy()) };
    },

    async startEnrolment(account) {
      if (account.mfa.enabled) throw conflict(ALREADY_ENABLED);
      const secret = generateTotpSecret();
      await store.accounts.setMfaSecrets(account.id, { secret: null, pendingSecret: box.seal(secret) });
      const uri = otpauthUri(ISSUER, account.email, secret);
      return { secret, otpauthUri: uri, qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
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
      } else {
        await store.accounts.setMfaSecrets(account.id, { secret: null, pendingSecret: null });
      }
      const state: MfaState = { enabled: true, method };
      await store.accounts.setMfa(account.id, state);
      await changed(account, by);
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
      await store.accounts.setMfa(account.id, state);
      await store.accounts.setMfaSecrets(account.id, { secret: null, pendingSecret: null });
      await changed(account, by);
      return state;
    },

    // Only the authenticator can prove a code here: SMS and email codes need a delivery provider, which
    // the console does not have, so those methods are recorded but not asked for at sign-in.
    async checkSignInCode(account, code) {
      if (!account.mfa.enabled || account.mfa.method !== 'authenticator') return 'not-required';
      const { secret } = await store.accounts.getMfaSecrets(account.id);
      if (!secret) return 'not-required';
      if (!code) return 'missing';
      return (await acceptCode(account, secret, code)) ? 'accepted' : 'invalid';
    },
  };
}
