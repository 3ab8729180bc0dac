// The contracts of the shell's calls, loaded apart from the first load (shell-calls.ts).
export { businessesCalls } from '@kaista/domain/businesses';
export { sessionCalls } from '@kaista/domain/session';
export { userCalls } from '@kaista/domain/users';
