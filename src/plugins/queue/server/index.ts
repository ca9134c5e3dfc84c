import config from './config';
import destroy from './destroy';
import { services } from './services';

export default { config, services, destroy };
