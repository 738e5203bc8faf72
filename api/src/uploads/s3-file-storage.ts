/**
 * Uploaded files as objects of an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, ...), under
 * `<S3_PREFIX><folder>/<name>`, through the AWS SDK's S3 client. The bucket must exist; the API
 * never lists it, and its objects stay private (the API serves them after its own checks).
 */
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../config';
import type { FileStorage } from './file-storage';

export function createS3FileStorage(config: S3StorageConfig): FileStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    // Without explicit keys the SDK's own chain applies (AWS_* variables, instance role, ...).
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
  const keyOf = (folder: string, name: string) => `${config.prefix}${folder}/${name}`;
  return {
    async save(folder, name, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket: config.bucket, Key: keyOf(folder, name), Body: data, ContentType: contentType }));
    },
    async read(folder, name) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: keyOf(folder, name) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
        throw error;
      }
    },
    async remove(folder, name) {
      // S3 answers a delete of a missing key with success.
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: keyOf(folder, name) }));
    },
  };
}
