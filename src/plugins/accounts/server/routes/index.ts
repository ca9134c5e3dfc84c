import { defineRoutes } from '../../../contract/public';
import { adminUserRoutes } from './admin-users';
import { connectedAppRoutes } from './connected-apps';
import { emailAndPasswordRoutes } from './email-and-password';
import { personalTokenRoutes } from './personal-tokens';
import { sessionRoutes } from './session';
import { socialRoutes } from './social';

export default {
  'content-api': {
    ...defineRoutes([
      ...sessionRoutes,
      ...emailAndPasswordRoutes,
      ...socialRoutes,
      ...adminUserRoutes,
      ...personalTokenRoutes,
      ...connectedAppRoutes,
    ]),
    prefix: '',
  },
};
