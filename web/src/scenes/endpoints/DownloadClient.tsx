import { useEffect } from 'react';
import { Button, Card, Classes, H4, HTMLTable, Icon, Tag, Tooltip, type IconName } from '@blueprintjs/core';
import { format, parseISO } from 'date-fns';
import type { Release } from '@gsg/shared';
import type { Snapshot } from 'valtio';
import { Link } from 'wouter';
import { loadReleases, useEndpoints } from '../../state/endpoints.ts';

type Platform = Release['installers'][number]['platform'];

const PLATFORM_ICON: Record<Platform, IconName> = {
  'windows-x64': 'application',
  'macos-x64': 'applications',
  'macos-arm64': 'applications',
  'linux-x64': 'console',
};

const MB = 1024 * 1024;
const formatSize = (bytes: number): string => `${(bytes / MB).toFixed(1)} MB`;
const formatReleaseDate = (date: string): string => format(parseISO(date), 'MMMM d, yyyy');

// The release catalog names the installers; this server does not host their files, so the buttons say
// so instead of leading to a missing file.
const NOT_HOSTED = 'Installers are not hosted on this server';

function ReleaseNotesLink({ release }: { release: Snapshot<Release> }) {
  return (
    <Link href={release.notesUrl} className="release-notes-link" aria-label={`Release notes for ${release.version}`}>
      <Icon icon="document" size={14} /> Release notes
    </Link>
  );
}

/** The Download GSG Client tab: the latest release's four installers, then the earlier releases. */
export function DownloadClient() {
  const { releases } = useEndpoints();
  useEffect(() => {
    void loadReleases();
  }, []);

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
            <li key={installer.platform} className="installer">
              <Icon icon={PLATFORM_ICON[installer.platform]} size={24} className="installer__icon" />
              <span className="installer__label">{installer.label}</span>
              <span className="installer__file">{installer.fileName}</span>
              <span className="installer__size">{formatSize(installer.sizeBytes)}</span>
              <Tooltip content={NOT_HOSTED} className="installer__action">
                <Button icon="download" text="Download" disabled aria-label={`Download ${installer.label}`} />
              </Tooltip>
            </li>
          ))}
        </ul>
      </Card>
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
                    <span key={i.platform} className="previous-releases__installer">
                      {i.label} · {formatSize(i.sizeBytes)}
                    </span>
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
    </div>
  );
}
