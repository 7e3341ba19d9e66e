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
import { ReauthenticateHandler, StartPasskeyReauthenticationHandler } from './reauthenticate.handlers.js';

/** The providers of sessions and passkeys (issue 21 §3–§4) and re-authentication (issue 30 §1), listed once for the module. */
export const sessionHandlers = [
  EndSessionHandler,
  EndOtherSessionsHandler,
  ListSessionsHandler,
  StartPasskeyRegistrationHandler,
  RegisterPasskeyHandler,
  StartPasskeySignInHandler,
  SignInWithPasskeyHandler,
  RemovePasskeyHandler,
  ListPasskeysHandler,
  ReauthenticateHandler,
  StartPasskeyReauthenticationHandler,
];
