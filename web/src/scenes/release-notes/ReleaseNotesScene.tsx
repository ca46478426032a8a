import { useEffect } from 'react';
import { Card, Classes, H4, NonIdealState, Tag } from '@blueprintjs/core';
import { Link } from 'wouter';
import { PageHeader } from '../../components/PageHeader.tsx';
import { loadReleases, useEndpoints } from '../../state/endpoints.ts';
import { formatReleaseDate, formatSize } from '../endpoints/DownloadClient.tsx';
import type { ScreenProps } from '../screens.ts';
import '../endpoints/endpoints.css';

/** The anchor of a version's notes on this page (a release's notesUrl ends with it). */
export const releaseAnchor = (version: string): string => `release-${version}`;

/**
 * Release notes (/endpoints/release-notes): every uploaded version's notes, newest first. Notes are plain
 * text and shown as written, never as markup. A link to one version scrolls to it.
 */
export default function ReleaseNotesScene({ title, subtitle }: ScreenProps) {
  const { releases } = useEndpoints();
  useEffect(() => {
    void loadReleases();
  }, []);
  const all = releases ? [...(releases.latest ? [releases.latest] : []), ...releases.previous] : null;

  // Once the notes are in, a link to one version lands on it.
  const count = all?.length ?? 0;
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (count > 0 && id) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [count]);

  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <p>
        <Link href="/endpoints">← Endpoints</Link>
      </p>
      {!all && <div className={`${Classes.SKELETON} release-card__skeleton`} aria-busy="true" aria-label="Loading releases" />}
      {all?.length === 0 && (
        <NonIdealState icon="document" title="No client release uploaded yet" description="Release notes appear here once an admin uploads a version on the Download GSG Client tab." />
      )}
      {all?.map((release, index) => (
        <Card key={release.version} id={releaseAnchor(release.version)} className="release-card release-notes" role="article" aria-label={`Release notes for GSG Client ${release.version}`}>
          <H4 className="release-card__title">
            GSG Client {release.version}
            {index === 0 && (
              <Tag intent="success" round>
                Latest
              </Tag>
            )}
          </H4>
          <p className={Classes.TEXT_MUTED}>
            Released {formatReleaseDate(release.releaseDate)} · {release.installers.map((i) => `${i.label} (${formatSize(i.sizeBytes)})`).join(', ')}
          </p>
          {release.notes ? (
            <div className="release-notes__text">{release.notes}</div>
          ) : (
            <p className={Classes.TEXT_MUTED}>No notes were written for this version.</p>
          )}
        </Card>
      ))}
    </>
  );
}
