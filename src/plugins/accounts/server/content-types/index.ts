import accessToken from './access-token';
import passwordReset from './password-reset';
import permission from './permission';
import personalAccessToken from './personal-access-token';

export default {
  'access-token': accessToken,
  'password-reset': passwordReset,
  permission,
  'personal-access-token': personalAccessToken,
};
