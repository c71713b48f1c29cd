import { idSchema } from '../../../schemas/ids';

/** Route schemas shared by the class routes. */
export const idParams = { type: 'object', required: ['id'], properties: { id: idSchema } } as const;
export const classIdParams = { type: 'object', required: ['classId'], properties: { classId: idSchema } } as const;
export const schoolQuery = { type: 'object', properties: { schoolId: { type: 'string' } } } as const;
export const classBody = { type: 'object', required: ['classId'], properties: { classId: idSchema } } as const;
