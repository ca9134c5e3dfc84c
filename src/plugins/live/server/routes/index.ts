import { defineRoutes } from '../../../contract/public';
import { broadcastingRoutes } from './broadcasting';

export default { 'content-api': { ...defineRoutes(broadcastingRoutes), prefix: '' } };
