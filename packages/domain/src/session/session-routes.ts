/**
 * Each session call's method and path (and status when not 200), apart from its schemas, which
 * session-calls.ts adds: the web app's shell makes these calls on every load, and its first load carries no
 * zod (issue 17).
 */
export const sessionRoutes = {
  start: { method: 'POST', path: '/api/session' },
  activateCompany: { method: 'POST', path: '/api/businesses/:id/activate' },
  userInfo: { method: 'GET', path: '/api/users/self/info' },
  profile: { method: 'GET', path: '/api/users/self/profile' },
  updateProfile: { method: 'PUT', path: '/api/users/self/profile' },
  activeSessions: { method: 'GET', path: '/api/users/self/sessions' },
  endOtherSessions: { method: 'DELETE', path: '/api/users/self/sessions/others', status: 204 },
  logout: { method: 'DELETE', path: '/api/sessions', status: 204 },
  environment: { method: 'GET', path: '/api/environment' },
} as const;
