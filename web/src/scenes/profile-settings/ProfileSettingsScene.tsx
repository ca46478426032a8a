import { useEffect, type FormEvent } from 'react';
import { Button, FormGroup, HTMLSelect, InputGroup, Section, SectionCard, Spinner } from '@blueprintjs/core';
import { DATE_FORMATS, DEPARTMENTS, ERRORS, LANGUAGES, TIMEZONES, type ProfileUpdate } from '@gsg/shared';
import { PageHeader } from '../../components/PageHeader.tsx';
import { discardChanges, editProfile, loadProfile, saveProfile, useProfile } from '../../state/profile.ts';
import type { ScreenProps } from '../screens.ts';
import { ProfilePhotoSection } from './ProfilePhotoSection.tsx';
import './profile-settings.css';

const DEPARTMENT_OPTIONS = [{ value: '', label: 'Select department' }, ...DEPARTMENTS.map((d) => ({ value: d, label: d }))];

type TextField = 'fullName' | 'username' | 'jobTitle';

function TextInput({ field, label, required }: { field: TextField; label: string; required?: boolean }) {
  const { form, saving } = useProfile();
  const id = `profile-${field}`;
  return (
    <FormGroup label={label} labelFor={id} labelInfo={required ? '*' : undefined}>
      <InputGroup id={id} value={form?.[field] ?? ''} disabled={saving} onValueChange={(value) => editProfile({ [field]: value })} />
    </FormGroup>
  );
}

function SelectInput<F extends 'department' | 'language' | 'timezone' | 'dateFormat'>({
  field,
  label,
  options,
}: {
  field: F;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  const { form, saving } = useProfile();
  const id = `profile-${field}`;
  return (
    <FormGroup label={label} labelFor={id}>
      <HTMLSelect
        id={id}
        fill
        disabled={saving}
        value={form?.[field] ?? ''}
        options={options.map((o) => ({ ...o }))}
        onChange={(event) => editProfile({ [field]: event.target.value } as Pick<ProfileUpdate, F>)}
      />
    </FormGroup>
  );
}

const plain = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** Profile Settings: photo, personal information and preferences, saved to the signed-in account. */
export default function ProfileSettingsScene({ title, subtitle }: ScreenProps) {
  const { form, saving } = useProfile();

  useEffect(() => {
    void loadProfile();
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void saveProfile();
  };

  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      {!form ? (
        <Spinner aria-label="Loading profile" />
      ) : (
        <form className="profile-settings" onSubmit={onSubmit} noValidate>
          <ProfilePhotoSection />
          <Section className="profile-card" title="Personal Information" subtitle="Your name and role as others see them">
            <SectionCard className="profile-grid">
              <TextInput field="fullName" label="Full Name" required />
              <TextInput field="username" label="Username" required />
              <FormGroup
                label="Email"
                labelFor="profile-email"
                labelInfo="*"
                helperText={ERRORS.emailReadOnly}
                className="profile-grid__wide"
              >
                <InputGroup id="profile-email" type="email" value={form.email} readOnly disabled />
              </FormGroup>
              <TextInput field="jobTitle" label="Job Title" />
              <SelectInput field="department" label="Department" options={DEPARTMENT_OPTIONS} />
            </SectionCard>
          </Section>
          <Section className="profile-card" title="Preferences" subtitle="Language, time zone and how dates are written">
            <SectionCard className="profile-grid profile-grid--three">
              <SelectInput field="language" label="Language" options={LANGUAGES} />
              <SelectInput field="timezone" label="Timezone" options={plain(TIMEZONES)} />
              <SelectInput field="dateFormat" label="Date Format" options={plain(DATE_FORMATS)} />
            </SectionCard>
          </Section>
          <div className="profile-settings__actions">
            <Button type="submit" intent="primary" icon="floppy-disk" text={saving ? 'Saving...' : 'Save Changes'} disabled={saving} />
            <Button text="Cancel" disabled={saving} onClick={discardChanges} />
          </div>
        </form>
      )}
    </>
  );
}
