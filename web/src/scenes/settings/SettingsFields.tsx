import { useState, type ReactNode } from 'react';
import { Alert, Button, FormGroup, HTMLSelect, InputGroup, Section, SectionCard, Switch, Tag, TextArea } from '@blueprintjs/core';
import type { Role, RoleMappingEntry, SettingsBySection, SettingsSection } from '@gsg/shared';
import { saveSection, setField, useSettings } from '../../state/settings.ts';
import { GatedButton } from '../../components/GatedButton.tsx';

/** The fields of section S whose values are of type T. */
type FieldOf<S extends SettingsSection, T> = {
  [K in keyof SettingsBySection[S]]: SettingsBySection[S][K] extends T ? K : never;
}[keyof SettingsBySection[S]] &
  string;

interface FieldProps<S extends SettingsSection, T> {
  section: S;
  field: FieldOf<S, T>;
  label: string;
  helper?: string;
}

const inputId = (section: SettingsSection, field: string) => `settings-${section}-${field}`;

/** Reads one field of the form and writes it back; the value's type is the field's. */
function useField<S extends SettingsSection, T>(section: S, field: FieldOf<S, T>) {
  const { draft, fieldErrors } = useSettings();
  const value = (draft[section] as Record<string, unknown>)[field] as T;
  const set = (next: T) => setField(section, field, next as SettingsBySection[S][typeof field]);
  return { value, set, error: fieldErrors[section]?.[field] };
}

/** A label, the control, and under it either the server's complaint or the field's helper text. */
function Field({ id, label, helper, error, children }: { id: string; label: string; helper?: string; error?: string; children: ReactNode }) {
  return (
    <FormGroup label={label} labelFor={id} helperText={error ?? helper} intent={error ? 'danger' : 'none'}>
      {children}
    </FormGroup>
  );
}

/** A switch; `confirmOff` asks before it is turned off, for a switch whose off loses something. */
export function SwitchField<S extends SettingsSection>({ section, field, label, helper, confirmOff }: FieldProps<S, boolean> & { confirmOff?: string }) {
  const { value, set } = useField<S, boolean>(section, field);
  const [asking, setAsking] = useState(false);
  return (
    <div className="settings-switch">
      <Switch
        id={inputId(section, field)}
        checked={value}
        label={label}
        alignIndicator="end"
        onChange={(e) => (confirmOff && !e.currentTarget.checked ? setAsking(true) : set(e.currentTarget.checked))}
      />
      {helper && <p className="settings-switch__helper">{helper}</p>}
      {confirmOff && (
        <Alert
          isOpen={asking}
          intent="danger"
          icon="warning-sign"
          cancelButtonText="Keep it on"
          confirmButtonText="Turn off"
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            set(false);
          }}
        >
          {confirmOff}
        </Alert>
      )}
    </div>
  );
}

export function SelectField<S extends SettingsSection, V extends string>({
  section,
  field,
  label,
  helper,
  options,
}: FieldProps<S, string> & { options: ReadonlyArray<{ value: V; label: string }> }) {
  const { value, set, error } = useField<S, string>(section, field);
  const id = inputId(section, field);
  return (
    <Field id={id} label={label} helper={helper} error={error}>
      <HTMLSelect id={id} value={value} options={options.map((o) => ({ ...o }))} onChange={(e) => set(e.currentTarget.value)} fill />
    </Field>
  );
}

/** A plain number (spec: no bounds in the form); an emptied box is sent as is and the server says why it is refused. */
export function NumberField<S extends SettingsSection>({ section, field, label, helper, unit }: FieldProps<S, number> & { unit: string }) {
  const { value, set, error } = useField<S, number>(section, field);
  const id = inputId(section, field);
  return (
    <Field id={id} label={label} helper={helper} error={error}>
      <InputGroup
        id={id}
        type="number"
        value={Number.isNaN(value) ? '' : String(value)}
        onChange={(e) => set(e.currentTarget.value === '' ? Number.NaN : e.currentTarget.valueAsNumber)}
        rightElement={<span className="settings-unit">{unit}</span>}
        intent={error ? 'danger' : 'none'}
      />
    </Field>
  );
}

export function TextField<S extends SettingsSection>({
  section,
  field,
  label,
  helper,
  type = 'text',
  placeholder,
}: FieldProps<S, string> & { type?: 'text' | 'email' | 'url'; placeholder?: string }) {
  const { value, set, error } = useField<S, string>(section, field);
  const id = inputId(section, field);
  return (
    <Field id={id} label={label} helper={helper} error={error}>
      <InputGroup id={id} type={type} value={value} placeholder={placeholder} onChange={(e) => set(e.currentTarget.value)} intent={error ? 'danger' : 'none'} />
    </Field>
  );
}

/** Several lines of text, such as a PEM certificate. */
export function TextAreaField<S extends SettingsSection>({ section, field, label, helper, placeholder }: FieldProps<S, string> & { placeholder?: string }) {
  const { value, set, error } = useField<S, string>(section, field);
  const id = inputId(section, field);
  return (
    <Field id={id} label={label} helper={helper} error={error}>
      <TextArea
        id={id}
        fill
        rows={4}
        className="settings-textarea"
        spellCheck={false}
        value={value}
        placeholder={placeholder}
        onChange={(e) => set(e.currentTarget.value)}
        intent={error ? 'danger' : 'none'}
      />
    </Field>
  );
}

/**
 * A write-only secret: typing replaces it, empty keeps the stored one, Clear (after a confirmation) removes
 * it when the section is saved (the API's null). The stored value is never shown.
 */
export function SecretField({
  field,
  setFlag,
  label,
  helper,
  clearWarning,
}: {
  field: 'oidcClientSecret' | 'ldapBindPassword';
  setFlag: 'oidcClientSecretSet' | 'ldapBindPasswordSet';
  label: string;
  helper?: string;
  /** What stops working without the secret, said in the confirmation. */
  clearWarning: string;
}) {
  const { draft, fieldErrors } = useSettings();
  const [asking, setAsking] = useState(false);
  const clearing = draft.identity[field] === null;
  const value = draft.identity[field] ?? '';
  const isSet = draft.identity[setFlag] === true;
  const error = fieldErrors.identity?.[field];
  const id = inputId('identity', field);
  const state = clearing
    ? 'The stored value is removed when you save this section.'
    : isSet
      ? 'A value is stored; type a new one to replace it, or leave empty to keep it.'
      : 'No value is stored yet.';
  return (
    <Field id={id} label={label} helper={error ?? helper ?? state} error={error}>
      <InputGroup
        id={id}
        type="password"
        autoComplete="new-password"
        value={value}
        placeholder={clearing ? 'Type a new value, or save to clear it' : isSet ? 'Set (hidden)' : 'Not set'}
        onChange={(e) => setField('identity', field, e.currentTarget.value)}
        intent={error ? 'danger' : 'none'}
        rightElement={
          <span className="settings-secret__controls">
            <Tag minimal intent={clearing ? 'warning' : isSet ? 'success' : 'none'} className="settings-secret__state">
              {clearing ? 'Cleared on save' : isSet ? 'Set' : 'Not set'}
            </Tag>
            {clearing ? (
              <Button size="small" variant="minimal" text="Keep" aria-label={`Keep the stored ${label}`} onClick={() => setField('identity', field, undefined)} />
            ) : (
              isSet && (
                <Button size="small" variant="minimal" intent="danger" text="Clear" aria-label={`Clear the stored ${label}`} onClick={() => setAsking(true)} />
              )
            )}
          </span>
        }
      />
      <Alert
        isOpen={asking}
        intent="danger"
        icon="trash"
        cancelButtonText="Keep it"
        confirmButtonText={`Clear ${label}`}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          setField('identity', field, null);
        }}
      >
        {`Clear the stored ${label}? ${clearWarning} It is removed when you save the section.`}
      </Alert>
    </Field>
  );
}

/** The group-to-role mapping: one row per group (name, ID or DN) and the role it gives; the most privileged match wins. */
export function RoleMappingField({ roles }: { roles: ReadonlyArray<{ value: Role; label: string }> }) {
  const { draft, fieldErrors } = useSettings();
  const rows = draft.identity.roleMapping;
  const errors = fieldErrors.identity ?? {};
  const write = (next: RoleMappingEntry[]) => setField('identity', 'roleMapping', next);
  const change = (index: number, patch: Partial<RoleMappingEntry>) => write(rows.map((row, i) => (i === index ? { ...row, ...patch } : { ...row })));
  return (
    <fieldset className="settings-mapping">
      <legend>Group to role mapping</legend>
      <p className="settings-switch__helper">
        People in a listed group get its role at every sign-in (the most privileged if several match); others get the Users tab&apos;s default role.
      </p>
      {rows.length === 0 && <p className="settings-mapping__empty">No groups are mapped yet.</p>}
      {rows.map((row, index) => {
        const groupId = inputId('identity', `roleMapping-${index}-group`);
        const roleId = inputId('identity', `roleMapping-${index}-role`);
        const error = errors[`roleMapping.${index}.group`] ?? errors[`roleMapping.${index}.role`];
        return (
          <div className="settings-mapping__row" key={index}>
            <FormGroup label={`Group ${index + 1}`} labelFor={groupId} helperText={error} intent={error ? 'danger' : 'none'}>
              <InputGroup id={groupId} value={row.group} placeholder="soc-analysts or cn=soc,ou=groups,dc=example,dc=com" onChange={(e) => change(index, { group: e.currentTarget.value })} />
            </FormGroup>
            <FormGroup label={`Role for group ${index + 1}`} labelFor={roleId}>
              <HTMLSelect id={roleId} value={row.role} options={roles.map((o) => ({ ...o }))} onChange={(e) => change(index, { role: e.currentTarget.value as Role })} />
            </FormGroup>
            <Button icon="trash" variant="minimal" aria-label={`Remove group ${index + 1}`} onClick={() => write(rows.filter((_, i) => i !== index).map((r) => ({ ...r })))} />
          </div>
        );
      })}
      <Button icon="add" text="Add group mapping" onClick={() => write([...rows.map((r) => ({ ...r })), { group: '', role: 'auditor' }])} />
    </fieldset>
  );
}

/** One section's card: its fields and the Save button that saves this section alone. */
export function SettingsCard({ section, title, subtitle, children }: { section: SettingsSection; title: string; subtitle: string; children: ReactNode }) {
  const { saving } = useSettings();
  return (
    <Section className="settings-card" title={title} subtitle={subtitle} role="region">
      <SectionCard>{children}</SectionCard>
      <SectionCard className="settings-card__footer">
        <GatedButton permission="settings.manage" intent="primary" icon="floppy-disk" loading={saving[section] === true} onClick={() => void saveSection(section)} text="Save Changes" />
      </SectionCard>
    </Section>
  );
}
