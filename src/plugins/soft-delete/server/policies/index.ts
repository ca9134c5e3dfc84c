import superAdmin from './super-admin';

export default { 'super-admin': superAdmin };
