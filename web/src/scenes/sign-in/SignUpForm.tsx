import { useState, type FormEvent } from 'react';
import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { AUTH_API } from '@gsg/shared';
import { ApiError, api } from '../../api/client.ts';

const FIELDS = [
  { key: 'fullName', label: 'Full name', type: 'text', autoComplete: 'name' },
  { key: 'username', label: 'Username', type: 'text', autoComplete: 'username' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { key: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
] as const;
type Form = Record<(typeof FIELDS)[number]['key'], string>;

/**
 * Allow self-registration's sign-up: the account it makes waits, disabled, for an admin to approve it, so
 * the form ends with that message instead of a session.
 */
export function SignUpForm({ onBack }: { onBack: () => void }) {
  const [form, setForm] = useState<Form>({ fullName: '', username: '', email: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { message } = await api.call(AUTH_API.register, { body: { ...form, username: form.username.trim() } });
      setDone(message);
    } catch (err) {
      const field = err instanceof ApiError ? err.fields?.[0]?.message : undefined;
      setError(err instanceof ApiError ? (field ? `${err.message}. ${field}` : err.message) : 'Could not reach the server. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  if (done) {
    return (
      <>
        <Callout intent="success" icon="time" role="status" className="sign-in__error">
          {done}
        </Callout>
        <Button fill onClick={onBack}>
          Back to sign in
        </Button>
      </>
    );
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      {error && (
        <Callout intent="danger" icon="error" role="alert" className="sign-in__error">
          {error}
        </Callout>
      )}
      {FIELDS.map((f) => (
        <FormGroup key={f.key} label={f.label} labelFor={`sign-up-${f.key}`}>
          <InputGroup
            id={`sign-up-${f.key}`}
            type={f.type}
            autoComplete={f.autoComplete}
            required
            value={form[f.key]}
            onChange={(e) => setForm((prev) => ({ ...prev, [f.key]: e.target.value }))}
          />
        </FormGroup>
      ))}
      <Button type="submit" intent="primary" fill loading={busy} disabled={busy || Object.values(form).some((v) => v.trim() === '')}>
        Create account
      </Button>
      <Button variant="minimal" fill className="sign-in__switch" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}
