import controllers from './controllers';
import register from './register';
import routes from './routes';
import { services } from './services';

export default { controllers, register, routes, services };
