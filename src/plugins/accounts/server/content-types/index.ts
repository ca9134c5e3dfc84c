import accessToken from './access-token';
import connectedApp from './connected-app';
import passwordReset from './password-reset';
import oauthRecord from './oauth-record';
import permission from './permission';
import personalAccessToken from './personal-access-token';

export default {
  'access-token': accessToken,
  'connected-app': connectedApp,
  'password-reset': passwordReset,
  'oauth-record': oauthRecord,
  permission,
  'personal-access-token': personalAccessToken,
};
