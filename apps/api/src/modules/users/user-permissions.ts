import { USER_ACCESS } from '@kaista/domain/users';

/** The users calls' guards: the domain's USER_ACCESS, which the web's pages and the access preview read too. */
export const READ_USERS = USER_ACCESS.read;
export const CREATE_USERS = USER_ACCESS.create;
export const MODIFY_USERS = USER_ACCESS.modify;
export const DELETE_USERS = USER_ACCESS.remove;
export const MANAGE_SIGN_IN = USER_ACCESS.signIn;
