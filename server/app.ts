import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { openPglite, openPostgres, type Database } from './db/database';
import { accountRoutes } from './modules/accounts/routes';
import { LoginGuard } from './modules/auth/login-guard';
import { authRoutes } from './modules/auth/routes';
import { captchaRoutes } from './modules/captcha/routes';
import { CodeSendLimits } from './modules/codes/limits';
import { codeRoutes } from './modules/codes/routes';
import { createMessenger } from './modules/messaging/messenger';
import { devOutboxRoutes } from './modules/messaging/routes';
import { registrationRoutes } from './modules/registration/routes';
import { categoryRoutes } from './modules/categories/routes';
import { classRoutes } from './modules/classes/routes';
import { leaderboardRoutes } from './modules/leaderboard/routes';
import { navigationRoutes } from './modules/navigations/routes';
import { documentPipeline } from './modules/pages/document-pipeline';
import { pageRoutes } from './modules/pages/routes';
import { resourceRoutes } from './modules/resources/routes';
import { schoolPortalRoutes } from './modules/schools/portal-routes';
import { schoolRoutes } from './modules/schools/routes';
import { searchRoutes } from './modules/search/routes';
import { feedbackRoutes } from './modules/feedback/routes';
import { footerRoutes } from './modules/footer/routes';
import { schoolConfigRoutes } from './modules/school-config/routes';
import { platformConfigRoutes } from './modules/platform-config/routes';
import { ConfigService } from './modules/platform-config/service';
import { wordListChecker } from './modules/moderation/checker';
import { platformRoutes } from './modules/platform/routes';
import { ImageQueue } from './modules/uploads/image-queue';
import { uploadRoutes } from './modules/uploads/routes';
import { communityRoutes } from './modules/communities/routes';
import { o3Routes } from './modules/o3/routes';
import { orderRoutes } from './modules/orders/routes';
import { personalCenterRoutes } from './modules/personal-center/routes';
import { schoolDirectoryRoutes } from './modules/school-directory/routes';
import { siteRoutes } from './modules/site/routes';
import { registerAuth } from './plugins/auth';
import { registerCsrf } from './plugins/csrf';
import { registerDb } from './plugins/db';
import { registerErrors } from './plugins/errors';
import { identityRoutes } from './modules/identity/routes';
import { qrLoginRoutes } from './modules/qr-login/routes';
import { thirdPartyRoutes } from './modules/third-party/routes';
import { oauthClientAdminRoutes } from './modules/oauth-server/admin-routes';
import { forbidFramingOfConsentScreen } from './modules/oauth-server/no-framing';
import { oauthServerRoutes } from './modules/oauth-server/routes';
import { healthRoutes } from './plugins/health';
import { registerMetrics } from './plugins/metrics';
import { registerRouteList } from './plugins/route-list';
import { registerNulCheck } from './http/nul-check';
import { registerDesignerPage } from './plugins/designer-page';
import { registerPortalRender } from './plugins/portal-render';
import { registerStatic } from './plugins/static';
import './types';

/** Opens the database the config names: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/db. Migrates it. */
export function openDatabase(config: Config): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite({ dataDir: `${config.dataDir}/db` });
}

/**
 * Builds the whole app (tests drive it with `app.inject`, main.ts listens). Pass `db` to reuse an
 * open database; otherwise one is opened from the config and closed with the app.
 */
export async function buildApp(config: Config, options: { db?: Database; logger?: boolean; logStream?: NodeJS.WritableStream } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logStream
      ? { level: 'info', stream: options.logStream }
      : options.logger === false || config.logLevel === 'silent' ? false : { level: config.logLevel },
    routerOptions: { ignoreTrailingSlash: true },
    // All errors of a request at once, so the client can mark every bad field.
    ajv: { customOptions: { allErrors: true } },
    // Behind load balancers (TRUSTED_PROXIES) the client address comes from X-Forwarded-For.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
  });
  app.decorate('config', config);
  registerDb(app, options.db ?? (await openDatabase(config)), !options.db);
  app.decorate('messenger', createMessenger(config, () => app.database.db));
  app.decorate('loginGuard', new LoginGuard(() => app.database.db, config.loginAttemptsPerIp));
  app.decorate('codeSendLimits', new CodeSendLimits(() => app.database.db));
  app.decorate('configService', new ConfigService(app.database, config));
  app.addHook('onClose', async () => app.configService.close());
  app.decorate('moderation', wordListChecker(async () => {
    const words = await app.configService.get('moderationWords');
    return words;
  }));
  app.decorate('readRoutes', []);
  app.decorate('imageQueue', new ImageQueue());
  documentPipeline(); // compile the block schemas now, not on the first save

  registerErrors(app);
  registerRouteList(app);
  registerMetrics(app);
  // Fastify's own JSON parser (prototype-poisoning safe), except that an empty body is no body:
  // browsers often label a bodiless PUT as JSON.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  registerCsrf(app);
  registerNulCheck(app);
  registerAuth(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(codeRoutes);
  await app.register(captchaRoutes);
  await app.register(registrationRoutes);
  await app.register(devOutboxRoutes);
  await app.register(identityRoutes);
  await app.register(qrLoginRoutes);
  await app.register(thirdPartyRoutes);
  forbidFramingOfConsentScreen(app);
  await app.register(oauthServerRoutes);
  await app.register(oauthClientAdminRoutes);
  await app.register(schoolRoutes);
  await app.register(pageRoutes);
  await app.register(resourceRoutes);
  await app.register(leaderboardRoutes);
  await app.register(schoolPortalRoutes);
  await app.register(navigationRoutes);
  await app.register(searchRoutes);
  await app.register(categoryRoutes);
  await app.register(classRoutes);
  await app.register(feedbackRoutes);
  await app.register(schoolConfigRoutes);
  await app.register(footerRoutes);
  await app.register(uploadRoutes);
  await app.register(schoolDirectoryRoutes);
  await app.register(personalCenterRoutes);
  await app.register(orderRoutes);
  await app.register(communityRoutes);
  await app.register(o3Routes);
  await app.register(siteRoutes);
  await app.register(platformConfigRoutes);
  await app.register(platformRoutes);
  const shellHead = await registerPortalRender(app, config.staticDir);
  registerDesignerPage(app, config.staticDir, shellHead);
  await registerStatic(app, config.staticDir, shellHead);
  return app;
}
