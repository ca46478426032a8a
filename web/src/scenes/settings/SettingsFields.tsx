import { useState, type ReactNode } from 'react';
import { Alert, FormGroup, HTMLSelect, InputGroup, Section, SectionCard, Switch } from '@blueprintjs/core';
import type { SettingsBySection, SettingsSection } from '@gsg/shared';
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
}: FieldProps<S, string> & { type?: 'text' | 'email'; placeholder?: string }) {
  const { value, set, error } = useField<S, string>(section, field);
  const id = inputId(section, field);
  return (
    <Field id={id} label={label} helper={helper} error={error}>
      <InputGroup id={id} type={type} value={value} placeholder={placeholder} onChange={(e) => set(e.currentTarget.value)} intent={error ? 'danger' : 'none'} />
    </Field>
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
