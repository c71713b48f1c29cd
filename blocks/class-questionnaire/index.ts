import { defineClassBlock } from '../_shared/class/define';
import { classQuestionnaireRender } from './render';

/** The class-questionnaire block (`render.ts`) with its palette icon. */
export const classQuestionnaire = defineClassBlock(classQuestionnaireRender, 'clipboard-list');
