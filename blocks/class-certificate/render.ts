import { withSchool } from '../_shared/class/api';
import { defineClassRender } from '../_shared/class/class-render';
import type { Text } from '../_shared/class/schema';

/** One certificate as getRecord answers it. */
export interface CertificateView {
  id: string;
  name: Text;
  className: Text;
  certificateNo: string;
  issuedAt: string;
}

/** The learner's certificate of this class, when earned. */
export const classCertificateRender = defineClassRender<CertificateView[]>({
  type: 'class-certificate',
  load: () => import('./ClassCertificate'),
  fetch: (ctx, classId, role) => (role.enrolled ? ctx.getJson<CertificateView[]>(withSchool(`/api/certificate/user/getRecord/${classId}`, ctx.schoolId)) : Promise.resolve(null)),
});
