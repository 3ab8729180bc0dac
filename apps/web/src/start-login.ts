import { startLogin } from './lib/session/login';

// The page the server answers a visit without a session cookie with (apps/api's web-app plugin): the app could
// only learn from its keep-alive that there is no session and start the login, so this starts it at once.
startLogin();
