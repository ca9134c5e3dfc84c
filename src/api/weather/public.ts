/** The weather module's public entry point: weather at a point, for the planner and the concierge too. */
export type { WeatherAnswer } from './presenters/weather';
export { weatherQuerySchema } from './validators';
export { type WeatherServices, weather } from './accessor';
