import bootstrap from './bootstrap';
import config from './config';
import register from './register';
import { services } from './services';

export default { config, services, register, bootstrap };
