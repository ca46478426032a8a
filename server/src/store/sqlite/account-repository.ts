import { LastAdminError, type AccountRepository, type Account, type MailedMfaCode, type MfaSecrets, type ProfilePhoto } from '../types.ts';
import { administered } from '../account-administration.ts';
import type { Db } from './database.ts';
import type { OutboxEntries } from '../outbox-port.ts';
import { prepareOutboxInsert } from './outbox-repository.ts';

interface AccountRow {
  id: string;
  username: string;
  email: string;
  role: string;
  password_hash: string;
  profile: string;
  notification_prefs: string;
  mfa: string;
  disabled: number;
  pending_approval: number;
  source: string;
  external_subject: string | null;
  created_at: string;
}

const toAccount = (r: AccountRow): Account => ({
  id: r.id,
  username: r.username,
  email: r.email,
  role: r.role as Account['role'],
  passwordHash: r.password_hash,
  profile: JSON.parse(r.profile) as Account['profile'],
  notificationPrefs: JSON.parse(r.notification_prefs) as Account['notificationPrefs'],
  mfa: JSON.parse(r.mfa) as Account['mfa'],
  disabled: r.disabled === 1,
  pendingApproval: r.pending_approval === 1,
  source: r.source as Account['source'],
  externalSubject: r.external_subject,
  createdAt: r.created_at,
});

export function createAccountRepository(db: Db): AccountRepository {
  const insert = db.prepare(
    `INSERT INTO accounts (id, username, email, role, password_hash, profile, notification_prefs, mfa, disabled, pending_approval, source, external_subject, created_at)
     VALUES (@id, @username, @email, @role, @passwordHash, @profile, @notificationPrefs, @mfa, @disabled, @pendingApproval, @source, @externalSubject, @createdAt)
     ON CONFLICT (username) DO NOTHING`,
  );
  const all = db.prepare<[], AccountRow>('SELECT * FROM accounts ORDER BY username COLLATE NOCASE');
  const writeAdministered = db.prepare(
    'UPDATE accounts SET email = @email, role = @role, disabled = @disabled, pending_approval = @pendingApproval, profile = @profile WHERE id = @id',
  );
  const enabledAdmins = db.prepare<[], { n: number }>("SELECT count(*) AS n FROM accounts WHERE role = 'admin' AND disabled = 0");
  const remove = db.prepare<[string]>('DELETE FROM accounts WHERE id = ?');
  const keepInOutbox = prepareOutboxInsert(db);
  /** Inside a transaction: a change that left no enabled admin throws, and the transaction rolls back. */
  const assertAnAdminRemains = () => {
    if (enabledAdmins.get()!.n === 0) throw new LastAdminError();
  };
  const administerNow = db.transaction((id: string, change: Parameters<AccountRepository['administer']>[1], outbox: Parameters<AccountRepository['administer']>[2]) => {
    const row = byId.get(id);
    if (!row) return null;
    const before = toAccount(row);
    const after = administered(before, change);
    writeAdministered.run({
      id,
      email: after.email,
      role: after.role,
      disabled: after.disabled ? 1 : 0,
      pendingApproval: after.pendingApproval ? 1 : 0,
      profile: JSON.stringify(after.profile),
    });
    assertAnAdminRemains();
    keepInOutbox(outbox, { before, after });
    return { before, after };
  });
  const deleteNow = db.transaction((id: string, outbox: OutboxEntries<Account> | undefined) => {
    const row = byId.get(id);
    if (!row) return null;
    remove.run(id);
    assertAnAdminRemains();
    const removed = toAccount(row);
    keepInOutbox(outbox, removed);
    return removed;
  });
  const createNow = db.transaction((a: Account, outbox: OutboxEntries<Account> | undefined) => {
    const { changes } = insert.run({
      ...a,
      profile: JSON.stringify(a.profile),
      notificationPrefs: JSON.stringify(a.notificationPrefs),
      mfa: JSON.stringify(a.mfa),
      disabled: a.disabled ? 1 : 0,
      pendingApproval: a.pendingApproval ? 1 : 0,
    });
    if (changes === 1) keepInOutbox(outbox, a);
    return changes === 1;
  });
  const byId = db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE id = ?');
  const byUsername = db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE username = ?');
  const byExternal = db.prepare<[string, string], AccountRow>('SELECT * FROM accounts WHERE source = ? AND external_subject = ?');
  const setExternal = db.prepare<[string, string]>('UPDATE accounts SET external_subject = ? WHERE id = ?');
  const countAll = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM accounts');
  const setColumn = (column: 'password_hash' | 'profile' | 'notification_prefs' | 'mfa') =>
    db.prepare<[string, string]>(`UPDATE accounts SET ${column} = ? WHERE id = ?`);
  const setPassword = setColumn('password_hash');
  const setProfile = setColumn('profile');
  const setPrefs = setColumn('notification_prefs');
  const setMfa = setColumn('mfa');
  // The profile carries the username too; keep the sign-in column in step with it.
  const setUsername = db.prepare<[string, string]>('UPDATE accounts SET username = ? WHERE id = ?');
  const mfaSecrets = db.prepare<[string], { secret: string | null; pendingSecret: string | null; lastStep: number }>(
    'SELECT mfa_secret AS secret, mfa_pending_secret AS pendingSecret, mfa_last_step AS lastStep FROM accounts WHERE id = ?',
  );
  const setMfaSecrets = db.prepare<[string | null, string | null, string]>(
    'UPDATE accounts SET mfa_secret = ?, mfa_pending_secret = ? WHERE id = ?',
  );
  const claimStep = db.prepare<[number, string, number]>('UPDATE accounts SET mfa_last_step = ? WHERE id = ? AND mfa_last_step < ?');
  const mailedCode = db.prepare<[string], { code: string | null }>('SELECT mfa_mailed_code AS code FROM accounts WHERE id = ?');
  const setMailedCode = db.prepare<[string | null, string]>('UPDATE accounts SET mfa_mailed_code = ? WHERE id = ?');
  const readMailedCode = (id: string): MailedMfaCode | null => {
    const row = mailedCode.get(id);
    return row?.code ? (JSON.parse(row.code) as MailedMfaCode) : null;
  };
  // better-sqlite3 runs a transaction to its end before any other statement: read, judge and write are one step.
  const spendMailedCode = db.transaction((id: string, purpose: MailedMfaCode['purpose'], hash: string, now: number) => {
    const code = readMailedCode(id);
    if (!code || code.purpose !== purpose || code.expiresAt <= now || code.attemptsLeft <= 0) return 'none' as const;
    if (code.hash === hash) {
      setMailedCode.run(null, id);
      return 'accepted' as const;
    }
    setMailedCode.run(JSON.stringify({ ...code, attemptsLeft: code.attemptsLeft - 1 }), id);
    return 'invalid' as const;
  });
  const photoOf = db.prepare<[string], { contentType: ProfilePhoto['contentType']; data: Buffer; updatedAt: string }>(
    'SELECT content_type AS contentType, data, updated_at AS updatedAt FROM account_photos WHERE account_id = ?',
  );
  const putPhoto = db.prepare<[string, string, Buffer, string]>(
    `INSERT INTO account_photos (account_id, content_type, data, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (account_id) DO UPDATE SET content_type = excluded.content_type, data = excluded.data, updated_at = excluded.updated_at`,
  );
  const dropPhoto = db.prepare<[string]>('DELETE FROM account_photos WHERE account_id = ?');

  return {
    async create(a, outbox) {
      return createNow(a, outbox);
    },
    async list() {
      return all.all().map(toAccount);
    },
    async administer(id, change, outbox) {
      return administerNow(id, change, outbox);
    },
    async delete(id, outbox) {
      return deleteNow(id, outbox);
    },
    async getById(id) {
      const row = byId.get(id);
      return row ? toAccount(row) : null;
    },
    async getByUsername(username) {
      const row = byUsername.get(username);
      return row ? toAccount(row) : null;
    },
    async getByExternalSubject(source, subject) {
      const row = byExternal.get(source, subject);
      return row ? toAccount(row) : null;
    },
    async setExternalSubject(id, subject) {
      setExternal.run(subject, id);
    },
    async count() {
      return countAll.get()!.n;
    },
    async setPasswordHash(id, hash, outbox) {
      db.transaction(() => {
        setPassword.run(hash, id);
        keepInOutbox(outbox, id);
      })();
    },
    async setProfile(id, profile, outbox) {
      db.transaction(() => {
        setProfile.run(JSON.stringify(profile), id);
        setUsername.run(profile.username, id);
        keepInOutbox(outbox, id);
      })();
    },
    async setNotificationPrefs(id, prefs, outbox) {
      db.transaction(() => {
        setPrefs.run(JSON.stringify(prefs), id);
        keepInOutbox(outbox, id);
      })();
    },
    async setMfa(id, mfa, outbox) {
      db.transaction(() => {
        setMfa.run(JSON.stringify(mfa), id);
        keepInOutbox(outbox, id);
      })();
    },
    async getMfaSecrets(id): Promise<MfaSecrets> {
      return mfaSecrets.get(id) ?? { secret: null, pendingSecret: null, lastStep: 0 };
    },
    async setMfaSecrets(id, { secret, pendingSecret }) {
      setMfaSecrets.run(secret, pendingSecret, id);
    },
    async claimMfaStep(id, step) {
      return claimStep.run(step, id, step).changes === 1;
    },
    async getMailedMfaCode(id) {
      return readMailedCode(id);
    },
    async setMailedMfaCode(id, code) {
      setMailedCode.run(code ? JSON.stringify(code) : null, id);
    },
    async spendMailedMfaCode(id, purpose, hash, now) {
      return spendMailedCode(id, purpose, hash, now);
    },
    async getPhoto(id) {
      return photoOf.get(id) ?? null;
    },
    async setPhoto(id, photo) {
      putPhoto.run(id, photo.contentType, photo.data, photo.updatedAt);
    },
    async deletePhoto(id) {
      return dropPhoto.run(id).changes > 0;
    },
  };
}
