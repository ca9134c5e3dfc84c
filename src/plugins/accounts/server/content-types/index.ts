import accessToken from './access-token';
import passwordReset from './password-reset';
import oauthRecord from './oauth-record';
import permission from './permission';
import personalAccessToken from './personal-access-token';

export default {
  'access-token': accessToken,
  'password-reset': passwordReset,
  'oauth-record': oauthRecord,
  permission,
  'personal-access-token': personalAccessToken,
};
