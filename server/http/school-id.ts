import { isId } from '../../schemas/ids';
import { AppError } from './app-error';

/** Checks a school id from a URL (19 digits) and returns it; 400 request.invalid_school_id otherwise. */
export function parseSchoolId(value: unknown): string {
  if (!isId(value)) throw new AppError(400, 'request.invalid_school_id', 'schoolId must be a 19-digit id.');
  return value;
}
