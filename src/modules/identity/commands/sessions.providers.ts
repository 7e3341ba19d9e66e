import { EndOtherSessionsHandler, EndSessionHandler } from './sessions.handlers.js';
import { ListSessionsHandler } from '../queries/list-sessions.handler.js';
import {
  ListPasskeysHandler,
  RegisterPasskeyHandler,
  RemovePasskeyHandler,
  SignInWithPasskeyHandler,
  StartPasskeyRegistrationHandler,
  StartPasskeySignInHandler,
} from './passkeys.handlers.js';
import { SendWithdrawalNoticeListener } from '../listeners/send-withdrawal-notice.listener.js';
import { ReauthenticateHandler, StartPasskeyReauthenticationHandler } from './reauthenticate.handlers.js';

/** The providers of sessions, passkeys and the owner's notices (issue 21 §3–§4) and re-authentication (issue 30 §1), listed once for the module. */
export const sessionHandlers = [
  EndSessionHandler,
  EndOtherSessionsHandler,
  ListSessionsHandler,
  SendWithdrawalNoticeListener,
  StartPasskeyRegistrationHandler,
  RegisterPasskeyHandler,
  StartPasskeySignInHandler,
  SignInWithPasskeyHandler,
  RemovePasskeyHandler,
  ListPasskeysHandler,
  ReauthenticateHandler,
  StartPasskeyReauthenticationHandler,
];
