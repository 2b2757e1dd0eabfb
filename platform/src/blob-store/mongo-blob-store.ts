import { GridFSBucket, MongoClient, type Db } from 'mongodb';
import { blobId, isBlobId, type BlobInput, type BlobStore, type StoredBlob } from './port';

const BUCKET = 'blobs';
const DUPLICATE_KEY = 11000;

interface BlobMetadata {
  companyId: string;
  contentType: string;
}

/** Blob store on MongoDB GridFS: one file per (company, content id), named `<companyId>/<id>`. */
export class MongoBlobStore implements BlobStore {
  private readonly bucket: GridFSBucket;
  private uniqueNames: Promise<void> | undefined;

  constructor(private readonly options: { db: Db; client?: MongoClient }) {
    this.bucket = new GridFSBucket(options.db, { bucketName: BUCKET });
  }

  static async connect(url: string): Promise<MongoBlobStore> {
    const client = await new MongoClient(url).connect();
    return new MongoBlobStore({ db: client.db(), client });
  }

  async put(blob: BlobInput): Promise<string> {
    const id = blobId(blob.bytes);
    const filename = `${blob.companyId}/${id}`;
    await this.ensureUniqueNames();
    if (await this.bucket.find({ filename }).hasNext()) return id;
    const metadata: BlobMetadata = { companyId: blob.companyId, contentType: blob.contentType };
    const upload = this.bucket.openUploadStream(filename, { metadata });
    try {
      await new Promise<void>((resolve, reject) => {
        upload.once('finish', () => resolve());
        upload.once('error', reject);
        upload.end(blob.bytes);
      });
    } catch (error) {
      // Two uploads of the same bytes raced: the first file stands, the second's chunks go.
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      await this.options.db.collection(`${BUCKET}.chunks`).deleteMany({ files_id: upload.id });
    }
    return id;
  }

  /** One file per name: GridFS writes the chunks, then the file document, which this index keeps unique. */
  private ensureUniqueNames(): Promise<void> {
    this.uniqueNames ??= this.options.db
      .collection(`${BUCKET}.files`)
      .createIndex({ filename: 1 }, { unique: true, name: 'uix_filename' })
      .then(() => undefined);
    this.uniqueNames.catch(() => (this.uniqueNames = undefined));
    return this.uniqueNames;
  }

  async get(id: string, companyId: string): Promise<StoredBlob | undefined> {
    if (!isBlobId(id)) return undefined;
    const file = await this.bucket
      .find({ filename: `${companyId}/${id}` })
      .limit(1)
      .next();
    if (!file) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of this.bucket.openDownloadStream(file._id)) chunks.push(chunk as Buffer);
    const metadata = file.metadata as BlobMetadata;
    return { id, companyId, contentType: metadata.contentType, bytes: Buffer.concat(chunks) };
  }

  async close(): Promise<void> {
    await this.options.client?.close();
  }
}
