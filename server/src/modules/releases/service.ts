import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  INSTALLER_EXTENSIONS,
  INSTALLER_PLATFORMS_OF,
  compareVersionsDesc,
  currentClientVersions,
  type CurrentClientVersions,
  INSTALLER_PLATFORM_LABELS,
  type Actor,
  type AgentInstaller,
  type Installer,
  type InstallerPlatform,
  type InstallerUploadQuery,
  type OperatingSystem,
  type Release,
  type ReleasesResponse,
} from '@gsg/shared';
import type { Change, DomainBus } from '../../events/domain-bus.ts';
import { HttpError, badRequest, notFound } from '../../http-errors.ts';
import type { InstallerRecord, ReleaseRepository } from '../../store/index.ts';
import { servicePlugin } from '../../services/service-plugin.ts';

export const RELEASE_ERRORS = {
  installerNotFound: 'Installer not found',
  releaseNotFound: 'Release not found',
  empty: 'The file is empty',
  tooLarge: (maxBytes: number) => `An installer may be at most ${Math.floor(maxBytes / (1024 * 1024))} MB`,
  wrongExtension: (platform: InstallerPlatform) =>
    `A ${INSTALLER_PLATFORM_LABELS[platform]} installer is a ${INSTALLER_EXTENSIONS[platform].join(', ')} file`,
  wrongContent: (extension: string) => `The file's content is not a ${extension} installer`,
} as const;

export const installerDownloadPath = (id: string): string => `/api/v1/releases/installers/${id}/download`;

/** How each kind of installer begins: an upload whose first bytes say otherwise is refused. */
const MAGIC: Record<string, Buffer> = {
  '.msi': Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  '.exe': Buffer.from('MZ'),
  '.pkg': Buffer.from('xar!'),
  '.deb': Buffer.from('!<arch>\n'),
  '.rpm': Buffer.from([0xed, 0xab, 0xee, 0xdb]),
  '.tar.gz': Buffer.from([0x1f, 0x8b]),
};
const HEAD_BYTES = 8;

export interface StoredInstaller {
  installer: Installer;
  /** The file on disk. */
  path: string;
}

export interface ReleaseService {
  /** The uploaded releases, newest version first: the latest and the ones before it. */
  list(): Promise<ReleasesResponse>;
  /**
   * Streams an installer to disk, hashing and counting it on the way (never whole in memory): too large,
   * empty, the wrong kind of file for the platform, or not beginning as that kind does is refused and
   * nothing is kept. Replaces the installer of the same version and platform.
   */
  upload(target: InstallerUploadQuery, body: Readable, by: Actor): Promise<Installer>;
  remove(id: string, by: Actor): Promise<Installer>;
  /** Writes a version's notes; the version must have an installer. */
  setNotes(version: string, notes: string, by: Actor): Promise<Release>;
  /** An installer and its file, for a download. */
  open(id: string): Promise<StoredInstaller>;
  /** The installers of `version` an endpoint running `os` can take, as an update command carries them. */
  installersFor(version: string, os: OperatingSystem): Promise<AgentInstaller[]>;
  /** The version each operating system's endpoints should run: the newest uploaded for it (see currentClientVersions). */
  currentVersions(): Promise<CurrentClientVersions>;
}

export interface ReleaseServiceOptions {
  /** Where installer files are kept (the data directory's releases folder). */
  dir: string;
  maxBytes: number;
  now?: () => Date;
}

const toInstaller = (r: InstallerRecord): Installer => ({ ...r, label: INSTALLER_PLATFORM_LABELS[r.platform], downloadUrl: installerDownloadPath(r.id) });

export function createReleaseService(repo: ReleaseRepository, events: DomainBus, options: ReleaseServiceOptions): ReleaseService {
  const now = options.now ?? (() => new Date());
  // Ids are made here (UUIDs), so a file's path never holds anything a person typed.
  const fileOf = (id: string) => join(options.dir, id);
  let dirReady: Promise<unknown> | null = null;

  async function releases(): Promise<Release[]> {
    const [installers, notes] = await Promise.all([repo.listInstallers(), repo.listNotes()]);
    const notesOf = new Map(notes.map((n) => [n.version, n.notes]));
    const byVersion = new Map<string, InstallerRecord[]>();
    for (const i of installers) byVersion.set(i.version, [...(byVersion.get(i.version) ?? []), i]);
    return [...byVersion]
      .sort(([a], [b]) => compareVersionsDesc(a, b))
      .map(([version, list]) => ({
        version,
        releaseDate: list.map((i) => i.uploadedAt).sort()[0]!.slice(0, 10),
        notes: notesOf.get(version) ?? '',
        notesUrl: `/endpoints/release-notes#release-${version}`,
        installers: list.sort((a, b) => a.platform.localeCompare(b.platform)).map(toInstaller),
      }));
  }

  async function receive(target: InstallerUploadQuery, body: Readable, partPath: string) {
    const extension = INSTALLER_EXTENSIONS[target.platform].find((ext) => target.fileName.toLowerCase().endsWith(ext));
    if (!extension) throw badRequest(RELEASE_ERRORS.wrongExtension(target.platform), [{ path: 'fileName', message: RELEASE_ERRORS.wrongExtension(target.platform) }]);
    const hash = createHash('sha256');
    let size = 0;
    let head = Buffer.alloc(0);
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > options.maxBytes) return done(new HttpError(413, RELEASE_ERRORS.tooLarge(options.maxBytes)));
        if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
        hash.update(chunk);
        done(null, chunk);
      },
    });
    // The request is piped, not put in the pipeline: a refusal must not destroy it before it is answered.
    const written = pipeline(meter, createWriteStream(partPath, { flags: 'wx' }));
    const abort = (error: Error) => meter.destroy(error);
    body.once('error', abort);
    body.pipe(meter);
    try {
      await written;
    } finally {
      body.off('error', abort);
      body.unpipe(meter);
    }
    if (size === 0) throw badRequest(RELEASE_ERRORS.empty);
    const magic = MAGIC[extension]!;
    if (!head.subarray(0, magic.length).equals(magic)) throw badRequest(RELEASE_ERRORS.wrongContent(extension));
    return { sizeBytes: size, sha256: hash.digest('hex') };
  }

  return {
    async list() {
      const [latest = null, ...previous] = await releases();
      return { latest, previous };
    },
    async upload(target, body, by) {
      dirReady ??= mkdir(options.dir, { recursive: true });
      await dirReady;
      const id = randomUUID();
      const partPath = `${fileOf(id)}.part`;
      let received: { sizeBytes: number; sha256: string };
      try {
        received = await receive(target, body, partPath);
        await rename(partPath, fileOf(id));
      } catch (error) {
        // What the client still sends is read and dropped, so the refusal reaches it.
        body.resume();
        await rm(partPath, { force: true });
        throw error;
      }
      const record: InstallerRecord = { id, ...target, ...received, uploadedAt: now().toISOString(), uploadedBy: by.username };
      let replaced: InstallerRecord | null;
      try {
        replaced = await events.record(
          (outbox) => repo.putInstaller(record, outbox),
          (previous: InstallerRecord | null) => [
            { type: 'release.installer.uploaded', data: { installer: toInstaller(record), replaced: previous ? toInstaller(previous) : null, by } },
          ],
        );
      } catch (error) {
        await rm(fileOf(id), { force: true });
        throw error;
      }
      if (replaced) await rm(fileOf(replaced.id), { force: true });
      return toInstaller(record);
    },
    async remove(id, by) {
      const removed = await events.record(
        (outbox) => repo.deleteInstaller(id, outbox),
        (gone: InstallerRecord) => [{ type: 'release.installer.deleted', data: { installer: toInstaller(gone), by } }],
      );
      if (!removed) throw notFound(RELEASE_ERRORS.installerNotFound);
      await rm(fileOf(removed.id), { force: true });
      return toInstaller(removed);
    },
    async setNotes(version, notes, by) {
      const release = (await releases()).find((r) => r.version === version);
      if (!release) throw notFound(RELEASE_ERRORS.releaseNotFound);
      await events.record(
        (outbox) => repo.setNotes({ version, notes, updatedAt: now().toISOString(), updatedBy: by.username }, outbox),
        (before: string): Change[] => (before !== notes ? [{ type: 'release.notes.changed', data: { version, before, after: notes, by } }] : []),
      );
      return { ...release, notes };
    },
    async open(id) {
      const record = await repo.getInstaller(id);
      if (!record) throw notFound(RELEASE_ERRORS.installerNotFound);
      return { installer: toInstaller(record), path: fileOf(record.id) };
    },
    async installersFor(version, os) {
      const platforms = INSTALLER_PLATFORMS_OF[os];
      const installers = (await repo.listInstallers()).filter((i) => i.version === version && platforms.includes(i.platform));
      return installers
        .sort((a, b) => platforms.indexOf(a.platform) - platforms.indexOf(b.platform))
        .map((i) => ({ platform: i.platform, fileName: i.fileName, url: installerDownloadPath(i.id), sha256: i.sha256, sizeBytes: i.sizeBytes }));
    },
    async currentVersions() {
      return currentClientVersions(await repo.listInstallers());
    },
  };
}

declare module '../../services/service-plugin.ts' {
  interface AppServices {
    /** The client installers admins upload, and what Update Client sends the agents. */
    releases: ReleaseService;
  }
}

export const releasesServicePlugin = servicePlugin('releases', [], (app) =>
  createReleaseService(app.store.releases, app.events, { dir: join(app.config.dataDir, 'releases'), maxBytes: app.config.releaseMaxBytes }),
);
