import type { Config } from '../../config';
import { s3Store } from './s3-store';
import { folderStore, type FileStore } from './store';

/** The store the settings choose: UPLOAD_STORE=s3 uses the S3_* bucket, otherwise the UPLOAD_DIR folder. */
export function fileStoreFor(config: Pick<Config, 'uploadStore' | 'uploadDir' | 's3'>, fetchImpl: typeof fetch = fetch): FileStore {
  if (config.uploadStore === 's3' && config.s3) return s3Store(config.s3, fetchImpl);
  return folderStore(config.uploadDir);
}
