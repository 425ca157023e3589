import { UserIdParams } from '../../../contract/admin-users.js';

/** A user named on the command line, checked by the API's own schema before anything opens. */
export const userArg = (text: string): string => UserIdParams.parse({ userId: text }).userId;
