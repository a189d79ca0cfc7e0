import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { lte } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { isInMemory, openDatabase, type Database } from './db/client';
import { createCoordination } from './db/coordination';
import { rateLimits } from './db/schema';
import { createLocalImageStore } from './integrations/image-store';
import { createS3ImageStore } from './integrations/image-store/s3';
import { createMailer } from './integrations/mailer';
import { createBackgroundWork } from './lib/background';
import { createScheduledJobs } from './lib/scheduled-jobs';
import { LOG_REDACTION, serializeRequest } from './lib/log-redaction';
import { loadOrCreateSecrets } from './lib/secrets';
import {
  applicationRoutes,
  applicationStateRoutes,
  listingApplicantRoutes,
} from './modules/applications/routes';
import { createApplicationMail } from './modules/applications/notify';
import { createRentedClosing } from './modules/applications/rented';
import { applicantCountOf, newApplicantCountOf } from './modules/applications/repository';
import { createApplicationService } from './modules/applications/service';
import { ensureAdmin } from './modules/auth/admin-bootstrap';
import { digestEmail } from './modules/mail/digest-template';
import { createRemovalHold } from './modules/backup/removal-hold';
import { registerBackups } from './modules/backup/server';
import { usePasswordHashCost } from './modules/auth/passwords';
import { authRoutes } from './modules/auth/routes';
import { geocodeRoutes } from './modules/geocode/routes';
import { healthRoutes } from './modules/health/routes';
import { createImageService } from './modules/images/service';
import { createUnusedPhotoSweep, LONGEST_UPLOAD_MS } from './modules/images/unused-sweep';
import { hostelRoutes } from './modules/listings/hostel-routes';
import { landlordRoutes } from './modules/listings/landlord-routes';
import { ownerRoutes } from './modules/listings/owner-routes';
import { displayNameRoutes } from './modules/auth/display-name-routes';
import { unreferencedKeys } from './modules/listings/repository';
import { createListingService } from './modules/listings/service';
import { visitPhotoRoutes } from './modules/listings/visit-photo-routes';
import { createTrustRules } from './modules/listings/trust-rules';
import { reportRoutes } from './modules/reports/routes';
import { createSavedSearchAlerts } from './modules/saved-searches/alerts';
import { savedSearchRoutes } from './modules/saved-searches/routes';
import { createSavedSearchService } from './modules/saved-searches/service';
import { createReportService } from './modules/reports/service';
import { shortlistRoutes } from './modules/shortlist/routes';
import { createShortlistService } from './modules/shortlist/service';
import { freelancerRoutes } from './modules/freelancers/routes';
import { createFreelancerService } from './modules/freelancers/service';
import { openTaskIdsOf } from './modules/tasks/repository';
import { taskRoutes } from './modules/tasks/routes';
import { siteRoutes } from './modules/site/routes';
import { sitePrerender } from './modules/site/prerender';
import { createSiteService } from './modules/site/service';
import { createInspectorCheck, createTaskService } from './modules/tasks/service';
import { registerUploads } from './plugins/uploads';
import { registerDocs } from './plugins/docs';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { registerNoNulBytes } from './plugins/no-nul-bytes';
import { registerSecurity } from './plugins/security';
import { registerSpa } from './plugins/spa';

export const JSON_BODY_LIMIT = 1024 * 1024;

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

const HOURLY_MS = 60 * 60 * 1000;
const MAIL_DIGEST_MS = 10 * 60 * 1000;
const KEEP_ALIVE_MS = 65_000;
const SILENT_SOCKET_MS = 2 * 60_000;
/** Slow-headers (slowloris) guard: a request's headers are a few hundred bytes, even on 2G. */
const HEADERS_TIMEOUT_MS = 30_000;

/**
 * The one way to build the app: main.ts and every test use it with the same options. `onRoute`
 * sees every route as it is added (the routes are added here, before the caller gets the app).
 */
export async function buildApp(
  config: AppConfig,
  options: {
    onRoute?: (route: RouteOptions) => void;
    /** Where the log goes instead of stdout (a test reading what the app logs). */
    logStream?: { write: (line: string) => void };
    /**
     * An open, migrated database the caller owns (the tests' one per worker) instead of the one
     * the config names: the app uses it and leaves it open when it closes.
     */
    database?: Database;
  } = {},
): Promise<FastifyInstance> {
  const { trustProxy } = config;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: LOG_REDACTION,
      serializers: { req: serializeRequest },
      ...(options.logStream && { stream: options.logStream }),
    },
    bodyLimit: JSON_BODY_LIMIT,
    // Also what the sweep of unused photo files waits for before it calls a file unused.
    requestTimeout: LONGEST_UPLOAD_MS,
    // Idle keep-alive connections stay open longer than the 60 s after which proxies and load
    // balancers in front drop theirs, so the server never closes one a proxy is reusing (a 502).
    keepAliveTimeout: KEEP_ALIVE_MS,
    // A socket with no bytes moving for this long (a phone that lost its signal mid-upload) is
    // closed, instead of holding the upload until requestTimeout; far above any processing step.
    connectionTimeout: SILENT_SOCKET_MS,
    frameworkErrors,
    // A hop count trusts that many proxies in front (hops as proxy-addr counts them), a list those addresses.
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.server.headersTimeout = HEADERS_TIMEOUT_MS;
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerNoNulBytes(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // A request still running when the server starts closing (SIGTERM) gets its answer, and then
  // its connection ends: kept alive, close() would wait for it until the force-exit.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl ?? { dataDir: config.dataDir, owner: 'the Ghar Bhada server' },
      app.log,
    ));
  app.decorate('databaseLost', database.lost);
  const coordination = await createCoordination(database, app.log);
  app.decorate('coordination', coordination);
  const inMemory = isInMemory(config.databaseUrl);
  const secrets = await loadOrCreateSecrets(inMemory ? undefined : config.dataDir, {
    jwtSecret: config.jwtSecret,
  });
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('secrets', secrets);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: app.log,
    db: database.db,
    digestOf: (to, lines) => digestEmail(to, lines, config.publicUrl),
  });
  app.decorate('mailer', mailer);
  const background = createBackgroundWork(app.log);
  app.decorate('background', background);
  const scheduledJobs = createScheduledJobs({ coordination, background, log: app.log });
  app.decorate('scheduledJobs', scheduledJobs);
  app.addHook('onReady', async () => scheduledJobs.start());
  // Embedded PGlite has no autovacuum; an hourly pass keeps its reads on the fast path.
  scheduledJobs.add('database maintenance', HOURLY_MS, () => database.maintain());
  // Notifications held back past an address's allowance go out as one digest once it allows.
  scheduledJobs.add('send mail digests', MAIL_DIGEST_MS, async () => void (await mailer.sendDigests()));
  // Windows that ended; counts are read only within their window, so this only frees space.
  scheduledJobs.add('remove expired rate limit counts', HOURLY_MS, async () => {
    await database.db.delete(rateLimits).where(lte(rateLimits.expire, Date.now()));
  });
  app.addHook('onClose', async () => {
    scheduledJobs.stop();
    await background.idle();
    mailer.close();
    await coordination.close();
    if (!options.database) await database.close();
  });
  usePasswordHashCost(config.passwordHashKibForTests);
  if (config.passwordHashKibForTests !== undefined) {
    app.log.warn('PASSWORD_HASH_KIB_FOR_TESTS is set: new password hashes are weaker than in production');
  }
  if (config.admin) await ensureAdmin(database.db, config.admin, app.log);

  await registerSecurity(app, {
    isProduction: config.env === 'production',
    apiPublicUrl: config.apiPublicUrl,
    corsOrigins: config.corsOrigins,
    coordination,
  });
  await registerDocs(app);
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const s3Store = config.s3 && createS3ImageStore(config.s3, config.apiPublicUrl);
  if (s3Store) app.addHook('onClose', async () => s3Store.close());
  const imageStore = s3Store ?? createLocalImageStore(uploadsDir, config.apiPublicUrl);
  await registerUploads(
    app,
    !s3Store ? { folder: uploadsDir } : config.s3?.publicUrl ? null : { store: s3Store },
  );

  const removals = createRemovalHold(imageStore, app.log);
  const images = createImageService(removals.store, app.log);
  app.decorate('images', images);
  await registerBackups(app, {
    database,
    dataDir: config.dataDir,
    photos: imageStore,
    holdRemovals: removals.hold,
    listen: !config.databaseUrl,
  });
  const sweepUnusedPhotos = createUnusedPhotoSweep({
    images,
    unreferenced: (keys) => unreferencedKeys(database.db, keys),
    log: app.log,
  });
  app.decorate('sweepUnusedPhotos', sweepUnusedPhotos);
  // At start (files a crash left behind) and every hour.
  scheduledJobs.add('sweep unused photo files', HOURLY_MS, async () => void (await sweepUnusedPhotos()), {
    atStart: true,
  });
  const freelancers = createFreelancerService({
    db: database.db,
    mailer,
    publicUrl: config.publicUrl,
    log: app.log,
    openTaskIds: openTaskIdsOf,
  });
  const listings = createListingService({
    db: database.db,
    images,
    applicantCount: applicantCountOf,
    newApplicantCount: newApplicantCountOf,
    // Rented: its open applications close, and their applicants are told.
    onRented: createRentedClosing(
      createApplicationMail({ db: database.db, mailer, publicUrl: config.publicUrl, log: app.log }),
    ),
    isInspector: createInspectorCheck({ db: database.db, freelancers }),
    verificationValidDays: config.verificationValidDays,
    searchChanges: coordination.searchChanges,
  });
  const applications = createApplicationService({
    db: database.db,
    listings,
    mailer,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const trustRules = createTrustRules({
    listings,
    mailer,
    publicUrl: config.publicUrl,
    secret: secrets.jwtSecret,
    verificationValidDays: config.verificationValidDays,
    log: app.log,
  });
  app.decorate('trustRules', trustRules);
  // Expiry, reminders and freshness: at start and every hour.
  scheduledJobs.add('apply the trust rules', HOURLY_MS, async () => void (await trustRules.run()), {
    atStart: true,
  });
  const savedSearchAlerts = createSavedSearchAlerts({
    db: database.db,
    newMatches: (...args) => listings.newMatches(...args),
    mailer,
    publicUrl: config.publicUrl,
    apiPublicUrl: config.apiPublicUrl,
    secret: secrets.jwtSecret,
    intervalMs: config.savedSearchAlertMs,
    log: app.log,
  });
  app.decorate('savedSearchAlerts', savedSearchAlerts);
  // Hourly (at start too: a server restarted more often than hourly still sends them), or as often
  // as the alerts themselves when SAVED_SEARCH_ALERT_HOURS is under an hour.
  scheduledJobs.add(
    'send saved search alerts',
    Math.min(HOURLY_MS, config.savedSearchAlertMs),
    async () => void (await savedSearchAlerts.run()),
    { atStart: true },
  );
  const reports = createReportService({
    db: database.db,
    listings,
    mailer,
    background,
    publicUrl: config.publicUrl,
    secret: secrets.jwtSecret,
    log: app.log,
  });
  const tasks = createTaskService({
    db: database.db,
    listings,
    freelancers,
    mailer,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(geocodeRoutes, { prefix: '/geocode' });
      await api.register(authRoutes, {
        prefix: '/user',
        hostelsOf: (user) => listings.ownerHostels(user),
        listingCountOf: (user) => listings.listingCount(user),
        openTasksOf: (user) => tasks.openTasks(user),
        phoneOf: (user) => applications.latestPhone(user),
      });
      await api.register(ownerRoutes, { prefix: '/user', listings, applications });
      await api.register(displayNameRoutes, { prefix: '/user' });
      await api.register(hostelRoutes, { prefix: '/hostels', listings });
      await api.register(landlordRoutes, { prefix: '/landlords', listings });
      await api.register(visitPhotoRoutes, { prefix: '/listings', listings });
      await api.register(applicationRoutes, { prefix: '/buyers', applications });
      await api.register(applicationStateRoutes, { prefix: '/applications', applications });
      await api.register(listingApplicantRoutes, { prefix: '/user', applications });
      await api.register(freelancerRoutes, { prefix: '/freelance', freelancers });
      await api.register(taskRoutes, { prefix: '/freelance', tasks });
      await api.register(reportRoutes, { prefix: '/reports', reports });
      await api.register(savedSearchRoutes, {
        prefix: '/saved-searches',
        savedSearches: createSavedSearchService({ db: database.db, secret: secrets.jwtSecret }),
      });
      await api.register(shortlistRoutes, {
        prefix: '/shortlist',
        shortlist: createShortlistService({ db: database.db, listings, publicUrl: config.publicUrl }),
      });
    },
    { prefix: '/api' },
  );
  const site = createSiteService({
    listings,
    publicUrl: config.publicUrl,
    contact: config.contact,
    log: app.log,
  });
  await app.register(siteRoutes, { site });
  await registerSpa(app, config.webDistDir, {
    headFor: (url) => site.pageHead(url),
    bodyFor: sitePrerender(app, {
      webDistDir: config.webDistDir,
      siteConfig: site.siteConfig,
      budgetMs: config.prerenderBudgetMs,
    }),
  });
  return app;
}
