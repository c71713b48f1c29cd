import Ajv from 'ajv';
import {
  FEEDBACK_IMAGE_EXTENSIONS, FEEDBACK_IMAGE_TYPES, FEEDBACK_MAX_IMAGES, FEEDBACK_MAX_LENGTH, FEEDBACK_TYPE, PHONE_MAX_LENGTH,
  feedbackSubmissionSchema, type FeedbackSubmission,
} from '../../schemas/feedback';

/** What the dialog holds while open. */
export interface FeedbackState {
  feedbackType: number;
  content: string;
  images: string[];
  allowContact: boolean;
  phone: string;
}

/** The state on opening, after closing and after success: fault, empty text, no images, contact allowed, empty phone. */
export const initialFeedback = (): FeedbackState => ({ feedbackType: FEEDBACK_TYPE.fault, content: '', images: [], allowContact: true, phone: '' });

/** Text as typed: leading whitespace stripped, at most 200 characters. */
export const cleanContent = (typed: string) => typed.replace(/^\s+/, '').slice(0, FEEDBACK_MAX_LENGTH);
/** Phone as typed: trimmed, at most 11 characters. */
export const cleanPhone = (typed: string) => typed.trim().slice(0, PHONE_MAX_LENGTH);

/** Who sends and for which school. */
export interface Sender {
  userId: string;
  userName: string;
  schoolId: string;
  schoolName: string;
}

/** The spec's payload: phoneNumber only when contact is allowed and a number was typed, picUrl comma-joined. */
export function buildSubmission(state: FeedbackState, sender: Sender, notLoggedInLabel: string): FeedbackSubmission {
  const phone = cleanPhone(state.phone);
  return {
    feedbackType: state.feedbackType as FeedbackSubmission['feedbackType'],
    feedbackContent: state.content.trim(),
    picUrl: state.images.join(','),
    allowContact: state.allowContact ? 1 : 0,
    userId: sender.userId,
    tenantId: sender.schoolId,
    schoolName: sender.schoolName || notLoggedInLabel,
    userName: sender.userName,
    clientType: '1',
    ...(state.allowContact && phone ? { phoneNumber: phone } : {}),
  };
}

const validate = new Ajv({ allErrors: true }).compile(feedbackSubmissionSchema);

/** The warning key of the first problem of a payload, checked with the server's own schema; null when valid. */
export function feedbackProblem(payload: FeedbackSubmission): 'feedBack.enterQuestions' | 'feedBack.enterPhone' | 'feedBack.failed' | null {
  if (validate(payload)) return null;
  const fields = (validate.errors ?? []).map((e) => e.instancePath);
  if (fields.includes('/feedbackContent')) return 'feedBack.enterQuestions';
  if (fields.includes('/phoneNumber')) return 'feedBack.enterPhone';
  return 'feedBack.failed';
}

/** A file name with spaces removed, or null when the file is not a gif, jpeg or png. */
export function acceptedImageName(file: { name: string; type: string }): string | null {
  const name = file.name.replace(/\s+/g, '');
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = file.type === '' || (FEEDBACK_IMAGE_TYPES as readonly string[]).includes(file.type);
  return typeOk && (FEEDBACK_IMAGE_EXTENSIONS as readonly string[]).includes(extension) ? name : null;
}

/** Whether another image may be added (the add button hides at 4). */
export const canAddImage = (state: FeedbackState) => state.images.length < FEEDBACK_MAX_IMAGES;
