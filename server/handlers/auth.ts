// Sign-in, sign-up, verification, personal info, password reset and sign-out; the demo identity and
// phone-authentication services.
import { revokeToken } from '../lib/accounts/auth-session.ts';
import {
  checkResetCode,
  completePersonalInfo,
  demoPhoneSession,
  demoSocialToken,
  issueGuestId,
  resendVerificationCode,
  resetPassword,
  resetPasswordByPhoneSession,
  sendResetCode,
  signIn,
  signUp,
  socialRegister,
  socialSignIn,
  verifyPhoneOrEmail,
  verifyPhoneSession,
} from '../lib/accounts/sign-in.ts';
import { defineHandlers } from '../lib/http/handler.ts';

export const authHandlers = defineHandlers((ctx) => ({
  requestGuestId: async () => issueGuestId(ctx),

  login: async (req) => signIn(ctx, req.body, req.ip),

  // 6amMart's own social paths, on the same verification and accounts as login's social branch
  socialLogin: async (req) => socialSignIn(ctx, req.body),
  socialRegister: async (req) => socialRegister(ctx, req.body),

  signUp: async (req) => signUp(ctx, req.body),

  verifyPhone: async (req) => verifyPhoneOrEmail(ctx, req.body),

  resendOtp: async (req) => resendVerificationCode(ctx, req.body),

  firebaseVerifyToken: async (req) => verifyPhoneSession(ctx, req.body),

  updateInfo: async (req) => completePersonalInfo(ctx, req.body),

  logout: async (req) => {
    await revokeToken(ctx.db, req.user!.tokenId, ctx.now());
    return { message: 'Logged out successfully.' };
  },

  forgotPassword: async (req) => sendResetCode(ctx, req.body),

  verifyResetToken: async (req) => checkResetCode(ctx, req.body),

  resetPassword: async (req) => resetPassword(ctx, req.body),

  firebaseResetPassword: async (req) => resetPasswordByPhoneSession(ctx, req.body),

  issueDemoSocialToken: async (req) => demoSocialToken(ctx, req.body),

  demoFirebaseSendCode: async (req) => demoPhoneSession(ctx, req.body.phone),
}));
