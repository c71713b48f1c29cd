import type { Config } from './config';
import type { ReadRoute } from './http/read-route';
import type { Database } from './db/database';
import type { LoginGuard } from './modules/auth/login-guard';
import type { UserRow } from './modules/auth/repository';
import type { CodeSendLimits } from './modules/codes/limits';
import type { Messenger } from './modules/messaging/messenger';
import type { ConfigService } from './modules/platform-config/service';
import type { ModerationChecker } from './modules/moderation/checker';
import type { ImageQueue } from './modules/uploads/image-queue';
import type { RenderCache } from './plugins/render-cache';

// What buildApp decorates the Fastify instance and requests with.
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Server-rendered portal pages for anonymous visitors. */
    renderCache: RenderCache;
    /** The block data those pages are drawn from, reused for a few seconds and forgotten with them. */
    pageDataCache: RenderCache<Promise<unknown>>;
    /** SMS and e-mail adapter (dev outbox, SMTP). */
    messenger: Messenger;
    /** Login failures per account and attempts per address, and when the image captcha is needed. */
    loginGuard: LoginGuard;
    /** Code sending and account lookup limits. */
    codeSendLimits: CodeSendLimits;
    /** Configuration keys of the platform and of each school, cached and invalidated across processes. */
    configService: ConfigService;
    /** moderationSyncTexts: judges text members write (word list of moderationWords by default). */
    moderation: ModerationChecker;
    /** GET routes the server render may call directly (server/http/read-route.ts). */
    readRoutes: ReadRoute[];
    /** Image decoding, one or two at a time, so uploads cannot starve other requests. */
    imageQueue: ImageQueue;
  }
  interface FastifyRequest {
    /** The signed-in user, or null for anonymous requests (set by the auth plugin). */
    user: UserRow | null;
  }
}
