// The account calls of the signed-out pages and the password change: they change nothing the app has loaded (the
// user signs in afresh after each), so they refresh nothing.
export {
  useActivateApplicationUser,
  useBeginApplicationUserForgotPassword,
  useChangeApplicationUserPassword,
  useEndApplicationUserForgotPassword,
  useRegisterApplicationUser,
} from '@portal/sdk';
