import type { Role } from '../../../schemas/enums';
import type { FileVisibility } from '../../http/stored-file';
import type { UploadAudience } from './table';

/** What decides who sees an upload. */
export interface UploadFacts {
  /** The uploader. */
  userId: string;
  audience: UploadAudience;
  /** Whether the upload's school is open to visitors. */
  openSchool: boolean;
  /** Whether the address named the file's key (addresses stored before keys existed do not). */
  keyed: boolean;
}

/**
 * Whether an upload is public: an image of an open school (visitors see its released pages) reached by
 * its full address. Feedback pictures never are, nor files of closed schools, nor keyless addresses.
 */
export const isPublicUpload = (file: UploadFacts) => file.audience === 'school' && file.openSchool && file.keyed;

/**
 * How an upload is answered to a viewer, or null when they may not see it (a 404, as for no file):
 * feedback pictures to the sender and the school's administrators; other files to the school's members
 * and the uploader, and to anyone when public.
 */
export function uploadVisibility(file: UploadFacts, viewer: { userId: string | null; roles: readonly Role[] }): FileVisibility | null {
  if (isPublicUpload(file)) return 'public';
  const own = viewer.userId !== null && viewer.userId === file.userId;
  if (file.audience === 'sender') return own || viewer.roles.includes('administrator') ? 'private' : null;
  return own || viewer.roles.length > 0 ? 'private' : null;
}
