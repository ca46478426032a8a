import type { InstallerPlatform } from '@gsg/shared';
import type { InstallerRecord, ReleaseNotesRecord, ReleaseRepository } from '../types.ts';
import type { Db } from './database.ts';
import type { OutboxEntries } from '../outbox-port.ts';
import { prepareOutboxInsert } from './outbox-repository.ts';

interface InstallerRow {
  id: string;
  version: string;
  platform: InstallerPlatform;
  file_name: string;
  size_bytes: number;
  sha256: string;
  uploaded_at: string;
  uploaded_by: string;
}

const toInstaller = (r: InstallerRow): InstallerRecord => ({
  id: r.id,
  version: r.version,
  platform: r.platform,
  fileName: r.file_name,
  sizeBytes: r.size_bytes,
  sha256: r.sha256,
  uploadedAt: r.uploaded_at,
  uploadedBy: r.uploaded_by,
});

interface NotesRow {
  version: string;
  notes: string;
  updated_at: string;
  updated_by: string;
}

export function createReleaseRepository(db: Db): ReleaseRepository {
  const all = db.prepare<[], InstallerRow>('SELECT * FROM client_installers ORDER BY uploaded_at DESC, id DESC');
  const byId = db.prepare<[string], InstallerRow>('SELECT * FROM client_installers WHERE id = ?');
  const byTarget = db.prepare<[string, string], InstallerRow>('SELECT * FROM client_installers WHERE version = ? AND platform = ?');
  const remove = db.prepare<[string]>('DELETE FROM client_installers WHERE id = ?');
  const insert = db.prepare<InstallerRecord>(
    `INSERT INTO client_installers (id, version, platform, file_name, size_bytes, sha256, uploaded_at, uploaded_by)
     VALUES (@id, @version, @platform, @fileName, @sizeBytes, @sha256, @uploadedAt, @uploadedBy)`,
  );
  const allNotes = db.prepare<[], NotesRow>('SELECT * FROM client_release_notes');
  const notesOf = db.prepare<[string], NotesRow>('SELECT * FROM client_release_notes WHERE version = ?');
  const upsertNotes = db.prepare<ReleaseNotesRecord>(
    `INSERT INTO client_release_notes (version, notes, updated_at, updated_by) VALUES (@version, @notes, @updatedAt, @updatedBy)
     ON CONFLICT (version) DO UPDATE SET notes = excluded.notes, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
  );
  const keepInOutbox = prepareOutboxInsert(db);
  const put = db.transaction((installer: InstallerRecord, outbox: OutboxEntries<InstallerRecord | null> | undefined) => {
    const row = byTarget.get(installer.version, installer.platform);
    if (row) remove.run(row.id);
    insert.run(installer);
    const replaced = row ? toInstaller(row) : null;
    keepInOutbox(outbox, replaced);
    return replaced;
  });
  const del = db.transaction((id: string, outbox: OutboxEntries<InstallerRecord> | undefined) => {
    const row = byId.get(id);
    if (!row) return null;
    remove.run(id);
    const removed = toInstaller(row);
    keepInOutbox(outbox, removed);
    return removed;
  });
  const setNotes = db.transaction((notes: ReleaseNotesRecord, outbox: OutboxEntries<string> | undefined) => {
    const before = notesOf.get(notes.version)?.notes ?? '';
    upsertNotes.run(notes);
    keepInOutbox(outbox, before);
    return before;
  });
  return {
    async listInstallers() {
      return all.all().map(toInstaller);
    },
    async getInstaller(id) {
      const row = byId.get(id);
      return row ? toInstaller(row) : null;
    },
    async putInstaller(installer, outbox) {
      return put(installer, outbox);
    },
    async deleteInstaller(id, outbox) {
      return del(id, outbox);
    },
    async listNotes() {
      return allNotes.all().map((r) => ({ version: r.version, notes: r.notes, updatedAt: r.updated_at, updatedBy: r.updated_by }));
    },
    async setNotes(notes, outbox) {
      return setNotes(notes, outbox);
    },
  };
}
