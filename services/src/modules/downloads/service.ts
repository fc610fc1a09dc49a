// The downloads: the public list from a copy in memory (db/versioned-copy.ts, like the catalog
// and the content), the admin's writes straight to the database, each recorded in the audit
// trail and followed by a bump of the shared version so every replica reloads.
import { randomBytes } from 'node:crypto';
import type { DownloadInput } from '@minesite/shared/contract';
import type { Db } from 'mongodb';
import { bumpSharedVersion, readSharedVersion } from '../../db/shared-version.js';
import { VersionedCopy } from '../../db/versioned-copy.js';
import { NotFoundError } from '../../http/errors.js';
import { recordChange } from '../audit/audit-log.js';
import type { DownloadFileStore } from './file-store.js';
import type { DownloadUpload } from './read-download-upload.js';
import { toDownloadReply } from './reply.js';
import { DownloadsRepository, type DownloadDocument } from './repository.js';

export const DOWNLOADS_VERSION_ID = 'downloads';

/** Who writes, for the audit trail. */
export interface Actor {
  username: string;
}

export class DownloadsService {
  private readonly repository: DownloadsRepository;
  private readonly copy: VersionedCopy<DownloadDocument[]>;

  constructor(
    private readonly db: Db,
    private readonly files: DownloadFileStore,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.repository = new DownloadsRepository(db);
    this.copy = new VersionedCopy({
      readVersion: () => readSharedVersion(db, DOWNLOADS_VERSION_ID),
      load: () => this.repository.all(),
    });
  }

  /** The published downloads in list order. */
  async published(): Promise<DownloadDocument[]> {
    return (await this.copy.current()).data.filter((download) => download.published);
  }

  /** A published download; a miss is checked against the database before it is answered 404. */
  async publishedOne(id: string): Promise<DownloadDocument> {
    const find = async (recheck: boolean) =>
      (await this.copy.current(recheck)).data.find((d) => d._id === id && d.published);
    const found = (await find(false)) ?? (await find(true));
    if (!found) throw downloadNotFound(id);
    return found;
  }

  all(): Promise<DownloadDocument[]> {
    return this.repository.all();
  }

  async create(upload: DownloadUpload, actor: Actor): Promise<DownloadDocument> {
    const at = this.now();
    const { fileId, name, contentType, size, sha256, uploadDate } = upload.file;
    const document: DownloadDocument = {
      _id: `d${randomBytes(8).toString('hex')}`,
      ...upload.item,
      file: { fileId, name, contentType, size, sha256, uploadDate },
      createdAt: at,
      updatedAt: at,
    };
    try {
      await this.repository.insert(document);
    } catch (error) {
      await this.files.remove(fileId);
      throw error;
    }
    await this.changed();
    await recordChange(this.db, {
      entity: 'download',
      entityId: document._id,
      actor: actor.username,
      action: 'create',
      after: audited(document),
    });
    return document;
  }

  async update(id: string, input: DownloadInput, actor: Actor): Promise<DownloadDocument> {
    const before = await this.repository.find(id);
    const after = before && (await this.repository.update(id, input, this.now()));
    if (!before || !after) throw downloadNotFound(id);
    await this.changed();
    await recordChange(this.db, {
      entity: 'download',
      entityId: id,
      actor: actor.username,
      action: 'update',
      before: audited(before),
      after: audited(after),
    });
    return after;
  }

  /** Deletes the download and its stored file. */
  async remove(id: string, actor: Actor): Promise<void> {
    const removed = await this.repository.delete(id);
    if (!removed) throw downloadNotFound(id);
    await this.files.remove(removed.file.fileId);
    await this.changed();
    await recordChange(this.db, {
      entity: 'download',
      entityId: id,
      actor: actor.username,
      action: 'delete',
      before: audited(removed),
    });
  }

  private async changed(): Promise<void> {
    this.copy.drop();
    await bumpSharedVersion(this.db, DOWNLOADS_VERSION_ID, this.now());
  }
}

/** What the trail shows of a download: the reply's fields, without the times of the write. */
function audited(download: DownloadDocument) {
  const { id: _id, updatedAt: _updatedAt, ...fields } = toDownloadReply(download);
  return fields;
}

function downloadNotFound(id: string) {
  return new NotFoundError(`Download ${id} not found`, { code: 'download_not_found' });
}
