/** What the errors feature lends other features: the error page and its login info. */
export { ErrorPage } from './components/error-page';
export type { TLoginInfo } from './components/login-info-box';
