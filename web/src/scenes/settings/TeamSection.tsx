import { useState, type FormEvent } from 'react';
import { Button, Callout, Dialog, DialogBody, FormGroup, HTMLSelect, InputGroup, Menu, MenuDivider, MenuItem, Popover } from '@blueprintjs/core';
import { ROLE_LABELS, ROLES, TEAM_ERRORS, relativeTime, type ConsoleAccount, type Role } from '@gsg/shared';
import { FormFooter, ItemName, SettingsListSection } from './SettingsListSection.tsx';
import { useAuth } from '../../state/auth.ts';
import { addAccount, changeAccount, loadTeam, removeAccount, resetAccountMfa, resetAccountPassword, useTeam } from '../../state/team.ts';

const ROLE_CHOICES = ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }));

/** Add an account: who they are, their role and a first password (checked against the password policy). */
function AddAccountDialog({ onClose }: { onClose: () => void }) {
  const [form, setForm] = useState({ username: '', fullName: '', email: '', role: 'auditor' as Role, password: '' });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => setForm((f) => ({ ...f, [key]: value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    const refused = await addAccount({ ...form, disabled: false });
    setSaving(false);
    if (refused) setError(refused);
    else onClose();
  };
  const field = (key: 'username' | 'fullName' | 'email' | 'password', label: string, type = 'text') => (
    <FormGroup label={label} labelFor={`account-${key}`}>
      <InputGroup id={`account-${key}`} type={type} required value={form[key]} onChange={(e) => set(key, e.target.value)} autoComplete={key === 'password' ? 'new-password' : 'off'} />
    </FormGroup>
  );
  return (
    <Dialog isOpen onClose={onClose} title="Add account" icon="new-person">
      <form onSubmit={(e) => void submit(e)}>
        <DialogBody>
          {error && (
            <Callout intent="danger" className="team-dialog__error">
              {error}
            </Callout>
          )}
          {field('fullName', 'Full name')}
          {field('username', 'Username')}
          {field('email', 'Email', 'email')}
          <FormGroup label="Role" labelFor="account-role">
            <HTMLSelect id="account-role" fill options={ROLE_CHOICES} value={form.role} onChange={(e) => set('role', e.target.value as Role)} />
          </FormGroup>
          {field('password', 'First password', 'password')}
        </DialogBody>
        <FormFooter onCancel={onClose} submitText="Add account" saving={saving} />
      </form>
    </Dialog>
  );
}

/** Set a new password for someone who lost theirs. */
function ResetPasswordDialog({ account, onClose }: { account: ConsoleAccount; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const refused = await resetAccountPassword(account.id, password);
    if (refused) setError(refused);
    else onClose();
  };
  return (
    <Dialog isOpen onClose={onClose} title={`Reset password of ${account.fullName}`} icon="key">
      <form onSubmit={(e) => void submit(e)}>
        <DialogBody>
          {error && <Callout intent="danger">{error}</Callout>}
          <FormGroup label="New password" labelFor="reset-password" helperText="Their sessions end; tell them the new password another way.">
            <InputGroup id="reset-password" type="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          </FormGroup>
        </DialogBody>
        <FormFooter onCancel={onClose} submitText="Reset password" />
      </form>
    </Dialog>
  );
}

function AccountActions({ account, self, onResetPassword }: { account: ConsoleAccount; self: boolean; onResetPassword: () => void }) {
  const menu = (
    <Menu aria-label={`Actions for ${account.username}`}>
      <MenuDivider title="Role" />
      {ROLES.map((role) => (
        <MenuItem
          key={role}
          roleStructure="listoption"
          text={ROLE_LABELS[role]}
          selected={account.role === role}
          onClick={() => role !== account.role && void changeAccount(account.id, { role }, `${account.fullName} is now ${ROLE_LABELS[role]}; their sessions have ended.`)}
        />
      ))}
      <MenuDivider />
      <MenuItem
        icon="key"
        text="Reset password"
        disabled={account.source !== 'local'}
        title={account.source !== 'local' ? TEAM_ERRORS.noLocalPassword : undefined}
        onClick={onResetPassword}
      />
      <MenuItem icon="mobile-phone" text="Reset MFA" disabled={!account.mfaEnabled} onClick={() => void resetAccountMfa(account.id)} />
      <MenuItem
        icon={account.disabled ? 'unlock' : 'disable'}
        text={account.pendingApproval ? 'Approve' : account.disabled ? 'Enable' : 'Disable'}
        onClick={() =>
          void changeAccount(account.id, { disabled: !account.disabled }, account.disabled ? `${account.fullName} can sign in.` : `${account.fullName} is signed out and cannot sign in.`)
        }
      />
      <MenuItem icon="trash" intent="danger" text="Remove" disabled={self} title={self ? 'You cannot remove your own account' : undefined} onClick={() => void removeAccount(account.id)} />
    </Menu>
  );
  return (
    <Popover content={menu} placement="bottom-end">
      <Button variant="minimal" icon="more" aria-label={`Actions for ${account.username}`} />
    </Popover>
  );
}

/** Where an account signs in: its password here, the identity provider, or the directory. */
const SOURCE_LABELS: Record<ConsoleAccount['source'], string> = { local: 'Password', oidc: 'Identity provider', ldap: 'Directory' };

/** Settings › Users: who may sign in to the console, and with which role. */
export function TeamSection() {
  const { items, loaded, error } = useTeam();
  const { me } = useAuth();
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<ConsoleAccount | null>(null);
  return (
    <>
      <SettingsListSection
        title="Console accounts"
        subtitle="Who signs in to the console, and what their role lets them do"
        add={{ label: 'Add account', icon: 'new-person', onClick: () => setAdding(true), permission: 'accounts.manage' }}
        load={loadTeam}
        loaded={loaded}
        error={error}
        count={items.length}
        empty={{ icon: 'people', title: 'No accounts', description: 'Add the people who work in the console.' }}
        columns={['Name', 'Role', 'Sign-in', 'MFA', 'Added']}
      >
        {items.map((account) => (
          <tr key={account.id} className={account.disabled ? 'team-account--disabled' : undefined}>
            <td>
              <ItemName
                name={account.fullName}
                tag={account.pendingApproval ? 'Awaiting approval' : account.disabled && 'Disabled'}
                intent={account.pendingApproval ? 'warning' : 'danger'}
              />
              <span className="team-account__login">
                {account.username} · {account.email}
              </span>
            </td>
            <td>{ROLE_LABELS[account.role]}</td>
            <td>{SOURCE_LABELS[account.source]}</td>
            <td>{account.source === 'local' ? (account.mfaEnabled ? 'On' : 'Off') : 'At the provider'}</td>
            <td>{relativeTime(account.createdAt)}</td>
            <td className="settings-destinations__actions">
              <AccountActions account={account as ConsoleAccount} self={account.username === me?.username} onResetPassword={() => setResetting(account as ConsoleAccount)} />
            </td>
          </tr>
        ))}
      </SettingsListSection>
      {adding && <AddAccountDialog onClose={() => setAdding(false)} />}
      {resetting && <ResetPasswordDialog account={resetting} onClose={() => setResetting(null)} />}
    </>
  );
}
