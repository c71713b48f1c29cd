import { defineClassBlock } from '../_shared/class/define';
import { classCertificateRender } from './render';

/** The class-certificate block (`render.ts`) with its palette icon. */
export const classCertificate = defineClassBlock(classCertificateRender, 'graduation-cap');
