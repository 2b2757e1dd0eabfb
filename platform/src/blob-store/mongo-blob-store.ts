import { GridFSBucket, MongoClient, type Db } from 'mongodb';
import { blobId, isBlobId, type BlobInput, type BlobStore, type StoredBlob } from './port';

interface BlobMetadata {
  companyId: string;
  contentType: string;
}

/** Blob store on MongoDB GridFS: one file per (company, content id), named `<companyId>/<id>`. */
export class MongoBlobStore implements BlobStore {
  private readonly bucket: GridFSBucket;

  constructor(private readonly options: { db: Db; client?: MongoClient }) {
    this.bucket = new GridFSBucket(options.db, { bucketName: 'blobs' });
  }

  static async connect(url: string): Promise<MongoBlobStore> {
    const client = await new MongoClient(url).connect();
    return new MongoBlobStore({ db: client.db(), client });
  }

  async put(blob: BlobInput): Promise<string> {
    const id = blobId(blob.bytes);
    const filename = `${blob.companyId}/${id}`;
    if (await this.bucket.find({ filename }).hasNext()) return id;
    const metadata: BlobMetadata = { companyId: blob.companyId, contentType: blob.contentType };
    await new Promise<void>((resolve, reject) => {
      const upload = this.bucket.openUploadStream(filename, { metadata });
      upload.once('finish', () => resolve());
      upload.once('error', reject);
      upload.end(blob.bytes);
    });
    return id;
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
