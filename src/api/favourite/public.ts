/** The favourites module's public entry point: a traveller's kept catalog records. */
import { apiServices } from '../../plugins/contract/public';
import type favouritesService from './services/favourites';

export { favouriteGuarantees } from './guarantees';
export { favouriteSchemas } from './routes/docs/schemas';
export { presentFavouriteWithItem } from './presenters/favourites';

export type FavouriteServices = { readonly favourites: ReturnType<typeof favouritesService> };
/** `favourites(strapi).favourites.toggle(…)`: the favourites module's services, typed. */
export const favourites = apiServices<FavouriteServices>('favourite', { favourites: 'favourites' });
