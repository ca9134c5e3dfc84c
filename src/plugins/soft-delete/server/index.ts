import bootstrap from './bootstrap';
import config from './config';
import contentTypes from './content-types';
import controllers from './controllers';
import policies from './policies';
import register from './register';
import routes from './routes';
import { services } from './services';

export default { config, contentTypes, controllers, policies, routes, services, register, bootstrap };
