import {
  AUTH_CODES,
  EmailBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  MessageResponseSchema,
  RefreshResponseSchema,
  RegisterBodySchema,
  RegisterResponseSchema,
  ResetPasswordBodySchema,
  UserDetailsSchema,
  VerifyEmailParamsSchema,
  VerifyOtpBodySchema,
  envelopeOf,
  type Hostel,
  type MessageCode,
  type Task,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { ok, okMessage } from '../../lib/envelope';
import { clearRefreshCookie, readRefreshToken, setRefreshCookie } from './cookies';
import { findCurrentUser, requireUser, type CurrentUser } from './guards';
import { createLoginLimits } from './login-limits';
import { findListingName } from './repository';
import { createAuthRateLimiter, type AuthLimitName } from './rate-limits';
import { createAuthService } from './service';

const tags = ['user'];

type AuthRouteOptions = {
  /** The user's hostels for the nav's My Hostel link; provided by the listings module. */
  hostelsOf: (user: CurrentUser) => Promise<Hostel[]>;
  /** How many listings the user owns, of any kind (the nav's My listings); the listings module counts. */
  listingCountOf: (user: CurrentUser) => Promise<number>;
  /** The freelancer's open tasks for the nav's Works badge; provided by the tasks module. */
  openTasksOf: (user: CurrentUser) => Promise<Task[]>;
  /** The phone of the user's newest application, for the apply form; the applications module reads it. */
  phoneOf: (user: CurrentUser) => Promise<string | null>;
};

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (
  app,
  { hostelsOf, listingCountOf, openTasksOf, phoneOf },
) => {
  const auth = createAuthService({
    db: app.db,
    mailer: app.mailer,
    background: app.background,
    jwtSecret: app.secrets.jwtSecret,
    publicUrl: app.config.publicUrl,
    log: app.log,
    refreshGraceMs: app.config.refreshGraceMs,
  });
  const secureCookie = app.config.env === 'production';
  const loginLimits = createLoginLimits({
    slowdownStepMs: app.config.loginSlowdownStepMs,
    counter: app.coordination.counter,
  });

  app.post(
    '/register',
    {
      schema: { tags, body: RegisterBodySchema, response: { 201: RegisterResponseSchema } },
      preHandler: createAuthRateLimiter(app.coordination, 'register'),
    },
    async (request, reply) =>
      reply.status(201).send(ok(await auth.register(request.body), AUTH_CODES.registered)),
  );

  app.get(
    '/verify-email/:code',
    { schema: { tags, params: VerifyEmailParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await auth.verifyEmail(request.params.code);
      return okMessage(AUTH_CODES.emailVerified);
    },
  );

  /**
   * A request that only names an email: rate-limited, and the mail goes out in the background so
   * the answer is the same (and as quick) whether or not the address has an account.
   */
  const emailRequestRoute = (
    method: 'POST' | 'PUT',
    url: string,
    limit: AuthLimitName,
    send: (email: string) => void,
    answer: MessageCode,
  ) =>
    app.route({
      method,
      url,
      schema: { tags, body: EmailBodySchema, response: { 200: MessageResponseSchema } },
      preHandler: createAuthRateLimiter(app.coordination, limit),
      handler: async (request) => {
        send(request.body.email);
        return okMessage(answer);
      },
    });

  emailRequestRoute(
    'POST',
    '/resend-verification',
    'resendVerification',
    (email) => auth.resendVerification(email),
    AUTH_CODES.verificationSent,
  );

  app.post(
    '/login',
    {
      schema: { tags, body: LoginBodySchema, response: { 200: LoginResponseSchema } },
    },
    async (request, reply) => {
      const { email } = request.body;
      // Counted before the password is checked, so parallel guesses cannot pass the limit.
      const attempt = await loginLimits.before(request, reply, email);
      const { accessToken, refreshToken, user } = await auth
        .login(request.body)
        .catch(async (error: unknown) => {
          if (!(error instanceof AppError && error.code === 'BAD_CREDENTIALS')) await attempt.notFailed();
          throw error;
        });
      await attempt.succeeded();
      setRefreshCookie(reply, refreshToken, secureCookie);
      return ok({ accesstoken: accessToken, accessToken, refreshToken, user }, AUTH_CODES.loggedIn);
    },
  );

  app.post(
    '/refresh-token',
    {
      schema: { tags, response: { 200: RefreshResponseSchema } },
      preHandler: createAuthRateLimiter(app.coordination, 'refresh'),
    },
    async (request, reply) => {
      const presented = readRefreshToken(request);
      if (!presented) throw new AppError(401, AUTH_CODES.refreshMissing, 'REFRESH_MISSING');
      try {
        const tokens = await auth.refresh(presented);
        setRefreshCookie(reply, tokens.refreshToken, secureCookie);
        return ok(tokens, AUTH_CODES.tokenRefreshed);
      } catch (error) {
        clearRefreshCookie(reply, secureCookie);
        throw error;
      }
    },
  );

  app.get(
    '/logout',
    { schema: { tags, response: { 200: MessageResponseSchema } } },
    async (request, reply) => {
      const current = await findCurrentUser(request);
      await auth.logout(request.cookies.refreshToken, current?.sessionFamily);
      clearRefreshCookie(reply, secureCookie);
      return okMessage(AUTH_CODES.loggedOut);
    },
  );

  app.get(
    '/user-details',
    { schema: { tags, security: [{ bearer: [] }], response: { 200: envelopeOf(UserDetailsSchema) } } },
    async (request) => {
      const user = await requireUser(request);
      const [hostel, listingCount, task, listingName, phone] = await Promise.all([
        hostelsOf(user),
        listingCountOf(user),
        openTasksOf(user),
        findListingName(app.db, user.id),
        phoneOf(user),
      ]);
      const { id: _id, name, email, role } = user;
      return ok({ _id, name, email, role, ...listingName, hostel, listingCount, phone, task });
    },
  );

  emailRequestRoute(
    'PUT',
    '/forgot-password',
    'forgotPassword',
    (email) => auth.forgotPassword(email),
    AUTH_CODES.otpSent,
  );

  app.put(
    '/verify-forgot-password-otp',
    {
      schema: { tags, body: VerifyOtpBodySchema, response: { 200: MessageResponseSchema } },
      preHandler: createAuthRateLimiter(app.coordination, 'verifyOtp'),
    },
    async (request) => {
      await auth.verifyOtp(request.body);
      return okMessage(AUTH_CODES.otpVerified);
    },
  );

  app.put(
    '/reset-password',
    {
      schema: { tags, body: ResetPasswordBodySchema, response: { 200: MessageResponseSchema } },
      preHandler: createAuthRateLimiter(app.coordination, 'verifyOtp', 'resetPassword'),
    },
    async (request) => {
      await auth.resetPassword(request.body);
      return okMessage(AUTH_CODES.passwordReset);
    },
  );
};
