import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  AnchorButton,
  Button,
  Callout,
  Card,
  Classes,
  FileInput,
  FormGroup,
  H4,
  HTMLSelect,
  HTMLTable,
  Icon,
  InputGroup,
  NonIdealState,
  ProgressBar,
  Tag,
  TextArea,
  Tooltip,
  type IconName,
} from '@blueprintjs/core';
import { format, parseISO } from 'date-fns';
import {
  INSTALLER_EXTENSIONS,
  INSTALLER_PLATFORMS,
  INSTALLER_PLATFORM_LABELS,
  RELEASE_NOTES_MAX,
  type Installer,
  type InstallerPlatform,
  type Release,
} from '@gsg/shared';
import type { Snapshot } from 'valtio';
import { Link } from 'wouter';
import { usePermission } from '../../state/permissions.ts';
import { showToast } from '../../state/toasts.ts';
import { applyReleaseEvents, deleteInstaller, loadReleases, uploadInstaller, useEndpoints } from '../../state/endpoints.ts';
import { useLiveTopic } from '../../hooks/use-live-topic.ts';
import { GatedButton } from '../../components/GatedButton.tsx';

const PLATFORM_ICON: Record<InstallerPlatform, IconName> = {
  'windows-x64': 'application',
  'macos-x64': 'applications',
  'macos-arm64': 'applications',
  'linux-x64': 'console',
};

const MB = 1024 * 1024;
export const formatSize = (bytes: number): string => (bytes >= 0.1 * MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);
export const formatReleaseDate = (date: string): string => format(parseISO(date), 'MMMM d, yyyy');

function ReleaseNotesLink({ release }: { release: Snapshot<Release> }) {
  return (
    <Link href={release.notesUrl} className="release-notes-link" aria-label={`Release notes for ${release.version}`}>
      <Icon icon="document" size={14} /> Release notes
    </Link>
  );
}

/** The installer's SHA-256, shortened, with a button that copies it whole. */
function Sha256({ installer }: { installer: Snapshot<Installer> }) {
  const [copied, setCopied] = useState(false);
  return (
    <span className="installer__hash">
      <code title={installer.sha256} aria-label={`SHA-256 of ${installer.fileName}`}>
        SHA-256 {installer.sha256.slice(0, 12)}…
      </code>
      <Tooltip content={copied ? 'Copied' : 'Copy the SHA-256'} placement="top">
        <Button
          variant="minimal"
          size="small"
          icon={copied ? 'tick' : 'clipboard'}
          aria-label={`Copy the SHA-256 of ${installer.fileName}`}
          onClick={() => void navigator.clipboard?.writeText(installer.sha256).then(() => setCopied(true))}
        />
      </Tooltip>
    </span>
  );
}

const NO_FILE = 'Choose the installer file';

/** Admins upload an installer here; other roles see the form disabled, with the reason on hover. */
function UploadInstaller() {
  const gate = usePermission('releases.manage');
  const [file, setFile] = useState<File | null>(null);
  const [platform, setPlatform] = useState<InstallerPlatform>('windows-x64');
  const [version, setVersion] = useState('');
  const [notes, setNotes] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const disabled = !gate.allowed || progress !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setError(NO_FILE);
    setError(null);
    setProgress(0);
    try {
      const installer = await uploadInstaller({ file, platform, version, notes }, setProgress);
      showToast('Installer uploaded', `${installer.fileName} for ${installer.label}, version ${installer.version}`);
      setFile(null);
      setNotes('');
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setProgress(null);
    }
  }

  const form = (
    <form className="upload-installer" onSubmit={(e) => void submit(e)} aria-label="Upload an installer">
      <fieldset disabled={disabled} className="upload-installer__fields">
        <FormGroup label="Installer file" labelFor="installer-file">
          <FileInput
            fill
            disabled={disabled}
            text={file ? file.name : 'Choose file…'}
            hasSelection={file !== null}
            inputProps={{ id: 'installer-file', accept: INSTALLER_EXTENSIONS[platform].join(','), 'aria-label': 'Installer file' }}
            onInputChange={(e) => setFile((e.target as HTMLInputElement).files?.[0] ?? null)}
          />
        </FormGroup>
        <FormGroup label="Platform" labelFor="installer-platform">
          <HTMLSelect id="installer-platform" fill value={platform} disabled={disabled} onChange={(e) => setPlatform(e.target.value as InstallerPlatform)}>
            {INSTALLER_PLATFORMS.map((p) => (
              <option key={p} value={p}>
                {INSTALLER_PLATFORM_LABELS[p]} ({INSTALLER_EXTENSIONS[p].join(', ')})
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label="Version" labelFor="installer-version">
          <InputGroup id="installer-version" placeholder="2.5.0" value={version} disabled={disabled} onValueChange={setVersion} />
        </FormGroup>
        <FormGroup label="Release notes" labelFor="installer-notes" helperText="Plain text, shown as written on the release notes page">
          <TextArea id="installer-notes" fill rows={3} maxLength={RELEASE_NOTES_MAX} value={notes} disabled={disabled} onChange={(e) => setNotes(e.target.value)} />
        </FormGroup>
      </fieldset>
      {progress !== null && (
        <div className="upload-installer__progress" role="status" aria-label={`Uploading: ${Math.round(progress * 100)}%`}>
          <ProgressBar value={progress} intent="primary" animate={progress < 1} />
          <span>{progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : 'Checking the file…'}</span>
        </div>
      )}
      {error && (
        <Callout intent="danger" role="alert" className="upload-installer__error">
          {error}
        </Callout>
      )}
      <Button type="submit" intent="primary" icon="upload" text="Upload" disabled={!gate.allowed} loading={progress !== null} />
    </form>
  );
  return (
    <Card className="release-card" role="region" aria-label="Upload an installer">
      <H4>Upload an Installer</H4>
      {gate.allowed ? form : (
        <Tooltip content={gate.reason} placement="top" targetTagName="div" className="upload-installer__gate">
          {form}
        </Tooltip>
      )}
    </Card>
  );
}

type Deletable = Pick<Installer, 'id' | 'fileName' | 'label' | 'version'>;

/** Deleting an installer removes its file for good, so it is confirmed first. */
function DeleteConfirmation({ target, onClose }: { target: Deletable | null; onClose(): void }) {
  return (
    <Alert
      isOpen={target !== null}
      intent="danger"
      icon="trash"
      confirmButtonText="Delete"
      cancelButtonText="Cancel"
      canEscapeKeyCancel
      onConfirm={() => {
        if (target) void deleteInstaller(target);
        onClose();
      }}
      onCancel={onClose}
    >
      <p className="remove-confirmation__title">Delete {target?.fileName}?</p>
      <p>
        The {target?.label} installer of version {target?.version} is deleted with its file: it can no longer be downloaded or sent with
        Update Client.
      </p>
    </Alert>
  );
}

/** The Download GSG Client tab: the newest release's installers, the earlier releases, and the upload form. */
export function DownloadClient() {
  const { releases } = useEndpoints();
  const [deleting, setDeleting] = useState<Deletable | null>(null);
  useEffect(() => {
    void loadReleases();
  }, []);
  useLiveTopic('endpoints', applyReleaseEvents, loadReleases);

  if (!releases) {
    return (
      <Card className="release-card">
        <div className={`${Classes.SKELETON} release-card__skeleton`} aria-busy="true" aria-label="Loading releases" />
      </Card>
    );
  }
  const { latest, previous } = releases;
  return (
    <div className="download-client">
      {latest ? (
        <Card className="release-card" aria-label={`GSG Client ${latest.version}`} role="region">
          <div className="release-card__header">
            <div>
              <H4 className="release-card__title">
                GSG Client {latest.version}{' '}
                <Tag intent="success" round>
                  Latest
                </Tag>
              </H4>
              <p className={Classes.TEXT_MUTED}>Released {formatReleaseDate(latest.releaseDate)}</p>
            </div>
            <ReleaseNotesLink release={latest} />
          </div>
          <ul className="installer-grid">
            {latest.installers.map((installer) => (
              <li key={installer.id} className="installer" aria-label={`${installer.label} installer`}>
                <Icon icon={PLATFORM_ICON[installer.platform]} size={24} className="installer__icon" />
                <span className="installer__label">{installer.label}</span>
                <span className="installer__file">{installer.fileName}</span>
                <span className="installer__size">{formatSize(installer.sizeBytes)}</span>
                <Sha256 installer={installer} />
                <span className="installer__action">
                  <AnchorButton icon="download" text="Download" href={installer.downloadUrl} download={installer.fileName} aria-label={`Download ${installer.label}`} />
                  <GatedButton
                    permission="releases.manage"
                    variant="minimal"
                    icon="trash"
                    aria-label={`Delete ${installer.fileName}`}
                    onClick={() => setDeleting({ id: installer.id, fileName: installer.fileName, label: installer.label, version: installer.version })}
                  />
                </span>
              </li>
            ))}
          </ul>
        </Card>
      ) : (
        <Card className="release-card">
          <NonIdealState icon="box" title="No client release uploaded yet" description="An admin uploads the installers for each platform below; they are offered here and sent with Update Client." />
        </Card>
      )}
      {previous.length > 0 && (
        <Card className="release-card">
          <H4>Previous Versions</H4>
          <HTMLTable className="previous-releases" striped>
            <thead>
              <tr>
                <th scope="col">Version</th>
                <th scope="col">Release Date</th>
                <th scope="col">Installers</th>
                <th scope="col">Release Notes</th>
              </tr>
            </thead>
            <tbody>
              {previous.map((release) => (
                <tr key={release.version}>
                  <td>{release.version}</td>
                  <td className="previous-releases__date">{formatReleaseDate(release.releaseDate)}</td>
                  <td>
                    {release.installers.map((i) => (
                      <a key={i.id} className="previous-releases__installer" href={i.downloadUrl} download={i.fileName} aria-label={`Download ${i.label} ${release.version}`}>
                        <Icon icon="download" size={12} /> {i.label} · {formatSize(i.sizeBytes)}
                      </a>
                    ))}
                  </td>
                  <td>
                    <ReleaseNotesLink release={release} />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </Card>
      )}
      <UploadInstaller />
      <DeleteConfirmation target={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
