import { useRef } from 'react';
import { Button, Section, SectionCard } from '@blueprintjs/core';
import { PROFILE_PHOTO_TYPES } from '@gsg/shared';
import { UserAvatar } from '../../components/UserAvatar.tsx';
import { removePhoto, uploadPhoto, useProfile } from '../../state/profile.ts';

/** The photo changes on its own, at once: an upload or a removal is not part of Save. */
export function ProfilePhotoSection() {
  const { form, photoBusy } = useProfile();
  const input = useRef<HTMLInputElement>(null);
  if (!form) return null;

  return (
    <Section className="profile-card" title="Profile Picture" subtitle="Shown in the header and beside your name">
      <SectionCard className="profile-photo">
        <UserAvatar className="profile-photo__avatar" name={form.fullName} url={form.avatarUrl} />
        <div>
          <div className="profile-photo__buttons">
            <Button icon="upload" text="Change Photo" loading={photoBusy} onClick={() => input.current?.click()} />
            {form.avatarUrl && <Button icon="trash" text="Remove Photo" variant="minimal" intent="danger" disabled={photoBusy} onClick={removePhoto} />}
          </div>
          <p className="profile-photo__hint">PNG, JPEG, WebP or GIF, up to 1 MB.</p>
          <input
            ref={input}
            type="file"
            accept={PROFILE_PHOTO_TYPES.join(',')}
            hidden
            aria-label="Photo file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared so that choosing the same file again still counts as a change.
              event.target.value = '';
              if (file) void uploadPhoto(file);
            }}
          />
        </div>
      </SectionCard>
    </Section>
  );
}
