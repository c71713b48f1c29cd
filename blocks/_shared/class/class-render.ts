import type { ComponentType } from 'react';
import { defineRender, type BlockComponentProps, type LoaderContext } from '../../../renderer/block-definition';
import { loadRole, routeClassId, type ClassRole } from './api';
import type { ClassBlockProps } from './schema';

/** What a class block's loader answers: the class, the caller's role in it, and the block's own data (null when the role may not see it). */
export interface ClassData<D> {
  classId: string;
  role: ClassRole;
  value: D | null;
}

/** Props of a class block component. */
export type ClassBlockComponentProps<D> = BlockComponentProps<ClassBlockProps, ClassData<D> | null>;

/**
 * A class block's render part: no props; its loader finds the route's class and the caller's role, then
 * loads what that role may see (`fetch` answers null for the rest). Role answers are per user, and pages
 * with a user are never shared from the server's cache, so no one sees another's data.
 */
export function defineClassRender<D>(options: {
  type: string;
  load: () => Promise<{ default: ComponentType<ClassBlockComponentProps<D>> }>;
  fetch: (ctx: LoaderContext, classId: string, role: ClassRole) => Promise<D | null>;
}) {
  return defineRender<ClassBlockProps, ClassData<D> | null>({
    type: options.type,
    version: 1,
    migrations: [],
    load: options.load,
    data: {
      key: (_props, ctx) => [ctx.schoolId, routeClassId(ctx) ?? ''],
      fetch: async (_props, ctx) => {
        const classId = routeClassId(ctx);
        if (!classId) return null;
        const role = await loadRole(ctx, classId);
        return { classId, role, value: await options.fetch(ctx, classId, role) };
      },
    },
  });
}

/** Whether the role may see a class's files and lists (enrolled learners, teachers, administrators). */
export const isParticipant = (role: ClassRole) => role.enrolled || role.canManage;
