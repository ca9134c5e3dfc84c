import accessToken from './access-token';
import passwordReset from './password-reset';
import permission from './permission';

export default { 'access-token': accessToken, 'password-reset': passwordReset, permission };
