import config from './config';
import contentTypes from './content-types';
import destroy from './destroy';
import { services } from './services';

export default { config, contentTypes, services, destroy };
