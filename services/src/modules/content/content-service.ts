// The public reads are answered from the in-memory copy of every kind (db/versioned-copy.ts);
// each admin write goes to the database, bumps the shared version, drops this replica's copy
// and is recorded in the audit.
import { randomBytes } from 'node:crypto';
import { CONTENT_KINDS, type ContentKind } from '@minesite/shared/contract';
import type { Db } from 'mongodb';
import { getCollection } from '../../db/collections.js';
import { bumpSharedVersion, readSharedVersion } from '../../db/shared-version.js';
import { VersionedCopy } from '../../db/versioned-copy.js';
import { NotFoundError } from '../../http/errors.js';
import { recordChange } from '../audit/audit-log.js';
import {
  byListOrder,
  CONTENT_VERSION_ID,
  contentCollection,
  contentDocumentId,
  type ContentDocument,
} from './content-store.js';

type ByKind = ReadonlyMap<ContentKind, readonly ContentDocument[]>;

/** The fields an admin write sets: the kind's input, validated by the route. */
export type ContentFields = { published: boolean; order: number } & Record<string, unknown>;

export class ContentService {
  private readonly copy: VersionedCopy<ByKind>;
  private readonly items;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.items = getCollection(db, contentCollection);
    this.copy = new VersionedCopy<ByKind>({
      readVersion: () => readSharedVersion(db, CONTENT_VERSION_ID),
      load: async () => {
        const all = (await this.items.find({}).toArray()).sort(byListOrder);
        return new Map(CONTENT_KINDS.map((kind) => [kind, all.filter((d) => d.kind === kind)]));
      },
    });
  }

  /** The published items of `kind`, in list order, from the copy. */
  async published(kind: ContentKind): Promise<ContentDocument[]> {
    const { data } = await this.copy.current();
    return (data.get(kind) ?? []).filter((item) => item.published);
  }

  /** Every item of `kind`, published or not, as the database has it now. */
  async all(kind: ContentKind): Promise<ContentDocument[]> {
    return (await this.items.find({ kind }).toArray()).sort(byListOrder);
  }

  async create(kind: ContentKind, fields: ContentFields, actor: string): Promise<ContentDocument> {
    const at = this.now();
    const itemId = newContentId();
    const document: ContentDocument = {
      ...fields,
      _id: contentDocumentId(kind, itemId),
      kind,
      itemId,
      createdAt: at,
      updatedAt: at,
    };
    await this.items.insertOne(document);
    await this.changed();
    await this.audit(kind, itemId, actor, 'create', undefined, document);
    return document;
  }

  async update(
    kind: ContentKind,
    id: string,
    fields: ContentFields,
    actor: string,
  ): Promise<ContentDocument> {
    const _id = contentDocumentId(kind, id);
    const before = (await this.items.findOne({ _id })) ?? throwNotFound(kind, id);
    const { createdAt } = before;
    const document: ContentDocument = {
      ...fields,
      _id,
      kind,
      itemId: id,
      createdAt,
      updatedAt: this.now(),
    };
    const { matchedCount } = await this.items.replaceOne({ _id }, document);
    if (matchedCount === 0) throwNotFound(kind, id);
    await this.changed();
    await this.audit(kind, id, actor, 'update', before, document);
    return document;
  }

  async remove(kind: ContentKind, id: string, actor: string): Promise<void> {
    const before = await this.items.findOneAndDelete({ _id: contentDocumentId(kind, id) });
    if (!before) throwNotFound(kind, id);
    await this.changed();
    await this.audit(kind, id, actor, 'delete', before, undefined);
  }

  private async changed(): Promise<void> {
    // Dropped before the bump too: should the bump fail, this replica still reads the write.
    this.copy.drop();
    await bumpSharedVersion(this.db, CONTENT_VERSION_ID, this.now());
    this.copy.drop();
  }

  private audit(
    kind: ContentKind,
    id: string,
    actor: string,
    action: 'create' | 'update' | 'delete',
    before: ContentDocument | undefined,
    after: ContentDocument | undefined,
  ): Promise<void> {
    return recordChange(this.db, {
      entity: 'content',
      entityId: contentDocumentId(kind, id),
      actor,
      action,
      ...(before ? { before: auditView(before) } : {}),
      ...(after ? { after: auditView(after) } : {}),
    });
  }
}

/** What the audit keeps of an item: its fields, without the keys it is found by. */
function auditView(document: ContentDocument): Record<string, unknown> {
  const { _id, kind, itemId, createdAt, updatedAt, ...fields } = document;
  void _id;
  void kind;
  void itemId;
  void createdAt;
  void updatedAt;
  return fields;
}

/** `c` and 12 hexadecimal characters, unlike the readable ids of the seed. */
function newContentId(): string {
  return `c${randomBytes(6).toString('hex')}`;
}

function throwNotFound(kind: ContentKind, id: string): never {
  throw new NotFoundError(`No ${kind} item ${id}`, { code: 'content_not_found' });
}
