import { Fragment, useState, type FormEvent } from 'react';
import { Button, FormGroup, InputGroup, ProgressBar, Section, SectionCard, type Intent } from '@blueprintjs/core';
import { passwordStrength, type PasswordChange, type StrengthLabel } from '@gsg/shared';
import { changePassword, editPasswordForm, useAccount } from '../../state/account.ts';

const PASSWORD_FIELDS: ReadonlyArray<{ key: keyof PasswordChange; label: string; autoComplete: string }> = [
  { key: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { key: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { key: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
];
const STRENGTH_INTENT: Record<StrengthLabel, Intent> = { Weak: 'danger', Medium: 'warning', Strong: 'success' };

function PasswordField({
  id,
  label,
  value,
  autoComplete,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  autoComplete: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const [shown, setShown] = useState(false);
  return (
    <FormGroup label={label} labelFor={id}>
      <InputGroup
        id={id}
        type={shown ? 'text' : 'password'}
        autoComplete={autoComplete}
        value={value}
        disabled={disabled}
        onValueChange={onChange}
        rightElement={
          <Button
            variant="minimal"
            icon={shown ? 'eye-off' : 'eye-open'}
            aria-label={`${shown ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
            aria-pressed={shown}
            onClick={() => setShown(!shown)}
          />
        }
      />
    </FormGroup>
  );
}

/** The spec's score as a bar, with its label; the same helper the server checks with. */
function StrengthMeter({ password }: { password: string }) {
  const { score, label } = passwordStrength(password);
  return (
    <div className="strength-meter" data-testid="strength-meter">
      <div className="strength-meter__row">
        <span>Password strength</span>
        <strong className={`strength-meter__label strength-meter__label--${label.toLowerCase()}`}>{label}</strong>
      </div>
      <ProgressBar value={score / 100} intent={STRENGTH_INTENT[label]} animate={false} stripes={false} aria-label={`Password strength ${score} of 100`} />
    </div>
  );
}

export function ChangePasswordSection() {
  const { busy, passwordForm: form } = useAccount();
  const updating = busy === 'password';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void changePassword();
  };

  return (
    <Section className="security-card" title="Change Password" subtitle="Other devices are signed out when the password changes">
      <SectionCard>
        <form className="password-form" onSubmit={onSubmit} noValidate>
          {PASSWORD_FIELDS.map(({ key, label, autoComplete }) => (
            <Fragment key={key}>
              <PasswordField
                id={key}
                label={label}
                autoComplete={autoComplete}
                value={form[key]}
                disabled={updating}
                onChange={(value) => editPasswordForm(key, value)}
              />
              {key === 'newPassword' && form.newPassword !== '' && <StrengthMeter password={form.newPassword} />}
            </Fragment>
          ))}
          <Button
            type="submit"
            intent="primary"
            icon="key"
            text={updating ? 'Updating...' : 'Update Password'}
            disabled={updating || form.currentPassword === '' || form.newPassword === ''}
          />
        </form>
      </SectionCard>
    </Section>
  );
}
